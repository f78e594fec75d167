import { describe, expect, it } from 'vitest';
import { CITIES, cityOf, JOB_TYPES, jobInputSchema, jobListQuerySchema, VALIDATION } from '../src/index.ts';
import { SEED_JOBS, seedJobInput } from '../src/seed/index.ts';

describe('job input', () => {
  it("answers the spec's messages for the required fields", () => {
    const issues = jobInputSchema.safeParse({ title: '', company: '', description: '', location: '' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual([
      VALIDATION.job.title,
      VALIDATION.job.company,
      VALIDATION.job.description,
      VALIDATION.job.location,
      VALIDATION.job.jobType,
    ]);
  });
  it('normalises optional fields to null and defaults the rest', () => {
    const job = jobInputSchema.parse({
      title: 'T',
      company: 'C',
      description: 'D',
      location: 'L',
      jobType: 'contract',
      requirements: '',
    });
    expect(job).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      requirements: null,
      skills: [],
      isBoosted: false,
      status: 'approved',
    });
  });
  it('refuses a minimum above the maximum and non-integer salaries', () => {
    const base = { title: 'T', company: 'C', description: 'D', location: 'L', jobType: 'contract' };
    expect(jobInputSchema.safeParse({ ...base, salaryMin: 10, salaryMax: 5 }).success).toBe(false);
    expect(jobInputSchema.safeParse({ ...base, salaryMin: 10.5 }).success).toBe(false);
  });
  it('takes a date, not a date-time, as the deadline', () => {
    const base = { title: 'T', company: 'C', description: 'D', location: 'L', jobType: 'contract' };
    expect(jobInputSchema.safeParse({ ...base, applicationDeadline: '2026-12-01' }).success).toBe(true);
    expect(jobInputSchema.safeParse({ ...base, applicationDeadline: '2026-02-30' }).success).toBe(false);
  });
});

describe('job list query', () => {
  it('treats empty and "all" filters as no filter', () => {
    expect(jobListQuerySchema.parse({ q: '  ', city: 'all', type: '' })).toEqual({ limit: 20 });
  });
  it('caps the page at 100', () => {
    expect(jobListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('seed jobs', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const jobs = SEED_JOBS.map((s) => jobInputSchema.parse(seedJobInput(s, now)));

  it('are at least 30 valid jobs with unique ids', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEED_JOBS.map((s) => s.id)).size).toBe(SEED_JOBS.length);
  });
  it('cover every job type and every city', () => {
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((j) => cityOf(j.location)).filter(Boolean))).toEqual(new Set(CITIES));
  });
  it('show every salary form, boosts, logos and deadlines past and future', () => {
    expect(jobs.some((j) => j.salaryMin !== null && j.salaryMax !== null)).toBe(true);
    expect(jobs.some((j) => j.salaryMin !== null && j.salaryMax === null)).toBe(true);
    expect(jobs.some((j) => j.salaryMin === null && j.salaryMax !== null)).toBe(true);
    expect(jobs.some((j) => j.salaryMin === null && j.salaryMax === null)).toBe(true);
    expect(jobs.some((j) => j.isBoosted)).toBe(true);
    expect(jobs.some((j) => j.companyLogo)).toBe(true);
    expect(jobs.some((j) => j.applicationDeadline && j.applicationDeadline < '2026-11-21')).toBe(true);
    expect(jobs.some((j) => j.applicationDeadline && j.applicationDeadline > '2026-11-21')).toBe(true);
  });
});
