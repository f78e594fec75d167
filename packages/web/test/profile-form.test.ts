import { EMPTY_PROFILE, type Profile } from '@modern-jobs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  formToFields,
  profileToForm,
  readDraft,
  sameValue,
  typedNumber,
  writeDraft,
} from '../src/pages/profile/profile-form.ts';
import { changedFields } from '../src/pages/profile/profile-validation.ts';

const SAVED: Profile = {
  ...EMPTY_PROFILE,
  fullName: 'Sana Qaleen',
  city: 'Lahore',
  skills: ['Weaving'],
  yearsOfExperience: 6,
  workHistory: [{ title: 'Weaver', company: 'Lahore Rugs', from: '2019-04', to: null, current: true }],
  openToAbroad: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the profile form and autosave', () => {
  afterEach(() => window.localStorage.clear());

  it('sends nothing for a profile shown as saved', () => {
    expect(changedFields(SAVED, profileToForm(SAVED))).toEqual({ patch: {}, unfinished: [] });
    expect(changedFields(EMPTY_PROFILE, profileToForm(EMPTY_PROFILE))).toEqual({ patch: {}, unfinished: [] });
  });

  it('sends each changed field as the schema reads it: trimmed, numbers as numbers, cleared as null', () => {
    const form = {
      ...profileToForm(SAVED),
      city: '  Karachi ',
      yearsOfExperience: '7',
      expectedSalary: '60,000',
      fullName: '',
      openToAbroad: 'yes' as const,
    };
    expect(changedFields(SAVED, form)).toEqual({
      patch: { city: 'Karachi', yearsOfExperience: 7, expectedSalary: 60_000, fullName: null, openToAbroad: true },
      unfinished: [],
    });
    // Only spaces added around what is saved is no change.
    expect(changedFields(SAVED, { ...profileToForm(SAVED), city: 'Lahore  ' }).patch).toEqual({});
  });

  it('holds back a field that is not valid yet, and sends the others', () => {
    const form = profileToForm(SAVED);
    form.email = 'sana@';
    form.headline = 'Weaver';
    form.workHistory.push({ title: 'Dyer', company: '', from: '2018-01', to: '', current: false });
    form.yearsOfExperience = 'six';
    expect(changedFields(SAVED, form)).toEqual({
      patch: { headline: 'Weaver' },
      unfinished: ['email', 'yearsOfExperience', 'workHistory'],
    });
  });

  it('sends the whole work history once a new job is complete, a current one without an end', () => {
    const form = profileToForm(SAVED);
    form.workHistory.push({ title: 'Dyer', company: 'Indus Dyes', from: '2016-01', to: '2019-03', current: false });
    form.workHistory[0] = { ...form.workHistory[0], to: '2024-01', current: true } as (typeof form.workHistory)[0];
    const { patch } = changedFields(SAVED, form);
    expect(patch.workHistory).toEqual([
      { title: 'Weaver', company: 'Lahore Rugs', from: '2019-04', to: null, current: true },
      { title: 'Dyer', company: 'Indus Dyes', from: '2016-01', to: '2019-03', current: false },
    ]);
  });

  it('refuses an end before the start, as the API does', () => {
    const form = profileToForm(SAVED);
    form.education.push({ qualification: 'Matric', institution: 'Govt School', from: '2012', to: '2010' });
    expect(changedFields(SAVED, form).unfinished).toEqual(['education']);
    form.education[0] = { qualification: 'Matric', institution: 'Govt School', from: '2010', to: '' };
    expect(changedFields(SAVED, form).patch.education).toEqual([
      { qualification: 'Matric', institution: 'Govt School', from: 2010, to: null },
    ]);
  });

  it('reads typed numbers: digits with separators, nothing, or text left for the schema to refuse', () => {
    expect(typedNumber('1,20,000')).toBe(120_000);
    expect(typedNumber('  ')).toBeNull();
    expect(typedNumber('12k')).toBe('12k');
    expect(formToFields(profileToForm(EMPTY_PROFILE)).openToAbroad).toBeNull();
  });

  it('compares values whatever the order of their keys', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('keeps a draft per seeker until cleared, over the saved profile', () => {
    const form = { ...profileToForm(SAVED), city: 'Multan' };
    writeDraft('u1', form, SAVED);
    expect(readDraft('u2', SAVED)).toBeNull();
    expect(readDraft('u1', SAVED)).toEqual(form);
    clearDraft('u1');
    expect(readDraft('u1', SAVED)).toBeNull();
    // Typed back to what is saved: nothing to keep.
    writeDraft('u1', profileToForm(SAVED), SAVED);
    expect(window.localStorage.getItem('mj.profile-draft.u1')).toBeNull();
  });

  it('never lays an old draft over newer saves from elsewhere: only its fields still as it found them', () => {
    // This device changed the city and the skills, and could not save.
    const typed = { ...profileToForm(SAVED), city: 'Multan', skills: ['Welding', 'Rigging'] };
    writeDraft('u1', typed, SAVED);
    // Meanwhile another device saved a new city and a new headline.
    const newer = { ...SAVED, city: 'Quetta', headline: 'Senior welder', updatedAt: '2026-11-27T10:00:00.000Z' };

    const restored = readDraft('u1', newer);

    // The other device's city and headline stay; this device's skills, untouched elsewhere, come back.
    expect(restored).toEqual({ ...profileToForm(newer), skills: ['Welding', 'Rigging'] });
    // With every field it changed saved since elsewhere, nothing of it is restored.
    expect(readDraft('u1', { ...newer, skills: ['Plumbing'] })).toBeNull();
  });

  it('reads an old or broken draft safely: unknown keys dropped, missing ones from the saved profile', () => {
    window.localStorage.setItem('mj.profile-draft.u1', JSON.stringify({ city: 'Quetta', skills: 'not a list', x: 1 }));
    expect(readDraft('u1', SAVED)).toEqual({ ...profileToForm(SAVED), city: 'Quetta' });
    window.localStorage.setItem('mj.profile-draft.u1', '{not json');
    expect(readDraft('u1', SAVED)).toBeNull();
  });
});
