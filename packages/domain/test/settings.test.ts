import { describe, expect, it } from 'vitest';
import {
  parseSettingValue,
  readSettingValue,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  settingOrDefault,
  VALIDATION,
} from '../src/index.ts';

describe('settings', () => {
  it("has the six keys of spec §3, and issue 33's rules for jobs abroad", () => {
    expect(SETTING_KEYS).toEqual([
      'highlight_button',
      'promotional_button',
      'earn_money_button',
      'sign_in_button',
      'win_modal',
      'contact_info',
      'trust_rules',
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
});
