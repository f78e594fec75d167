import type { Job } from '../src/index.ts';

/** A Pakistani job as the API stores it, for the domain's tests; `overrides` change what a test is about. */
export const aJob = (overrides: Partial<Job> = {}): Job => ({
  id: 'seed-01',
  title: 'Senior React Developer',
  company: 'Indus Soft Labs',
  companyLogo: '/objects/logos/demo/indus-soft.png',
  description: 'Build things.',
  location: 'Karachi, Pakistan',
  jobType: 'full-time',
  salaryMin: 350000,
  salaryMax: 550000,
  skills: ['React'],
  requirements: '5 years',
  benefits: null,
  applicationDeadline: '2026-12-21',
  isBoosted: false,
  boostExpiry: null,
  status: 'approved',
  createdAt: '2026-11-21T07:00:00.000Z',
  ...overrides,
});
