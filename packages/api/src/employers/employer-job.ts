import {
  type EmployerJob,
  type employerJobInputSchema,
  isJobClosed,
  type Locale,
  pakistanYesterday,
} from '@modern-jobs/domain';
import type * as z from 'zod';
import type { EmployerIdentity } from '../http/request-auth.ts';
import { withCompanyBadge } from '../jobs/company-badge.ts';
import { keepRecruiterCheck } from '../jobs/recruiter-check.ts';
import { employerJobOf, type OwnedJob, ownedJobOfItem } from '../jobs/store/job-index.ts';
import type { StoredJob } from '../jobs/store/jobs.ts';
import { newId } from '../storage/ids.ts';

export type EmployerJobFields = z.output<typeof employerJobInputSchema>;

/**
 * What an employer's form decides of a job, over what it was (`base`): their fields, their company's
 * name, logo and verified badge (the profile is the one place they are set), and back to review (README, "Employers":
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
  return keepRecruiterCheck(base, withCompanyBadge(job, employer.company));
}

/** A job an employer posts: new, theirs, unboosted, and waiting for review in the language they wrote in. */
export function newEmployerJob(
  fields: EmployerJobFields,
  employer: EmployerIdentity,
  ownerLocale: Locale,
  now: Date,
): OwnedJob {
  const base: OwnedJob = {
    ...fields,
    id: newId(),
    company: employer.company.name,
    companyLogo: employer.company.logo,
    isBoosted: false,
    boostExpiry: null,
    status: 'pending',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ownerId: employer.userId,
    ownerLocale,
    closedAt: null,
  };
  return employerDraft(base, fields, employer, now);
}

/**
 * A job its employer closes early: closedAt is set and the deadline becomes yesterday (Pakistan day),
 * so everything a closed job does applies. It stays as reviewed: closing is not an edit.
 */
export function closedEarly(previous: StoredJob, now: Date): OwnedJob {
  return {
    ...ownedJobOfItem(previous),
    applicationDeadline: pakistanYesterday(now),
    closedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** The job as its employer's list shows it. */
export const asEmployerJob = (job: OwnedJob): EmployerJob => employerJobOf(job);
