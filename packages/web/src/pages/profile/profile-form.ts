import type { Profile, ProfileField } from '@modern-jobs/domain';
import { PROFILE_DRAFT_PREFIX } from '../../app/device-drafts.ts';

/** A job of the work history as its inputs hold it: months as typed (YYYY-MM), '' for none. */
export interface WorkRow {
  title: string;
  company: string;
  from: string;
  to: string;
  current: boolean;
}

/** A qualification as its inputs hold it: years as typed, '' for unknown. */
export interface EducationRow {
  qualification: string;
  institution: string;
  from: string;
  to: string;
}

/**
 * The profile as the page's inputs hold it: text as typed (numbers too, so a half-typed one is
 * kept and told apart from none), lists of tags, and 'yes' / 'no' / '' for jobs abroad.
 */
export interface ProfileForm {
  fullName: string;
  contactNumber: string;
  whatsappNumber: string;
  email: string;
  city: string;
  headline: string;
  skills: string[];
  yearsOfExperience: string;
  workHistory: WorkRow[];
  education: EducationRow[];
  languages: string[];
  expectedSalary: string;
  openToAbroad: '' | 'yes' | 'no';
}

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

export const EMPTY_WORK_ROW: WorkRow = { title: '', company: '', from: '', to: '', current: false };
export const EMPTY_EDUCATION_ROW: EducationRow = { qualification: '', institution: '', from: '', to: '' };

/** What the inputs show for a saved profile. */
export function profileToForm(profile: Profile): ProfileForm {
  return {
    fullName: text(profile.fullName),
    contactNumber: text(profile.contactNumber),
    whatsappNumber: text(profile.whatsappNumber),
    email: text(profile.email),
    city: text(profile.city),
    headline: text(profile.headline),
    skills: [...profile.skills],
    yearsOfExperience: numberText(profile.yearsOfExperience),
    workHistory: profile.workHistory.map((row) => ({ ...row, to: text(row.to) })),
    education: profile.education.map((row) => ({ ...row, from: numberText(row.from), to: numberText(row.to) })),
    languages: [...profile.languages],
    expectedSalary: numberText(profile.expectedSalary),
    openToAbroad: profile.openToAbroad === null ? '' : profile.openToAbroad ? 'yes' : 'no',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * A typed whole number as the schema reads it: '' is none, digits (with thousands separators) a
 * number; anything else stays text, which the schema refuses with its message.
 */
export function typedNumber(value: string): number | string | null {
  const bare = value.trim().replace(/[,\s]/g, '');
  if (bare === '') return null;
  return /^\d{1,12}$/.test(bare) ? Number(bare) : value;
}

/** Each field as PATCH /api/profile takes it, before the schema's own trimming. */
export function formToFields(form: ProfileForm): Record<ProfileField, unknown> {
  return {
    fullName: orNull(form.fullName),
    contactNumber: orNull(form.contactNumber),
    whatsappNumber: orNull(form.whatsappNumber),
    email: orNull(form.email),
    city: orNull(form.city),
    headline: orNull(form.headline),
    skills: form.skills,
    yearsOfExperience: typedNumber(form.yearsOfExperience),
    workHistory: form.workHistory.map((row) => ({ ...row, to: row.current ? null : orNull(row.to) })),
    education: form.education.map((row) => ({ ...row, from: typedNumber(row.from), to: typedNumber(row.to) })),
    languages: form.languages,
    expectedSalary: typedNumber(form.expectedSalary),
    openToAbroad: form.openToAbroad === '' ? null : form.openToAbroad === 'yes',
  };
}

/** Whether two values read from JSON are the same, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Where the unsaved part of a seeker's profile waits on this device until the API has it. */
const draftKey = (userId: string) => `${PROFILE_DRAFT_PREFIX}${userId}`;

type FormKey = keyof ProfileForm;

/**
 * A draft as this device keeps it: each field changed here, with the saved value it was changed
 * from, so it can be laid over a profile that changed elsewhere since (see readDraft).
 */
interface StoredDraft {
  v: 2;
  changes: Partial<Record<FormKey, { from: unknown; to: unknown }>>;
}

/**
 * The draft kept for this seeker, laid over the saved profile, if anything of it still applies. A
 * field changed here is restored only while the saved one is still what it was changed from: a field
 * saved since from another device or tab is newer than this device's draft of it, and wins. Fields
 * the draft did not change are the saved ones. (A draft kept by an older page, the whole form, is
 * laid over as it was then.)
 */
export function readDraft(userId: string, saved: Profile): ProfileForm | null {
  try {
    const raw = window.localStorage.getItem(draftKey(userId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as unknown;
    if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return null;
    const base = profileToForm(saved);
    const merged: Record<string, unknown> = { ...base };
    const fits = (key: FormKey, value: unknown) =>
      value !== undefined && Array.isArray(value) === Array.isArray(base[key]);
    let restored = 0;
    if ((draft as Partial<StoredDraft>).v === 2) {
      const changes = (draft as StoredDraft).changes ?? {};
      for (const key of Object.keys(base) as FormKey[]) {
        const change = changes[key];
        if (!change || !fits(key, change.to) || !sameValue(base[key], change.from)) continue;
        merged[key] = change.to;
        restored++;
      }
    } else {
      for (const key of Object.keys(base) as FormKey[]) {
        const value = (draft as Record<string, unknown>)[key];
        if (fits(key, value)) merged[key] = value;
      }
      restored = 1;
    }
    return restored > 0 ? (merged as unknown as ProfileForm) : null;
  } catch {
    // Storage refused (private mode) or a draft that is not JSON: the saved profile it is.
    return null;
  }
}

/** Keeps what is typed on this device, as its changes to `saved` (the profile it was typed over). */
export function writeDraft(userId: string, form: ProfileForm, saved: Profile): void {
  const base = profileToForm(saved);
  const changes: StoredDraft['changes'] = {};
  for (const key of Object.keys(base) as FormKey[])
    if (!sameValue(form[key], base[key])) changes[key] = { from: base[key], to: form[key] };
  try {
    if (Object.keys(changes).length === 0) window.localStorage.removeItem(draftKey(userId));
    else window.localStorage.setItem(draftKey(userId), JSON.stringify({ v: 2, changes } satisfies StoredDraft));
  } catch {
    // Storage full or refused: autosave still sends what it can.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(draftKey(userId));
  } catch {
    // nothing kept, nothing to clear
  }
}
