import { describe, expect, it } from 'vitest';
import {
  BOOST_DAYS,
  boostPricePaisa,
  MAX_SETTING_PAISA,
  parseSettingValue,
  readSettingValue,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  settingOrDefault,
  VALIDATION,
  WALLET_DEFAULTS,
} from '../src/index.ts';

describe('settings', () => {
  it("has the six keys of spec §3, the wallet's (issue 31), the rules for jobs abroad (issue 33) and the CV bank's (issue 34)", () => {
    expect(SETTING_KEYS).toEqual([
      'highlight_button',
      'promotional_button',
      'earn_money_button',
      'sign_in_button',
      'win_modal',
      'contact_info',
      'wallet',
      'trust_rules',
      'cv_bank',
    ]);
  });
  it('reads the trust rules: no verification required and no complaint link by default, a link only if safe', () => {
    expect(settingOrDefault('trust_rules', null)).toEqual({ requireRecruiterVerification: false, complaintLink: '#' });
    const set = '{"requireRecruiterVerification":true,"complaintLink":"https://example.pk/complaints"}';
    expect(settingOrDefault('trust_rules', set)).toEqual({
      requireRecruiterVerification: true,
      complaintLink: 'https://example.pk/complaints',
    });
    expect(
      readSettingValue('trust_rules', '{"requireRecruiterVerification":true,"complaintLink":"javascript:x"}'),
    ).toBeNull();
    expect(parseSettingValue('trust_rules', '{"requireRecruiterVerification":"yes","complaintLink":"#"}')).toBeNull();
  });
  it('has defaults that satisfy their own schemas', () => {
    for (const key of SETTING_KEYS) expect(SETTING_SCHEMAS[key].safeParse(SETTING_DEFAULTS[key]).success).toBe(true);
  });
  it("uses the spec's default texts", () => {
    expect(SETTING_DEFAULTS.highlight_button).toEqual({ text: 'Win 3600', link: '#', visible: true });
    expect(SETTING_DEFAULTS.sign_in_button.text).toBe('Sign In');
    expect(SETTING_DEFAULTS.sign_in_button.link).toBe('/api/login');
    expect(SETTING_DEFAULTS.win_modal.firstLine).toBe('Congratulations! You earned 3600 Rs. Free!');
  });
  it('falls back to the defaults for invalid JSON or the wrong shape', () => {
    expect(settingOrDefault('win_modal', '{not json')).toEqual(SETTING_DEFAULTS.win_modal);
    expect(settingOrDefault('highlight_button', '{"text":""}')).toEqual(SETTING_DEFAULTS.highlight_button);
    expect(settingOrDefault('highlight_button', null)).toEqual(SETTING_DEFAULTS.highlight_button);
  });
  it('keeps a valid stored value and fills visible with true', () => {
    expect(parseSettingValue('promotional_button', '{"text":"Eid Sale","link":"https://example.pk/eid"}')).toEqual({
      text: 'Eid Sale',
      link: 'https://example.pk/eid',
      visible: true,
    });
  });
  it("answers the spec's messages for each form", () => {
    const messages = (key: (typeof SETTING_KEYS)[number], value: unknown) =>
      SETTING_SCHEMAS[key].safeParse(value).error?.issues.map((i) => i.message);
    expect(messages('highlight_button', { text: '', link: 'not a url' })).toEqual([
      VALIDATION.button.text,
      VALIDATION.button.url,
    ]);
    expect(messages('sign_in_button', { text: 'Sign In', link: '' })).toEqual([VALIDATION.button.link]);
    expect(messages('win_modal', { firstLine: '', secondLine: '', downloadLink: '' })).toEqual([
      VALIDATION.winModal.firstLine,
      VALIDATION.winModal.secondLine,
      VALIDATION.winModal.downloadLink,
    ]);
    expect(messages('contact_info', { whatsapp: '', email: 'x', phone: '' })).toEqual([
      VALIDATION.contact.whatsapp,
      VALIDATION.contact.email,
      VALIDATION.contact.phone,
    ]);
  });
  it('refuses script links anywhere a visitor could click', () => {
    expect(SETTING_SCHEMAS.promotional_button.safeParse({ text: 'x', link: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(SETTING_SCHEMAS.sign_in_button.safeParse({ text: 'x', link: '//evil.example' }).success).toBe(false);
  });
});

describe('reading a stored setting for display', () => {
  it('keeps a well-formed value, filling visible and dropping unknown fields', () => {
    expect(readSettingValue('promotional_button', '{"text":"Eid Sale","link":"/job/seed-01","extra":1}')).toEqual({
      text: 'Eid Sale',
      link: '/job/seed-01',
      visible: true,
    });
  });
  it('refuses a missing field, a field of the wrong type, a blank text or an unsafe link', () => {
    expect(readSettingValue('win_modal', '{"firstLine":"a","secondLine":"b"}')).toBeNull();
    expect(readSettingValue('highlight_button', '{"text":"x","link":"#","visible":"yes"}')).toBeNull();
    expect(readSettingValue('contact_info', '{"whatsapp":" ","email":"a@b.pk","phone":"1"}')).toBeNull();
    expect(readSettingValue('sign_in_button', '{"text":"x","link":"javascript:alert(1)"}')).toBeNull();
    expect(readSettingValue('sign_in_button', '[]')).toBeNull();
  });
  it('tells the caller about a value it could not use', () => {
    const seen: string[] = [];
    expect(settingOrDefault('win_modal', '{oops', (raw) => seen.push(raw))).toEqual(SETTING_DEFAULTS.win_modal);
    expect(seen).toEqual(['{oops']);
  });

  describe("the wallet's limits and prices", () => {
    const wallet = SETTING_SCHEMAS.wallet;
    const issue = (value: unknown) => {
      const parsed = wallet.safeParse(value);
      return parsed.success
        ? null
        : { path: parsed.error.issues[0]?.path.join('.'), message: parsed.error.issues[0]?.message };
    };
    it('takes whole paisa above 0, the least at most the most, and 1 to 4 presets between them', () => {
      expect(issue({ ...WALLET_DEFAULTS, presetsPaisa: [100_00, 100_000_00] })).toBeNull();
      expect(issue({ ...WALLET_DEFAULTS, boost7Paisa: 500.5 })).toEqual({
        path: 'boost7Paisa',
        message: VALIDATION.wallet.amount,
      });
      expect(issue({ ...WALLET_DEFAULTS, boost15Paisa: 0 })?.message).toBe(VALIDATION.wallet.amount);
      expect(issue({ ...WALLET_DEFAULTS, boost30Paisa: MAX_SETTING_PAISA + 1 })?.message).toBe(
        VALIDATION.wallet.amount,
      );
      expect(issue({ ...WALLET_DEFAULTS, minDepositPaisa: 200_00, maxDepositPaisa: 199_99 })).toEqual({
        path: 'maxDepositPaisa',
        message: VALIDATION.wallet.minAboveMax,
      });
      expect(issue({ ...WALLET_DEFAULTS, presetsPaisa: [] })?.message).toBe(VALIDATION.wallet.presets);
      expect(issue({ ...WALLET_DEFAULTS, presetsPaisa: [1, 2, 3, 4, 5].map((n) => n * 100_00) })?.message).toBe(
        VALIDATION.wallet.presets,
      );
      expect(issue({ ...WALLET_DEFAULTS, presetsPaisa: [50_00] })).toEqual({
        path: 'presetsPaisa',
        message: VALIDATION.wallet.presetOutside,
      });
    });
    it('reads a stored value for display only with whole amounts, else the defaults', () => {
      const stored = { ...WALLET_DEFAULTS, boost7Paisa: 650_00 };
      expect(settingOrDefault('wallet', JSON.stringify(stored))).toEqual(stored);
      expect(settingOrDefault('wallet', JSON.stringify({ ...stored, boost7Paisa: -1 }))).toEqual(WALLET_DEFAULTS);
      expect(settingOrDefault('wallet', JSON.stringify({ ...stored, presetsPaisa: [] }))).toEqual(WALLET_DEFAULTS);
      expect(settingOrDefault('wallet', JSON.stringify({ ...stored, presetsPaisa: [1.5] }))).toEqual(WALLET_DEFAULTS);
    });
    it('prices each boost by its days', () => {
      expect(BOOST_DAYS.map((days) => boostPricePaisa(WALLET_DEFAULTS, days))).toEqual([500_00, 900_00, 1_500_00]);
    });
  });
});
