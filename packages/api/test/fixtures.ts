import type { Job } from '@modern-jobs/domain';

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    title: 'Senior React Developer',
    company: 'Indus Soft Labs',
    companyLogo: null,
    description: 'Build things.',
    location: 'Karachi, Pakistan',
    jobType: 'full-time',
    salaryMin: 100_000,
    salaryMax: 200_000,
    skills: ['React', 'TypeScript'],
    requirements: null,
    benefits: null,
    applicationDeadline: null,
    isBoosted: false,
    boostExpiry: null,
    status: 'approved',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
