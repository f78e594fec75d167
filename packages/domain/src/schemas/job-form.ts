import * as z from 'zod';
import { JOB_STATUSES } from '../constants.ts';
import { VALIDATION } from '../messages/validation.ts';
import { parseSalaryInput } from '../rules/salary.ts';
import { parseSkillsText, skillsToText } from '../rules/skills.ts';
import { WORKPLACES } from '../rules/workplace.ts';
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
  companyLogo: z.string(),
  isBoosted: z.boolean(),
  boostExpiry: z.string(),
  status: z.enum(JOB_STATUSES),
});
export type JobForm = z.infer<typeof jobFormSchema>;

export const EMPTY_JOB_FORM: JobForm = {
  title: '',
  company: '',
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
  companyLogo: '',
  isBoosted: false,
  boostExpiry: '',
  status: 'approved',
};

const nullIfBlank = (value: string) => (value.trim() ? value.trim() : null);

/** Salaries parse to integers, empty to null; skills split on commas; the deadline stays a date. */
export function toJobInput(form: JobForm): JobInput {
  return {
    title: form.title.trim(),
    company: form.company.trim(),
    location: form.location.trim(),
    jobType: form.jobType as JobInput['jobType'],
    description: form.description.trim(),
    salaryMin: parseSalaryInput(form.salaryMin) ?? null,
    salaryMax: parseSalaryInput(form.salaryMax) ?? null,
    skills: parseSkillsText(form.skills),
    requirements: nullIfBlank(form.requirements),
    benefits: nullIfBlank(form.benefits),
    applicationDeadline: nullIfBlank(form.applicationDeadline),
    workplace: form.workplace || null,
    companyLogo: nullIfBlank(form.companyLogo),
    isBoosted: form.isBoosted,
    // datetime-local has no zone; the operator means Pakistan time.
    boostExpiry: form.isBoosted && form.boostExpiry ? new Date(`${form.boostExpiry}:00+05:00`).toISOString() : null,
    status: form.status,
  };
}

/** A job back into the form when editing (spec §4): skills joined with commas, the deadline as YYYY-MM-DD, the logo kept. */
export function jobToForm(job: Job): JobForm {
  return {
    title: job.title,
    company: job.company,
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
    companyLogo: job.companyLogo ?? '',
    isBoosted: job.isBoosted,
    boostExpiry: job.boostExpiry ? toPakistanLocal(job.boostExpiry) : '',
    status: job.status === 'pending' ? 'pending' : 'approved',
  };
}

/** "2026-12-05T14:30" in Pakistan time, for a datetime-local input. */
function toPakistanLocal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 5 * 3_600_000);
  return Number.isNaN(shifted.getTime()) ? '' : shifted.toISOString().slice(0, 16);
}
