import { applicationFieldsSchema } from '../schemas/application.ts';
import type { Profile, SavedCv } from './schemas.ts';

/** What the profile page counts, in the order it lists what is missing. */
export const COMPLETENESS_PARTS = [
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
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

export interface Completeness {
  /** whole percent, 0 to 100 */
  percent: number;
  /** the parts not given yet, in the page's order */
  missing: CompletenessPart[];
}

function has(profile: Profile, part: CompletenessPart, cvs: readonly unknown[]): boolean {
  if (part === 'cv') return cvs.length > 0;
  const value = profile[part];
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '';
}

/**
 * How complete a profile is, and what is missing: each part counts the same. A saved CV is one of
 * them (give `cvs`); 'open to jobs abroad' counts once answered, yes or no.
 */
export function profileCompleteness(profile: Profile, cvs: readonly unknown[] = []): Completeness {
  const missing = COMPLETENESS_PARTS.filter((part) => !has(profile, part, cvs));
  const done = COMPLETENESS_PARTS.length - missing.length;
  return { percent: Math.floor((done * 100) / COMPLETENESS_PARTS.length), missing };
}

/** The parts an application needs: the spec's four fields, valid by its rules, and a CV. */
export function oneTapMissing(
  profile: Pick<Profile, 'fullName' | 'contactNumber' | 'whatsappNumber' | 'email'>,
  cvs: readonly Pick<SavedCv, 'id'>[],
): Array<'fullName' | 'contactNumber' | 'whatsappNumber' | 'email' | 'cv'> {
  const fields = applicationFieldsSchema.safeParse(profile);
  const bad = new Set(fields.success ? [] : fields.error.issues.map((issue) => String(issue.path[0])));
  const missing = (['fullName', 'contactNumber', 'whatsappNumber', 'email'] as const).filter((key) => bad.has(key));
  return cvs.length > 0 ? missing : [...missing, 'cv'];
}

/** Whether 'Apply Now' can send the profile as it is: the spec's fields valid, and a saved CV. */
export function canApplyInOneTap(
  profile: Pick<Profile, 'fullName' | 'contactNumber' | 'whatsappNumber' | 'email'>,
  cvs: readonly Pick<SavedCv, 'id'>[],
): boolean {
  return oneTapMissing(profile, cvs).length === 0;
}
