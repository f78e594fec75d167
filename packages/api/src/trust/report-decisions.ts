import { API_MESSAGES, type ReportDecision } from '@modern-jobs/domain';
import type { QueuedMail } from '@modern-jobs/domain/email';
import { emailsOf } from '../accounts/store/users.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { setAccountDisabled } from '../employers/accounts.ts';
import { httpError } from '../http/errors.ts';
import { ownedJobOfItem } from '../jobs/store/job-index.ts';
import { getStoredJob, JobConflictError, saveJob } from '../jobs/store/jobs.ts';
import { closeReports, openReportsOf, ReportsChangedError, type StoredReport } from './store/reports.ts';

/**
 * The operator decides on a job's open reports (POST /api/admin/reports/{jobId}/decision): dismiss
 * them, hide the job (rejected, with the reason, which its employer sees) or disable its employer
 * (every job of theirs hidden, signed out). The decision is in the activity log with its reason, and
 * each signed-in reporter is e-mailed the outcome, in the decision's transaction.
 */
export async function decideReports(request: {
  jobId: string;
  decision: ReportDecision;
  reason: string;
  who: { actor: string; ip: string };
  until?: number;
  now?: Date;
}): Promise<{ decided: number }> {
  const { jobId, decision, reason, who } = request;
  const now = request.now ?? new Date();
  const reports = await openReportsOf(jobId);
  if (reports.length === 0) throw httpError(409, API_MESSAGES.noOpenReports);
  const stored = await getStoredJob(jobId, true);
  if (decision === 'disable-employer' && !stored?.ownerId) throw httpError(409, API_MESSAGES.reportNoEmployer);
  if (stored && decision === 'hide-job') await hideJob(stored, reason, who, now);
  if (stored?.ownerId && decision === 'disable-employer')
    await setAccountDisabled({
      id: stored.ownerId,
      disabled: true,
      who,
      ...(request.until ? { until: request.until } : {}),
    });
  const title = stored?.title ?? jobId;
  const mails = await outcomeMails(reports, decision, { id: jobId, title, company: stored?.company ?? null });
  try {
    await closeReports({
      jobId,
      reports,
      decision,
      at: now.toISOString(),
      now,
      mails,
      audit: {
        ...who,
        action: 'reports.decided',
        item: { type: 'job', id: jobId, label: title },
        changes: [
          { field: 'decision', before: null, after: decision },
          { field: 'reason', before: null, after: reason },
          { field: 'reports', before: String(reports.length), after: '0' },
        ],
      },
    });
  } catch (error) {
    if (error instanceof ReportsChangedError) throw httpError(409, API_MESSAGES.reportsChanged);
    throw error;
  }
  return { decided: reports.length };
}

/** Takes a job off the board: rejected, with the operator's reason; its copies at the edge cleared. */
async function hideJob(
  stored: NonNullable<Awaited<ReturnType<typeof getStoredJob>>>,
  reason: string,
  who: { actor: string; ip: string },
  now: Date,
): Promise<void> {
  if (stored.status === 'rejected') return;
  const job = { ...ownedJobOfItem(stored), status: 'rejected', rejectionReason: reason, updatedAt: now.toISOString() };
  try {
    await saveJob(job, stored, now, {
      audit: {
        ...who,
        action: 'job.rejected',
        item: { type: 'job', id: stored.id, label: stored.title },
        changes: [
          { field: 'status', before: stored.status, after: 'rejected' },
          { field: 'rejectionReason', before: stored.rejectionReason ?? null, after: reason },
        ],
      },
    });
  } catch (error) {
    if (error instanceof JobConflictError) throw httpError(412, API_MESSAGES.jobChanged);
    throw error;
  }
  await clearEdgeCache({ id: stored.id });
}

/** The outcome for each signed-in reporter with an e-mail address, in the language they reported in. */
async function outcomeMails(
  reports: readonly StoredReport[],
  decision: ReportDecision,
  job: { id: string; title: string; company: string | null },
): Promise<QueuedMail[]> {
  const signedIn = reports.filter((report) => report.userId !== undefined);
  if (signedIn.length === 0) return [];
  const emails = await emailsOf(signedIn.map((report) => report.userId as string));
  return signedIn.flatMap((report) => {
    const to = emails.get(report.userId as string);
    if (!to) return [];
    return [
      {
        kind: 'report-outcome' as const,
        to,
        locale: report.locale ?? 'en',
        snapshot: { name: null, job, reason: report.reason, details: report.details, reportedAt: report.at, decision },
      },
    ];
  });
}
