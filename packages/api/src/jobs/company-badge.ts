import type { Company } from '@modern-jobs/domain';
import type { OwnedJob } from './store/job-index.ts';

/**
 * A job carries its company's verified badge (issue 33) as a copy of the verification's date, so its
 * card in a list or a search shows it with no read of the employer: set when the employer posts or
 * edits it, and on all their jobs when the operator verifies the company or a change drops the badge
 * (employers/store/employer-jobs.ts, applyCompanyToJobs).
 */
export function withCompanyBadge<T extends Pick<OwnedJob, 'companyVerified'>>(
  job: T,
  company: Pick<Company, 'verified'>,
): T {
  const { companyVerified: _was, ...rest } = job;
  return company.verified ? ({ ...rest, companyVerified: { at: company.verified.at } } as T) : (rest as T);
}

/** Whether the job's badge is the company's: nothing to write when it is. */
export const hasCompanyBadgeOf = (job: Pick<OwnedJob, 'companyVerified'>, company: Pick<Company, 'verified'>) =>
  job.companyVerified?.at === company.verified?.at;
