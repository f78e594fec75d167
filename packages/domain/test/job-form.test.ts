import { describe, expect, it } from 'vitest';
import {
  EMPTY_EMPLOYER_JOB_FORM,
  EMPTY_JOB_FORM,
  employerJobFormSchema,
  employerJobInputSchema,
  en,
  type Job,
  jobFormSchema,
  jobInputSchema,
  jobToEmployerForm,
  jobToForm,
  toEmployerJobInput,
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

describe("the employer's job form", () => {
  const employerFilled = {
    ...EMPTY_EMPLOYER_JOB_FORM,
    title: 'Solar Technician',
    location: 'Karachi, Pakistan',
    jobType: 'contract',
    description: 'Install rooftop solar systems.',
    salaryMin: '120,000',
    skills: 'Solar PV، Wiring , Safety',
  };

  it("answers the admin's messages for its required fields, and has no company", () => {
    const messages = employerJobFormSchema
      .safeParse(EMPTY_EMPLOYER_JOB_FORM)
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      VALIDATION.job.title,
      VALIDATION.job.location,
      VALIDATION.job.jobType,
      VALIDATION.job.description,
    ]);
  });

  it('turns into the body of POST /api/employer/jobs: no company, logo, boost or status', () => {
    const input = toEmployerJobInput(employerJobFormSchema.parse(employerFilled));

    expect(Object.keys(input).sort()).toEqual([
      'applicationDeadline',
      'benefits',
      'description',
      'jobType',
      'location',
      'requirements',
      'salaryMax',
      'salaryMin',
      'skills',
      'title',
      'workplace',
    ]);
    expect(input).toMatchObject({ salaryMin: 120000, salaryMax: null, jobType: 'contract' });
    expect(employerJobInputSchema.safeParse(input).success).toBe(true);
  });

  it('splits skills on the Urdu comma too', () => {
    expect(toEmployerJobInput(employerFilled).skills).toEqual(['Solar PV', 'Wiring', 'Safety']);
  });

  it("shares the admin's fields: the admin's body is the employer's plus the operator's own", () => {
    const admin = toJobInput({ ...EMPTY_JOB_FORM, ...employerFilled, company: 'Thar Sun Energy' });
    expect(admin).toMatchObject(toEmployerJobInput(employerFilled));
    expect(admin).toMatchObject({
      company: 'Thar Sun Energy',
      companyLogo: null,
      isBoosted: false,
      status: 'approved',
    });
  });

  it('loads a job back into the form, as the admin form does', () => {
    const job = jobInputSchema.parse(toJobInput({ ...EMPTY_JOB_FORM, ...employerFilled, company: 'Thar Sun' }));
    const form = jobToEmployerForm({ ...job, id: 'j1', createdAt: 'x', status: 'pending' } as Job);
    expect(form).toEqual({ ...employerFilled, salaryMin: '120000', skills: 'Solar PV, Wiring, Safety' });
  });

  it('says the salary rule by the key the forms show it from, whose words the catalog keeps', () => {
    const refused = employerJobInputSchema.safeParse({
      ...toEmployerJobInput(employerFilled),
      salaryMin: 2,
      salaryMax: 1,
    });
    expect(refused.error?.issues[0]?.message).toBe('validation.job.salaryOrder');
    expect(en['validation.job.salaryOrder']).toBe('Minimum salary cannot be more than maximum salary');
  });
});
