import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';
import { applicationFieldsSchema } from '../schemas/application.ts';
import { idSchema, requiredText } from '../schemas/common.ts';
import { DELETE_CONFIRMATION_WORDS, PROFILE_LIMITS } from './limits.ts';

// The limits and the deletion rules' constants live in a zod-free module (limits.ts): a screen that
// only reads them (the profile's later parts) does not build zod's schemas to get them.
export {
  ANONYMIZED_APPLICANT,
  APPLICATION_RETENTION_DAYS,
  DELETE_CONFIRMATION_WORDS,
  PROFILE_LIMITS,
} from './limits.ts';

const m = VALIDATION.profile;

/** A month, YYYY-MM, 1950 to 2099. */
const month = z
  .string({ error: m.month })
  .trim()
  .regex(/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/, m.month);
const year = z.number({ error: m.year }).int(m.year).min(1950, m.year).max(2099, m.year);

/** One job in the work history: from a month to a month, or to now ('current'). */
export const workEntrySchema = z
  .object({
    title: requiredText(m.jobTitle, 120),
    company: requiredText(m.company, 120),
    from: month,
    to: month.nullable().default(null),
    current: z.boolean().default(false),
  })
  .superRefine((entry, ctx) => {
    if (entry.current && entry.to) ctx.addIssue({ code: 'custom', message: m.currentHasEnd, path: ['to'] });
    if (!entry.current && !entry.to) ctx.addIssue({ code: 'custom', message: m.endOrCurrent, path: ['to'] });
    if (entry.to && entry.to < entry.from) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
  });
export type WorkEntry = z.infer<typeof workEntrySchema>;

/** One qualification: what, where, and the years it took (either may be unknown). */
export const educationEntrySchema = z
  .object({
    qualification: requiredText(m.qualification, 120),
    institution: requiredText(m.institution, 120),
    from: year.nullable().default(null),
    to: year.nullable().default(null),
  })
  .superRefine((entry, ctx) => {
    if (entry.from !== null && entry.to !== null && entry.to < entry.from)
      ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
  });
export type EducationEntry = z.infer<typeof educationEntrySchema>;

const shortText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** Each field of the profile as the seeker sends it; the contact fields keep the spec's rules and messages. */
const profileFields = {
  fullName: applicationFieldsSchema.shape.fullName,
  contactNumber: applicationFieldsSchema.shape.contactNumber,
  whatsappNumber: applicationFieldsSchema.shape.whatsappNumber,
  email: applicationFieldsSchema.shape.email,
  city: shortText(m.city, 80),
  headline: shortText(m.headline, 120).refine((text) => !/[\r\n]/.test(text), m.headline),
  skills: z.array(shortText(m.skill, 40)).max(PROFILE_LIMITS.skills, m.skills),
  yearsOfExperience: z
    .number({ error: m.yearsOfExperience })
    .int(m.yearsOfExperience)
    .min(0, m.yearsOfExperience)
    .max(60, m.yearsOfExperience),
  workHistory: z.array(workEntrySchema).max(PROFILE_LIMITS.workHistory, m.workHistory),
  education: z.array(educationEntrySchema).max(PROFILE_LIMITS.education, m.education),
  languages: z.array(shortText(m.language, 40)).max(PROFILE_LIMITS.languages, m.languages),
  expectedSalary: z
    .number({ error: m.expectedSalary })
    .int(m.expectedSalary)
    .min(0, m.expectedSalary)
    .max(PROFILE_LIMITS.expectedSalaryMax, m.expectedSalary),
  openToAbroad: z.boolean(),
};

type Fields = typeof profileFields;
export type ProfileField = keyof Fields;
export const PROFILE_FIELDS = Object.keys(profileFields) as ProfileField[];

/**
 * PATCH /api/profile: any of the fields, so a half-filled profile is saved as the seeker goes; null
 * (or an empty list) clears one. Unknown keys are refused, so a misspelt field is not silently lost.
 */
