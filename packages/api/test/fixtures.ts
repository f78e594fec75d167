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

/** The body of POST /api/applications for a job, with a CV uploaded as uploadId. */
export function anApplication(uploadId: string, jobId = 'job-1') {
  return {
    jobId,
    fullName: 'Ayesha Khan',
    contactNumber: '+923001112233',
    whatsappNumber: '+923001112233',
    email: 'ayesha@example.pk',
    cvPath: `/objects/uploads/${uploadId}`,
  };
}

/** The table's record of a checked CV upload by owner. */
export function aVerifiedCv(uploadId: string, owner: string) {
  return {
    id: uploadId,
    key: `uploads/${uploadId}`,
    purpose: 'cv',
    owner,
    contentType: 'application/pdf',
    size: 10,
    verified: true,
  };
}
