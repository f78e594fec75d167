import * as z from 'zod';
import { APPLICATION_STATUSES, CITIES, JOB_STATUSES } from '../constants.ts';
import { VALIDATION } from '../messages/validation.ts';
import { registrationSchema, storedRegistrationSchema } from '../trust/company.ts';
import { recruiterRequired, recruiterWhenAbroad } from '../trust/recruiter.ts';
import type { ScamSignal } from '../trust/signals.ts';
import { verificationSchema } from '../trust/verification.ts';
import { optionalText, requiredText } from './common.ts';
import { jobFieldsSchema, jobSchema, salaryInOrder, salaryOrder } from './job.ts';

const m = VALIDATION.company;

/**
 * An employer is a signed-in person with a company profile: one account may apply to jobs and post
 * them (README, "Employers"). The profile is the company every job they post is shown under.
 */
export const companyInputSchema = z.object({
  name: requiredText(m.name, 120),
  /** an uploaded logo: its /objects/logos/ path, or the URL it was just uploaded to (verified) */
  logo: optionalText(1024),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: m.website }).max(300)])
    .nullish()
    .transform((v) => v || null),
  city: z.enum(CITIES, { error: m.city }),
  about: optionalText(2_000),
  /** its SECP registration or NTN, for the operator to verify it by (issue 33) */
  registration: registrationSchema.nullish(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

/** PUT /api/employer/company answers it; GET /api/auth/user carries it (null: not an employer). */
export const companySchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  city: z.enum(CITIES),
  about: z.string().nullable(),
  /** absent on companies saved before the field existed */
  registration: storedRegistrationSchema.nullish(),
  /** when the operator verified it; absent while not verified (a new name or registration drops it) */
  verified: z.object({ at: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * POST /api/employer/jobs and PUT /api/employer/jobs/{id}: the admin's fields and rules, less what
 * only the operator decides (boost, status) and what the company profile says (company, logo).
 */
export const employerJobInputSchema = jobFieldsSchema
  .omit({ company: true, companyLogo: true, isBoosted: true, boostExpiry: true, status: true })
  .refine(salaryInOrder, salaryOrder())
  // An employer says who recruits for a job abroad; the operator's own jobs may leave it to the
  // unverified-recruiter signal and notice.
  .refine(recruiterWhenAbroad, recruiterRequired());
export type EmployerJobInput = z.input<typeof employerJobInputSchema>;

/** A job in the employer's own list: its state in review and how many applied. */
export const employerJobSchema = jobSchema.extend({
  status: z.enum(JOB_STATUSES),
  /** why the operator rejected it, shown to the employer; null unless rejected */
  rejectionReason: z.string().nullable(),
  /** set when the employer closed it early */
  closedAt: z.string().nullable(),
  applicationCount: z.number().int().min(0),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

/** A page of a list: `nextCursor` null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(2048).optional(),
});

/** One applicant as their employer sees them (no user id, no CV path: the CV opens by its own route). */
export const applicantSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  whatsappNumber: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** POST /api/admin/jobs/{id}/reject */
export const rejectJobSchema = z.object({ reason: requiredText(m.rejectionReason, 500) });

/** A pending job in the moderation queue, oldest first, with who posted it. */
export const moderationItemSchema = z.object({
  job: jobSchema,
  employer: z.object({ id: z.string(), firstName: z.string().nullable(), email: z.string().nullable() }),
  company: companySchema,
  /** warnings computed from the job (issue 33), with the text that triggered each */
  signals: z.array(z.custom<ScamSignal>()).optional(),
  /** the operator's check of the job's recruiter: who, when, on what (operators only) */
  recruiterVerification: verificationSchema.optional(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const USER_ROLES = ['seeker', 'employer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/admin/users: q matches name, e-mail or company (case-insensitive), role filters. */
export const adminUserQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
});

/** A row of the operator's Users tab. Admins are listed by mobile, with no id to disable. */
export const adminUserSchema = z.object({
  id: z.string(),
  role: z.enum(USER_ROLES),
  firstName: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  /** when the operator verified the company (issue 33); absent while not verified */
  companyVerified: z.object({ at: z.string() }).optional(),
  /** the company's registration as the employer gave it ('SECP 0123456'), what the operator checks */
  companyRegistration: z.string().nullable().optional(),
  /** the company's version (its updatedAt): verifying sends it back (If-Match), so a company its
   * employer changed after the operator looked is refused rather than verified unseen */
  companyVersion: z.string().optional(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
