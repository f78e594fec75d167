import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_FORM,
  type Job,
  jobFormSchema,
  jobInputSchema,
  jobToForm,
  toJobInput,
  VALIDATION,
} from '../src/index.ts';

const filled = {
  ...EMPTY_JOB_FORM,
  title: ' Accountant ',
  company: 'Chenab Foods',
  location: 'Faisalabad, Pakistan',
  jobType: 'full-time',
  description: 'Keep the books.',
  salaryMin: '90,000',
  salaryMax: '',
  skills: 'Excel, , QuickBooks ,',
  applicationDeadline: '2026-12-31',
};

describe('the admin job form', () => {
  it("answers the spec's messages for the five required fields", () => {
    const messages = jobFormSchema.safeParse(EMPTY_JOB_FORM).error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      VALIDATION.job.title,
      VALIDATION.job.company,
      VALIDATION.job.location,
      VALIDATION.job.jobType,
      VALIDATION.job.description,
    ]);
  });

  it('turns text into the API body: integers or null, a skills list, a date', () => {
    const input = toJobInput(jobFormSchema.parse(filled));

    expect(input).toMatchObject({
      title: 'Accountant',
      salaryMin: 90000,
      salaryMax: null,
      skills: ['Excel', 'QuickBooks'],
      applicationDeadline: '2026-12-31',
    });
    expect(input.requirements).toBeNull();
    expect(jobInputSchema.safeParse(input).success).toBe(true);
  });

  it('reads a boost expiry as Pakistan time and drops it when not boosted', () => {
    expect(toJobInput({ ...filled, isBoosted: true, boostExpiry: '2026-12-05T14:30' }).boostExpiry).toBe(
      '2026-12-05T09:30:00.000Z',
    );
    expect(toJobInput({ ...filled, isBoosted: false, boostExpiry: '2026-12-05T14:30' }).boostExpiry).toBeNull();
  });

  it('loads a job for editing as spec §4 says, and round-trips', () => {
    const job: Job = {
      id: 'j1',
      title: 'Accountant',
      company: 'Chenab Foods',
      companyLogo: '/objects/logos/x',
      description: 'Keep the books.',
      location: 'Faisalabad, Pakistan',
      jobType: 'full-time',
      salaryMin: 90000,
      salaryMax: null,
      skills: ['Excel', 'QuickBooks'],
      requirements: null,
      benefits: 'PF',
      applicationDeadline: '2026-12-31',
      isBoosted: true,
      boostExpiry: '2026-12-05T09:30:00.000Z',
      status: 'approved',
      createdAt: 'x',
    };
    const form = jobToForm(job);

    expect(form).toMatchObject({
      skills: 'Excel, QuickBooks',
      applicationDeadline: '2026-12-31',
      companyLogo: '/objects/logos/x',
      salaryMax: '',
      boostExpiry: '2026-12-05T14:30',
    });
    expect(toJobInput(form)).toMatchObject({
      skills: job.skills,
      salaryMin: 90000,
      boostExpiry: job.boostExpiry,
      benefits: 'PF',
    });
  });
});
