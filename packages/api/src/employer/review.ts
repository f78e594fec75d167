import { API_MESSAGES, type AuditChange, type Job } from '@modern-jobs/domain';
import type { JobReviewMail } from '@modern-jobs/domain/email';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { httpError } from '../http/errors.ts';
import { mailJobOf } from '../mail/intents.ts';
import { ownedJobOfItem, publicJobOf } from '../storage/job-index.ts';
import { getStoredJob, JobConflictError, saveJob } from '../storage/jobs.ts';
import { getAccount } from '../storage/users.ts';

/**
 * The operator's decision on a job waiting for review (POST /api/admin/jobs/{id}/approve and
 * /reject): it becomes public, or goes back to its employer with the reason. The employer is
 * e-mailed, in the language they posted in, in the decision's own transaction; the decision and
 * the e-mail happen together or not at all. Only a pending job can be decided on (409 jobNotPending).
 */
export async function reviewJob(request: {
  id: string;
  decision: 'approved' | 'rejected';
  reason?: string;
  who: { actor: string; ip: string };
}): Promise<Job> {
  const { id, decision, who } = request;
  const previous = await getStoredJob(id);
  if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
  if (previous.status !== 'pending') throw httpError(409, API_MESSAGES.jobNotPending);
  const now = new Date();
  const reason = decision === 'rejected' ? (request.reason ?? null) : null;
  // Read consistently: a job of an employer disabled a moment ago may have been missed by the
  // disable's pass over their (eventually consistent) list, and must not become public now.
  const account = previous.ownerId ? await getAccount(previous.ownerId, true) : null;
  const owner = account?.user ?? null;
  const job = {
    ...ownedJobOfItem(previous as unknown as Record<string, unknown>),
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
    const saved = await saveJob(job, previous, now, {
      audit: {
        ...who,
        action: decision === 'approved' ? 'job.approved' : 'job.rejected',
        item: { type: 'job', id, label: previous.title },
        changes,
      },
      ...(mail ? { mail } : {}),
    });
    await clearEdgeCache({ id });
    return saved;
  } catch (error) {
    if (!(error instanceof JobConflictError)) throw error;
    // Decided by another operator meanwhile, or edited by its employer: look again.
    const current = await getStoredJob(id);
    if (!current) throw httpError(404, API_MESSAGES.jobNotFound);
    if (current.status !== 'pending') throw httpError(409, API_MESSAGES.jobNotPending);
    throw httpError(409, API_MESSAGES.jobChanged);
  }
}
