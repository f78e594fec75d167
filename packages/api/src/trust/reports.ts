import { createHash } from 'node:crypto';
import {
  API_MESSAGES,
  type Job,
  type Locale,
  type Report,
  type ReportDecision,
  type ReportInput,
  type ScamSignal,
} from '@modern-jobs/domain';
import type { QueuedMail } from '@modern-jobs/domain/email';
import { emailsOf } from '../accounts/store/users.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { setAccountDisabled } from '../employers/accounts.ts';
import { httpError } from '../http/errors.ts';
import { ownedJobOfItem, publicJobOf } from '../jobs/store/job-index.ts';
import { getPublicJob, getStoredJob, JobConflictError, saveJob } from '../jobs/store/jobs.ts';
import { newId } from '../storage/ids.ts';
import { takeReport } from './report-limits.ts';
import { signalsOfJobs } from './signals.ts';
import {
  AlreadyReportedError,
  closeReports,
  listReportQueue,
  openReportsOf,
  putReport,
  ReportsChangedError,
  reportOf,
  type StoredReport,
} from './store/reports.ts';

/** An address as the reports keep it: hashed, so the table holds no visitor's address. */
export const addressHash = (ip: string) => createHash('sha256').update(`report:${ip}`).digest('base64url').slice(0, 22);

/**
 * Anyone reports a public job (POST /api/jobs/{id}/reports): once per person (a signed-in user, else
 * their address) per job, 409 on the second; within the day's caps, 429. A report changes nothing of
 * the job: it waits in the operator's queue (a report alone hiding a job would be a competitor's weapon).
 */
export async function reportJob(request: {
  jobId: string;
  input: { reason: ReportInput['reason']; details: string | null };
  userId: string | null;
  ip: string;
  locale: Locale;
  now?: Date;
}): Promise<Report> {
  const now = request.now ?? new Date();
  const job = await getPublicJob(request.jobId);
  if (!job) throw httpError(404, API_MESSAGES.jobNotFound);
  const address = addressHash(request.ip);
  const person = request.userId ? `user:${request.userId}` : `ip:${address}`;
  await takeReport(person, address, now);
  const report: StoredReport = {
    id: newId(),
    jobId: job.id,
    person,
    ...(request.userId ? { userId: request.userId } : {}),
    reason: request.input.reason,
    details: request.input.details,
    at: now.toISOString(),
    signedIn: request.userId !== null,
    status: 'open',
    locale: request.locale,
  };
  try {
    await putReport(report);
  } catch (error) {
    if (error instanceof AlreadyReportedError) throw httpError(409, API_MESSAGES.alreadyReported);
    throw error;
  }
  return reportOf(report);
}

/** A job in the Reports queue: the job, its open reports (oldest first) and its scam signals. */
export interface ReportQueueItem {
  job: Job;
  openReports: number;
  reports: Report[];
  signals: ScamSignal[];
  /** the employer who posted it; null for the operator's own jobs */
  employerId: string | null;
}

/** GET /api/admin/reports: a page of jobs with open reports, most-reported first. */
export async function reportQueue(query: { limit: number; cursor?: string | undefined }) {
  const page = await listReportQueue(query);
  const found = await Promise.all(
    page.items.map(async (queued) => {
      const [stored, reports] = await Promise.all([getStoredJob(queued.jobId), openReportsOf(queued.jobId)]);
      return stored ? { stored, queued, reports } : null;
    }),
  );
  const present = found.filter((entry) => entry !== null);
  const jobs = present.map((entry) => publicJobOf(ownedJobOfItem(entry.stored)));
  const signals = await signalsOfJobs(jobs);
  const items: ReportQueueItem[] = present.map((entry, i) => ({
    job: jobs[i] as Job,
    openReports: entry.queued.openReports,
    reports: entry.reports.map(reportOf),
    signals: signals[i] ?? [],
    employerId: entry.stored.ownerId ?? null,
  }));
  return { items, nextCursor: page.nextCursor };
}

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
