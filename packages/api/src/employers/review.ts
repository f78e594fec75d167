import { API_MESSAGES, type AuditChange, type Job } from '@modern-jobs/domain';
import type { JobReviewMail } from '@modern-jobs/domain/email';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getAccount } from '../accounts/store/users.ts';
import { httpError } from '../http/errors.ts';
import { versionSentBack } from '../http/if-match.ts';
import { ownedJobOfItem, publicJobOf } from '../jobs/store/job-index.ts';
import { getStoredJob, JobConflictError, saveJob } from '../jobs/store/jobs.ts';
import { mailJobOf } from '../mail/intents.ts';
import { requireVerifiedRecruiter } from './recruiter-rule.ts';

/**
 * The version of the job the operator read, which an approval or rejection must send back as
 * If-Match (its `updatedAt`, as the Moderation tab shows it): 428 without one. These routes are ours,
 * not the spec's, and their one client always has the version; a decision sent without one (a script,
 * a tab opened before this rule) would decide on whatever is stored when it arrives, which its
 * employer may have changed since anyone read it.
 */
export function reviewedVersion(event: APIGatewayProxyEventV2): string {
  const version = versionSentBack(event);
  if (version === undefined) throw httpError(428, API_MESSAGES.reviewedVersionRequired);
  return version;
}

/**
 * The operator's decision on a job waiting for review (POST /api/admin/jobs/{id}/approve and
 * /reject): it becomes public, or goes back to its employer with the reason. The employer is
 * e-mailed, in the language they posted in, in the decision's own transaction; the decision and
 * the e-mail happen together or not at all. Only a pending job can be decided on (409 jobNotPending),
 * and only as the operator read it: `version` is the updatedAt they saw, and the decision's write is
 * conditional on the job still having it (412 jobChanged if it has changed since, an employer's edit
 * or another operator's). Nothing is cleared at the edge: a pending job is not public, so no copy
 * shows it (edge/clear-edge-cache.ts).
 */
export async function reviewJob(request: {
  id: string;
  decision: 'approved' | 'rejected';
  reason?: string;
  /** the updatedAt of the job as the operator read it (If-Match) */
  version: string;
  who: { actor: string; ip: string };
}): Promise<Job> {
  const { id, decision, version, who } = request;
  // Read consistently: an older copy would be refused as changed when it is the reader that lags.
  const previous = await getStoredJob(id, true);
  if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
  if (previous.status !== 'pending') throw httpError(409, API_MESSAGES.jobNotPending);
  if (previous.updatedAt !== version) throw httpError(412, API_MESSAGES.jobChanged);
  if (decision === 'approved') await requireVerifiedRecruiter(previous);
  const now = new Date();
  const reason = decision === 'rejected' ? (request.reason ?? null) : null;
  // Read consistently: a job of an employer disabled a moment ago may have been missed by the
  // disable's pass over their (eventually consistent) list, and must not become public now.
  const account = previous.ownerId ? await getAccount(previous.ownerId, true) : null;
  const owner = account?.user ?? null;
  const job = {
    ...ownedJobOfItem(previous),
    status: decision,
    rejectionReason: reason,
    ...(account?.disabled ? { ownerDisabled: true } : {}),
    updatedAt: now.toISOString(),
  };
  const mail: JobReviewMail | undefined = owner?.email
    ? {
        kind: decision === 'approved' ? 'job-approved' : 'job-rejected',
        to: owner.email,
        locale: previous.ownerLocale ?? 'en',
        snapshot: { name: owner.firstName, job: mailJobOf(publicJobOf(job), job), reason },
      }
    : undefined;
  const changes: AuditChange[] = [{ field: 'status', before: previous.status, after: decision }];
  if (reason) changes.push({ field: 'rejectionReason', before: previous.rejectionReason ?? null, after: reason });
  try {
    // Conditional on updatedAt = previous.updatedAt, which is `version`: the job as the operator read it.
    return await saveJob(job, previous, now, {
      audit: {
        ...who,
        action: decision === 'approved' ? 'job.approved' : 'job.rejected',
        item: { type: 'job', id, label: previous.title },
        changes,
      },
      ...(mail ? { mail } : {}),
    });
  } catch (error) {
    if (!(error instanceof JobConflictError)) throw error;
    // Decided by another operator meanwhile, or edited by its employer: look again.
    const current = await getStoredJob(id, true);
    if (!current) throw httpError(404, API_MESSAGES.jobNotFound);
    if (current.status !== 'pending') throw httpError(409, API_MESSAGES.jobNotPending);
    throw httpError(412, API_MESSAGES.jobChanged);
  }
}
