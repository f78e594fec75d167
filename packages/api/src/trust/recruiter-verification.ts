import { API_MESSAGES, type Evidence, isJobPublic, type Job, type Verification } from '@modern-jobs/domain';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { httpError } from '../http/errors.ts';
import { ownedJobOfItem } from '../jobs/store/job-index.ts';
import { getStoredJob, JobConflictError, saveJob } from '../jobs/store/jobs.ts';
import { evidenceText, type Who } from './evidence.ts';

/**
 * The operator verifies who recruits for a job (POST /api/admin/jobs/{id}/verify-recruiter): who
 * verified, when and on what are kept on the job for operators; the public sees the date only. A job
 * that names no recruiter has nothing to verify (409). The job's version moves on: an approval sent
 * with the version read before the verification is refused as changed (412), and the page reloads.
 */
export async function verifyRecruiter(request: {
  jobId: string;
  evidence: Evidence;
  who: Who;
  /** the job's version the operator checked (If-Match): a recruiter changed since is not verified unseen */
  version?: string | undefined;
  now?: Date;
}) {
  const now = request.now ?? new Date();
  const stored = await getStoredJob(request.jobId, true);
  if (!stored) throw httpError(404, API_MESSAGES.jobNotFound);
  if (request.version !== undefined && request.version !== stored.updatedAt)
    throw httpError(412, API_MESSAGES.jobChanged);
  if (!stored.recruiter) throw httpError(409, API_MESSAGES.noRecruiter);
  const verification: Verification = { by: request.who.actor, at: now.toISOString(), evidence: request.evidence };
  const job = { ...ownedJobOfItem(stored), recruiterVerification: verification, updatedAt: now.toISOString() };
  const recruiter = stored.recruiter.kind === 'oep' ? `OEP ${stored.recruiter.licence}` : 'direct';
  let saved: Job;
  try {
    saved = await saveJob(job, stored, now, {
      audit: {
        ...request.who,
        action: 'job.recruiter-verified',
        item: { type: 'job', id: stored.id, label: stored.title },
        changes: [
          { field: 'recruiter', before: null, after: recruiter },
          { field: 'evidence', before: null, after: evidenceText(request.evidence) },
        ],
      },
    });
  } catch (error) {
    if (error instanceof JobConflictError) throw httpError(412, API_MESSAGES.jobChanged);
    throw error;
  }
  if (isJobPublic(stored)) await clearEdgeCache({ id: stored.id });
  return { job: saved, verification };
}
