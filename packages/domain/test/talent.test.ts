import { describe, expect, it } from 'vitest';
import {
  CV_BANK_DEFAULTS,
  candidateCardOf,
  candidateSearchQuerySchema,
  contactDecisionLinkSchema,
  contactRequestSchema,
  EMPTY_PROFILE,
  hasCriteria,
  isInBank,
  type Profile,
  parseSettingValue,
  SETTING_DEFAULTS,
  settingOrDefault,
  talentVisibilitySchema,
  VALIDATION,
  visibilityOf,
} from '../src/index.ts';

const PROFILE: Profile = {
  ...EMPTY_PROFILE,
  fullName: 'Amina Khan',
  contactNumber: '+923001234567',
  whatsappNumber: '+923001234568',
  email: 'amina@example.pk',
  city: 'Lahore',
  headline: 'Accountant',
  skills: ['Excel'],
  yearsOfExperience: 5,
  workHistory: [
    { title: 'Senior accountant', company: 'Now Traders', from: '2021-01', to: null, current: true },
    { title: 'Accountant', company: 'Before Mills', from: '2018-01', to: '2020-12', current: false },
  ],
  languages: ['Urdu'],
  expectedSalary: 120_000,
  openToAbroad: true,
  defaultCvId: 'cv1',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('visibility', () => {
  it('is off by default, and off for anything stored that is not a visibility', () => {
    expect(visibilityOf(undefined)).toBe('off');
    expect(visibilityOf('public')).toBe('off');
    expect(visibilityOf('anonymous')).toBe('anonymous');
  });

  it('puts a seeker in the bank only when they opted in and the operator did not hide them', () => {
    expect(isInBank({ visibility: 'off', hiddenByOperator: false })).toBe(false);
    expect(isInBank({ visibility: 'visible', hiddenByOperator: true })).toBe(false);
    expect(isInBank({ visibility: 'anonymous', hiddenByOperator: false })).toBe(true);
  });

  it('takes off, visible or anonymous, and nothing else', () => {
    expect(talentVisibilitySchema.parse({ visibility: 'visible' })).toEqual({ visibility: 'visible' });
    const bad = talentVisibilitySchema.safeParse({ visibility: 'everyone' });
    expect(bad.error?.issues[0]?.message).toBe(VALIDATION.talent.visibility);
    expect(talentVisibilitySchema.safeParse({ visibility: 'off', extra: 1 }).success).toBe(false);
  });
});

describe('a candidate card', () => {
  it('never carries contacts', () => {
    for (const visibility of ['visible', 'anonymous'] as const) {
      const text = JSON.stringify(candidateCardOf('u1', PROFILE, visibility));
      for (const contact of ['+923001234567', '+923001234568', 'amina@example.pk']) expect(text).not.toContain(contact);
    }
  });

  it('shows a visible candidate by name, with every employer', () => {
    const card = candidateCardOf('u1', PROFILE, 'visible');
    expect(card.name).toBe('Amina Khan');
    expect(card.workHistory.map((w) => w.company)).toEqual(['Now Traders', 'Before Mills']);
    expect(card.hasCv).toBe(true);
  });

  it('hides an anonymous candidate’s name and current employer, not their past ones', () => {
    const card = candidateCardOf('u1', PROFILE, 'anonymous');
    expect(card.name).toBeNull();
    expect(card.workHistory.map((w) => w.company)).toEqual([null, 'Before Mills']);
    expect(JSON.stringify(card)).not.toContain('Now Traders');
  });
});

describe('the candidate search query', () => {
  const parse = (query: Record<string, string>) => candidateSearchQuerySchema.safeParse(query);

  it('reads empty values as any, and the filters as their types', () => {
    expect(parse({ q: '', city: '', minYears: '', maxExpectedSalary: '', abroad: '', languages: '' }).data).toEqual({
      q: undefined,
      city: undefined,
      minYears: undefined,
      maxExpectedSalary: undefined,
      abroad: undefined,
      languages: [],
      activeWithinDays: undefined,
      limit: 20,
    });
    expect(
      parse({
        q: 'excel',
        city: 'lahore',
        minYears: '3',
        maxExpectedSalary: '150000',
        abroad: 'true',
        languages: 'Urdu, English',
        activeWithinDays: '30',
      }).data,
    ).toMatchObject({
      city: 'lahore',
      minYears: 3,
      maxExpectedSalary: 150_000,
      abroad: true,
      languages: ['urdu', 'english'],
      activeWithinDays: 30,
    });
  });

  it('refuses what job search refuses, with its own messages', () => {
    expect(parse({ city: 'mars' }).error?.issues[0]?.message).toBe(VALIDATION.talent.city);
    expect(parse({ minYears: '-1' }).error?.issues[0]?.message).toBe(VALIDATION.talent.minYears);
    expect(parse({ minYears: '61' }).success).toBe(false);
    expect(parse({ maxExpectedSalary: '1.5' }).success).toBe(false);
    expect(parse({ activeWithinDays: '3' }).error?.issues[0]?.message).toBe(VALIDATION.talent.activeWithinDays);
    expect(parse({ languages: 'a,b,c,d,e,f' }).error?.issues[0]?.message).toBe(VALIDATION.talent.languages);
    expect(parse({ abroad: 'yes' }).success).toBe(false);
    expect(parse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(parse({ limit: '51' }).success).toBe(false);
  });

  it('says whether a search names anything', () => {
    const { limit: _l, cursor: _c, ...empty } = candidateSearchQuerySchema.parse({});
    expect(hasCriteria(empty)).toBe(false);
    expect(hasCriteria({ ...empty, languages: ['urdu'] })).toBe(true);
  });
});

describe('a contact request', () => {
  it('has a message of 1 to 500 characters and optionally a job', () => {
    expect(contactRequestSchema.safeParse({ message: 'Hello', jobId: 'job-1' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ message: '   ' }).error?.issues[0]?.message).toBe(
      VALIDATION.talent.message,
    );
    expect(contactRequestSchema.safeParse({ message: 'x'.repeat(501) }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ message: 'x'.repeat(500) }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ message: 'Hi', jobId: '../x' }).success).toBe(false);
  });

  it("is answered from the e-mail with the request, a token of the signature's length and a decision", () => {
    const t = 'a'.repeat(43);
    expect(contactDecisionLinkSchema.safeParse({ r: 'req1', t, decision: 'accept' }).success).toBe(true);
    expect(contactDecisionLinkSchema.safeParse({ r: 'req1', t: 'short', decision: 'accept' }).success).toBe(false);
    expect(contactDecisionLinkSchema.safeParse({ r: 'req1', t, decision: 'maybe' }).success).toBe(false);
  });
});

describe('the cv_bank setting', () => {
  it('has prices in paisa and daily caps, by default and as the operator sets them', () => {
    expect(SETTING_DEFAULTS.cv_bank).toEqual(CV_BANK_DEFAULTS);
    const value = { ...CV_BANK_DEFAULTS, unlockPaisa: 500_00, viewsPerDay: 10 };
    expect(parseSettingValue('cv_bank', JSON.stringify(value))).toEqual(value);
    expect(parseSettingValue('cv_bank', JSON.stringify({ ...value, viewsPerDay: 0 }))).toBeNull();
    expect(parseSettingValue('cv_bank', JSON.stringify({ ...value, unlockPaisa: 1.5 }))).toBeNull();
    expect(settingOrDefault('cv_bank', '{"unlockPaisa":"free"}')).toEqual(CV_BANK_DEFAULTS);
  });
});
