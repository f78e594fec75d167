import * as z from 'zod';
import { JOB_STATUSES, type JobStatus } from '../constants.ts';
import { VALIDATION } from '../messages/validation.ts';
import { parseSalaryInput } from '../rules/salary.ts';
import { parseSkillsText, skillsToText } from '../rules/skills.ts';
import { WORKPLACES } from '../rules/workplace.ts';
import { needsRecruiter, normaliseOepLicence, RECRUITER_KINDS } from '../trust/recruiter.ts';
import type { EmployerJobInput } from './employer.ts';
import type { Job, JobInput } from './job.ts';

const m = VALIDATION.job;
const text = (message: string) => z.string().trim().min(1, message);

/**
 * The admin's job form (spec §5): everything as typed, skills as comma-separated text and salaries
 * as text; `toJobInput` turns it into the API's body. Only the spec's required fields are checked here;
 * the API checks the rest with the job schema.
 */
export const jobFormSchema = z.object({
  title: text(m.title),
  company: text(m.company),
  location: text(m.location),
  jobType: z.string().min(1, m.jobType),
  description: text(m.description),
  salaryMin: z.string(),
  salaryMax: z.string(),
  skills: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  applicationDeadline: z.string(),
  /** '' leaves it to the location */
  workplace: z.union([z.literal(''), z.enum(WORKPLACES)]),
  /** who is recruiting, for a job abroad: '' not said; the licence only counts for 'oep' */
  recruiterKind: z.union([z.literal(''), z.enum(RECRUITER_KINDS)]),
  oepLicence: z.string(),
  companyLogo: z.string(),
  isBoosted: z.boolean(),
  boostExpiry: z.string(),
  status: z.enum(JOB_STATUSES),
});
export type JobForm = z.infer<typeof jobFormSchema>;

/**
 * The employer's job form: the admin's fields, rules and messages, less what the company profile
 * says (company, logo) and what only the operator decides (boost, status). `toEmployerJobInput` turns
 * it into the body of POST/PUT /api/employer/jobs (employerJobInputSchema).
 */
export const employerJobFormSchema = jobFormSchema
  .omit({
    company: true,
    companyLogo: true,
    isBoosted: true,
    boostExpiry: true,
    status: true,
  })
  // Who recruits for a job abroad, checked as the API checks it (employerJobInputSchema).
  .superRefine((form, ctx) => {
    // Not before there is a place to read: a blank location has its own message.
    if (!form.location.trim() && !form.workplace) return;
    if (!needsRecruiter({ workplace: form.workplace || null, location: form.location })) return;
    if (form.recruiterKind === '')
      ctx.addIssue({ code: 'custom', message: VALIDATION.trust.recruiter, path: ['recruiterKind'] });
    else if (form.recruiterKind === 'oep' && normaliseOepLicence(form.oepLicence) === null)
      ctx.addIssue({ code: 'custom', message: VALIDATION.trust.licence, path: ['oepLicence'] });
  });
export type EmployerJobForm = z.infer<typeof employerJobFormSchema>;

export const EMPTY_EMPLOYER_JOB_FORM: EmployerJobForm = {
  title: '',
  location: '',
  jobType: '',
  description: '',
  salaryMin: '',
  salaryMax: '',
  skills: '',
  requirements: '',
  benefits: '',
  applicationDeadline: '',
  workplace: '',
  recruiterKind: '',
  oepLicence: '',
};

export const EMPTY_JOB_FORM: JobForm = {
  ...EMPTY_EMPLOYER_JOB_FORM,
  company: '',
  companyLogo: '',
  isBoosted: false,
  boostExpiry: '',
  status: 'approved',
};

const nullIfBlank = (value: string) => (value.trim() ? value.trim() : null);

/** The fields both forms share: salaries parse to integers, empty to null; skills split on commas; the deadline stays a date. */
export function toEmployerJobInput(form: EmployerJobForm): EmployerJobInput {
  return {
    title: form.title.trim(),
    location: form.location.trim(),
    jobType: form.jobType as EmployerJobInput['jobType'],
    description: form.description.trim(),
    salaryMin: parseSalaryInput(form.salaryMin) ?? null,
    salaryMax: parseSalaryInput(form.salaryMax) ?? null,
    // An Urdu keyboard's comma (،) separates skills as the Latin one does.
    skills: parseSkillsText(form.skills.replaceAll('\u060C', ',')),
    requirements: nullIfBlank(form.requirements),
    benefits: nullIfBlank(form.benefits),
    applicationDeadline: nullIfBlank(form.applicationDeadline),
    workplace: form.workplace || null,
    // Only when chosen: a job at home sends the body it always did.
    ...(form.recruiterKind ? { recruiter: recruiterOfForm(form) } : {}),
  };
}

/** The form's recruiter, as chosen: an OEP's licence as typed, for the API to check and normalise. */
function recruiterOfForm(form: EmployerJobForm): EmployerJobInput['recruiter'] {
  return form.recruiterKind === 'oep' ? { kind: 'oep', licence: form.oepLicence.trim() } : { kind: 'direct' };
}

/** The admin's body: the shared fields, and the company, logo, boost and status only the operator sets. */
export function toJobInput(form: JobForm): JobInput {
  return {
    ...toEmployerJobInput(form),
    company: form.company.trim(),
    companyLogo: nullIfBlank(form.companyLogo),
    isBoosted: form.isBoosted,
    // datetime-local has no zone; the operator means Pakistan time.
    boostExpiry: form.isBoosted && form.boostExpiry ? new Date(`${form.boostExpiry}:00+05:00`).toISOString() : null,
    status: form.status,
  };
}

/** A job back into the shared fields when editing (spec §4): skills joined with commas, the deadline as YYYY-MM-DD. */
export function jobToEmployerForm(job: Job): EmployerJobForm {
  return {
    title: job.title,
    location: job.location,
    jobType: job.jobType,
    description: job.description,
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    skills: skillsToText(job.skills),
    requirements: job.requirements ?? '',
    benefits: job.benefits ?? '',
    applicationDeadline: job.applicationDeadline?.slice(0, 10) ?? '',
    workplace: job.workplace ?? '',
    recruiterKind: job.recruiter?.kind ?? '',
    oepLicence: job.recruiter?.kind === 'oep' ? job.recruiter.licence : '',
  };
}

/** A job back into the admin's form: the shared fields, the logo kept, the boost in Pakistan time. */
export function jobToForm(job: Job): JobForm {
  return {
    ...jobToEmployerForm(job),
    company: job.company,
    companyLogo: job.companyLogo ?? '',
    isBoosted: job.isBoosted,
    boostExpiry: job.boostExpiry ? toPakistanLocal(job.boostExpiry) : '',
    // A rejected job stays rejected: saving the operator's form must not approve it unasked.
    status: (JOB_STATUSES as readonly string[]).includes(job.status) ? (job.status as JobStatus) : 'approved',
  };
}

/** "2026-12-05T14:30" in Pakistan time, for a datetime-local input. */
function toPakistanLocal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 5 * 3_600_000);
  return Number.isNaN(shifted.getTime()) ? '' : shifted.toISOString().slice(0, 16);
}
