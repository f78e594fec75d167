import { sameRecruiter } from '@modern-jobs/domain';
import type { OwnedJob } from './store/job-index.ts';

/**
 * An edited job keeps its recruiter's verification only while it names the same recruiter: a new
 * licence, or direct instead of an OEP, is unverified until the operator checks it again.
 */
export function keepRecruiterCheck(previous: OwnedJob, job: OwnedJob): OwnedJob {
  if (!job.recruiterVerification || sameRecruiter(previous.recruiter, job.recruiter)) return job;
  const { recruiterVerification: _dropped, ...unverified } = job;
  return unverified;
}