export const profilePatchSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(profileFields).map(([key, schema]) => [key, schema.nullable().optional()])) as {
      [K in ProfileField]: z.ZodOptional<z.ZodNullable<Fields[K]>>;
    },
  )
  .refine((patch) => Object.keys(patch).length > 0, m.nothingToChange);
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The profile as GET /api/profile answers it: every field, null (or empty) until given. */
export const profileSchema = z.object({
  fullName: z.string().nullable(),
  contactNumber: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  headline: z.string().nullable(),
  skills: z.array(z.string()),
  yearsOfExperience: z.number().int().nullable(),
  workHistory: z.array(workEntrySchema),
  education: z.array(educationEntrySchema),
  languages: z.array(z.string()),
  expectedSalary: z.number().int().nullable(),
  openToAbroad: z.boolean().nullable(),
  /** the saved CV applications use unless another is picked; null without CVs */
  defaultCvId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A profile with nothing in it yet: what a seeker who never saved one is answered. */
export const EMPTY_PROFILE: Profile = {
  fullName: null,
  contactNumber: null,
  whatsappNumber: null,
  email: null,
  city: null,
  headline: null,
  skills: [],
  yearsOfExperience: null,
  workHistory: [],
  education: [],
  languages: [],
  expectedSalary: null,
  openToAbroad: null,
  defaultCvId: null,
  updatedAt: null,
};

/** Applies a patch: a field given replaces the one kept; null clears it. */
export function patchedProfile(profile: Profile, patch: ProfilePatch): Profile {
  const next: Record<string, unknown> = { ...profile };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const empty = EMPTY_PROFILE[key as ProfileField];
    next[key] = value === null ? empty : value;
  }
  return next as Profile;
}

/** A saved CV: a verified upload of the seeker's own, by a name they chose. */
export const savedCvSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** where the file is (/objects/uploads/<id>): the path an application sent with it keeps */
  objectPath: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  isDefault: z.boolean(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type SavedCv = z.infer<typeof savedCvSchema>;

const cvName = z.string({ error: m.cvName }).trim().min(1, m.cvName).max(80, m.cvName);
/** Where a verified (or just uploaded) CV is: the object path or the upload URL, as PUT /api/cv-uploads takes it. */
const cvReference = z.string({ error: VALIDATION.application.noCv }).min(1, VALIDATION.application.noCv).max(2048);

/** POST /api/profile/cvs: keep an uploaded CV of the caller's (verified here if it was not yet). */
export const savedCvCreateSchema = z.strictObject({
  cvPath: cvReference,
  name: cvName.optional(),
  isDefault: z.literal(true).optional(),
});
export type SavedCvCreate = z.infer<typeof savedCvCreateSchema>;

/** PATCH /api/profile/cvs/{id}: rename, make it the default, or replace its file with another upload. */
export const savedCvChangeSchema = z
  .strictObject({ name: cvName.optional(), isDefault: z.literal(true).optional(), cvPath: cvReference.optional() })
  .refine((change) => Object.keys(change).length > 0, m.nothingToChange);
export type SavedCvChange = z.infer<typeof savedCvChangeSchema>;

export const savedCvParamsSchema = z.object({ id: idSchema });

/** POST /api/applications in one tap: the profile gives the name, numbers and e-mail; the seeker picks the CV. */
export const oneTapApplicationSchema = z.strictObject({
  jobId: idSchema.or(z.string().length(0)).refine((v) => v.length > 0, VALIDATION.application.noJob),
  profileCvId: idSchema,
});
export type OneTapApplication = z.infer<typeof oneTapApplicationSchema>;

/** DELETE /api/account?confirm=DELETE[&giveUpWallet=true] (a DELETE carries no body). */
export const accountDeleteQuerySchema = z.object({
  confirm: z
    .string({ error: m.deleteConfirmation })
    .trim()
    .refine((word) => (DELETE_CONFIRMATION_WORDS as readonly string[]).includes(word), m.deleteConfirmation),
  giveUpWallet: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
