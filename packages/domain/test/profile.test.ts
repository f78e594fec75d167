import { describe, expect, it } from 'vitest';
import {
  accountDeleteQuerySchema,
  canApplyInOneTap,
  EMPTY_PROFILE,
  oneTapApplicationSchema,
  oneTapMissing,
  type Profile,
  patchedProfile,
  profileCompleteness,
  profilePatchSchema,
  savedCvChangeSchema,
  savedCvCreateSchema,
  VALIDATION,
} from '../src/index.ts';

const m = VALIDATION.profile;

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`));

const FULL: Profile = {
  ...EMPTY_PROFILE,
  fullName: 'Amina Khan',
  contactNumber: '+923001234567',
  whatsappNumber: '+923001234567',
  email: 'amina@example.pk',
  city: 'Lahore',
  headline: 'Welder with 6 years in steel frames',
  skills: ['TIG welding', 'Blueprints'],
  yearsOfExperience: 6,
  workHistory: [{ title: 'Welder', company: 'Steel Co', from: '2019-01', to: null, current: true }],
  education: [{ qualification: 'DAE Mechanical', institution: 'GCT Lahore', from: 2015, to: 2018 }],
  languages: ['Urdu', 'English'],
  expectedSalary: 120_000,
  openToAbroad: true,
};

describe('the profile patch', () => {
  it('saves a half-filled profile: any one field', () => {
    expect(profilePatchSchema.parse({ fullName: '  Amina  ' })).toEqual({ fullName: 'Amina' });
    expect(profilePatchSchema.parse({ city: null })).toEqual({ city: null });
  });

  it("keeps the spec's rules and messages for the fields an application has", () => {
    const result = profilePatchSchema.safeParse({
      contactNumber: '0300',
      whatsappNumber: 'x',
      email: 'no',
      fullName: ' ',
    });
    expect(messagesOf(result)).toEqual([
      `fullName: ${VALIDATION.application.fullName}`,
      `contactNumber: ${VALIDATION.application.contactNumber}`,
      `whatsappNumber: ${VALIDATION.application.whatsappNumber}`,
      `email: ${VALIDATION.application.email}`,
    ]);
  });

  it('refuses work that ends before it starts, a current job with an end, and one with neither', () => {
    const work = (entry: object) =>
      messagesOf(profilePatchSchema.safeParse({ workHistory: [{ title: 'Welder', company: 'Steel Co', ...entry }] }));
    expect(work({ from: '2020-05', to: '2020-04' })).toEqual([`workHistory.0.to: ${m.endBeforeStart}`]);
    expect(work({ from: '2020-05', to: '2020-05' })).toEqual([]);
    expect(work({ from: '2020-05', to: '2021-01', current: true })).toEqual([`workHistory.0.to: ${m.currentHasEnd}`]);
    expect(work({ from: '2020-05' })).toEqual([`workHistory.0.to: ${m.endOrCurrent}`]);
    expect(work({ from: '2020-13', current: true })).toEqual([`workHistory.0.from: ${m.month}`]);
  });

  it('refuses education that ends before it starts', () => {
    const result = profilePatchSchema.safeParse({
      education: [{ qualification: 'BSc', institution: 'PU', from: 2020, to: 2018 }],
    });
    expect(messagesOf(result)).toEqual([`education.0.to: ${m.endBeforeStart}`]);
  });

  it('bounds the rest: salary in whole rupees, experience, lists, one-line headline, no unknown keys', () => {
    expect(messagesOf(profilePatchSchema.safeParse({ expectedSalary: 1.5 }))).toEqual([
      `expectedSalary: ${m.expectedSalary}`,
    ]);
    expect(messagesOf(profilePatchSchema.safeParse({ expectedSalary: -1 }))).toEqual([
      `expectedSalary: ${m.expectedSalary}`,
    ]);
    expect(messagesOf(profilePatchSchema.safeParse({ yearsOfExperience: 61 }))).toEqual([
      `yearsOfExperience: ${m.yearsOfExperience}`,
    ]);
    expect(messagesOf(profilePatchSchema.safeParse({ skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }))).toEqual(
      [`skills: ${m.skills}`],
    );
    expect(messagesOf(profilePatchSchema.safeParse({ headline: 'one\ntwo' }))).toEqual([`headline: ${m.headline}`]);
    expect(profilePatchSchema.safeParse({ walletPaisa: 5 }).success).toBe(false);
    expect(messagesOf(profilePatchSchema.safeParse({}))).toEqual([`: ${m.nothingToChange}`]);
  });

  it('applies a patch: given fields replace, null clears, the rest stays', () => {
    const next = patchedProfile(FULL, { city: null, skills: null, headline: 'Welder' });
    expect(next).toEqual({ ...FULL, city: null, skills: [], headline: 'Welder' });
  });
});

describe('completeness', () => {
  it('is 0% with nothing, 100% with every part and a CV, and lists what is missing in order', () => {
    expect(profileCompleteness(EMPTY_PROFILE)).toEqual({
      percent: 0,
      missing: [
        'fullName',
        'contactNumber',
        'whatsappNumber',
        'email',
        'city',
        'headline',
        'skills',
        'yearsOfExperience',
        'workHistory',
        'education',
        'languages',
        'expectedSalary',
        'openToAbroad',
        'cv',
      ],
    });
    expect(profileCompleteness(FULL, [{ id: 'cv1' }])).toEqual({ percent: 100, missing: [] });
    expect(profileCompleteness(FULL)).toEqual({ percent: 92, missing: ['cv'] });
  });

  it('counts "not open to jobs abroad" and 0 years as answers', () => {
    const answered = profileCompleteness({ ...EMPTY_PROFILE, openToAbroad: false, yearsOfExperience: 0 });
    expect(answered.missing).not.toContain('openToAbroad');
    expect(answered.missing).not.toContain('yearsOfExperience');
    expect(answered.percent).toBe(14);
  });
});

describe('one-tap apply', () => {
  it('needs the four fields by the spec’s rules and a saved CV', () => {
    expect(canApplyInOneTap(FULL, [{ id: 'cv1' }])).toBe(true);
    expect(canApplyInOneTap(FULL, [])).toBe(false);
    expect(oneTapMissing({ ...FULL, whatsappNumber: null, email: 'not-an-email' }, [])).toEqual([
      'whatsappNumber',
      'email',
      'cv',
    ]);
  });

  it('takes a job and a saved CV, nothing else', () => {
    expect(oneTapApplicationSchema.parse({ jobId: 'job1', profileCvId: 'cv1' })).toEqual({
      jobId: 'job1',
      profileCvId: 'cv1',
    });
    expect(messagesOf(oneTapApplicationSchema.safeParse({ jobId: '', profileCvId: 'cv1' }))).toEqual([
      `jobId: ${VALIDATION.application.noJob}`,
    ]);
    expect(oneTapApplicationSchema.safeParse({ jobId: 'j', profileCvId: 'c', fullName: 'Other' }).success).toBe(false);
  });
});

describe('saved CVs and deleting an account', () => {
  it('adds by path, renames, makes default', () => {
    expect(savedCvCreateSchema.parse({ cvPath: '/objects/uploads/abc', name: ' Welding CV ' })).toEqual({
      cvPath: '/objects/uploads/abc',
      name: 'Welding CV',
    });
    expect(messagesOf(savedCvChangeSchema.safeParse({}))).toEqual([`: ${m.nothingToChange}`]);
    expect(savedCvChangeSchema.safeParse({ isDefault: false }).success).toBe(false);
    expect(messagesOf(savedCvChangeSchema.safeParse({ name: 'x'.repeat(81) }))).toEqual([`name: ${m.cvName}`]);
  });

  it('asks for the typed word, in English or Urdu, and reads whether the wallet is given up', () => {
    expect(accountDeleteQuerySchema.parse({ confirm: 'DELETE' })).toEqual({ confirm: 'DELETE', giveUpWallet: false });
    expect(accountDeleteQuerySchema.parse({ confirm: 'حذف', giveUpWallet: 'true' })).toEqual({
      confirm: 'حذف',
      giveUpWallet: true,
    });
    expect(messagesOf(accountDeleteQuerySchema.safeParse({ confirm: 'delete' }))).toEqual([
      `confirm: ${m.deleteConfirmation}`,
    ]);
    expect(messagesOf(accountDeleteQuerySchema.safeParse({}))).toEqual([`confirm: ${m.deleteConfirmation}`]);
  });
});
