import { type EmployerJob, type employerJobInputSchema, isJobClosed } from '@modern-jobs/domain';
import type * as z from 'zod';
import type { EmployerIdentity } from '../auth/request-auth.ts';
import { employerJobOf, type OwnedJob } from '../storage/job-index.ts';

export type EmployerJobFields = z.output<typeof employerJobInputSchema>;

/**
 * What an employer's form decides of a job, over what it was (`base`): their fields, their company's
 * name and logo (the profile is the one place they are set), and back to review (README, "Employers":
 * any edit of an approved or rejected job sends it back). Boost is the operator's and is kept.
 */
export function employerDraft(
  base: OwnedJob,
  fields: EmployerJobFields,
  employer: EmployerIdentity,
  now: Date,
): OwnedJob {
  const at = now.toISOString();
  const job: OwnedJob = {
    ...base,
    ...fields,
    company: employer.company.name,
    companyLogo: employer.company.logo,
    status: 'pending',
    rejectionReason: null,
    // A job waiting already keeps its place in the queue; one coming back joins at its end.
    submittedAt: base.status === 'pending' && base.submittedAt ? base.submittedAt : at,
    review: {
      employer: { id: employer.userId, firstName: employer.firstName, email: employer.email },
      company: employer.company,
    },
    updatedAt: at,
  };
  // Reopened by a deadline not past: no longer closed early.
  job.closedAt = base.closedAt && isJobClosed(job, now) ? base.closedAt : null;
  return job;
}

/** The job as its employer's list shows it. */
export const asEmployerJob = (job: OwnedJob): EmployerJob => employerJobOf(job as unknown as Record<string, unknown>);
