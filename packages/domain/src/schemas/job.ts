import * as z from 'zod';
import { JOB_STATUSES, JOB_TYPES } from '../constants.ts';
import { VALIDATION } from '../messages/validation.ts';
import { WORKPLACES } from '../rules/workplace.ts';
import { type Recruiter, recruiterSchema, storedRecruiterSchema } from '../trust/recruiter.ts';
import { idSchema, isoDateSchema, optionalText, requiredText } from './common.ts';

const m = VALIDATION.job;

export const jobTypeSchema = z.enum(JOB_TYPES, { error: m.jobType });

/** Salaries are whole PKR amounts; absent is null on the wire. */
const salarySchema = z
  .number()
  .int()
  .min(0)
  .max(100_000_000_000)
  .nullish()
  .transform((v) => v ?? null);

/** The job's own fields, before the rules between them (an employer's form omits some: employer.ts). */
export const jobFieldsSchema = z.object({
  title: requiredText(m.title),
  company: requiredText(m.company),
  companyLogo: optionalText(1024),
  description: requiredText(m.description, 20_000),
  location: requiredText(m.location),
  jobType: jobTypeSchema,
  salaryMin: salarySchema,
  salaryMax: salarySchema,
  skills: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  requirements: optionalText(10_000),
  benefits: optionalText(10_000),
  applicationDeadline: isoDateSchema.nullish().transform((v) => v ?? null),
  /** where the job is done, for the search's "where"; null: as the location says (workplaceOf) */
  workplace: z
    .enum(WORKPLACES)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * who is recruiting, for a job abroad (issue 33); absent (not null) when not given, so jobs saved
   * without one keep their exact shape
   */
  recruiter: recruiterSchema.nullish().transform((v): Recruiter | undefined => v ?? undefined),
  isBoosted: z.boolean().default(false),
  boostExpiry: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
  status: z.enum(JOB_STATUSES).default('approved'),
});

/** The rule between the fields, for every form that has both salaries. */
export const salaryInOrder = (job: { salaryMin: number | null; salaryMax: number | null }) =>
  job.salaryMin === null || job.salaryMax === null || job.salaryMin <= job.salaryMax;
/** A function, not an object: zod takes over the object a refinement is given. */
export const salaryOrder = () => ({ message: m.salaryOrder, path: ['salaryMax'] });

/** The body of POST /api/jobs and PUT /api/jobs/{id} (spec §7), plus the operator's boost and status. */
export const jobInputSchema = jobFieldsSchema.refine(salaryInOrder, salaryOrder());
export type JobInput = z.input<typeof jobInputSchema>;
export type JobFields = z.output<typeof jobInputSchema>;

/** A job as the API answers it. */
export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  company: z.string(),
  companyLogo: z.string().nullable(),
  description: z.string(),
  location: z.string(),
  jobType: jobTypeSchema,
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  skills: z.array(z.string()),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
  applicationDeadline: z.string().nullable(),
  /** absent on jobs saved before the field existed */
  workplace: z.enum(WORKPLACES).nullish(),
  /** who is recruiting (jobs abroad, issue 33), and when the operator verified it: the date only */
  recruiter: storedRecruiterSchema.nullish(),
  recruiterVerified: z.object({ at: z.string() }).optional(),
  /** when the operator verified the company that posted it (absent: not verified) */
  companyVerified: z.object({ at: z.string() }).optional(),
  isBoosted: z.boolean(),
  boostExpiry: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** A job as the public list answers it: the card's fields, without the long texts. */
export const jobSummarySchema = jobSchema.omit({ description: true, requirements: true, benefits: true });
export type JobSummary = z.infer<typeof jobSummarySchema>;
