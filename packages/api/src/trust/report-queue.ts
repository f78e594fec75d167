import type { Job, Report, ScamSignal } from '@modern-jobs/domain';
import { ownedJobOfItem, publicJobOf } from '../jobs/store/job-index.ts';
import { getStoredJob } from '../jobs/store/jobs.ts';
import { signalsOfJobs } from './signals.ts';
import { leaveQueue, listReportQueue, openReportsOf, reportOf } from './store/reports.ts';

/** A job in the Reports queue: the job, its open reports (oldest first) and its scam signals. */
export interface ReportQueueItem {
  job: Job;
  openReports: number;
  reports: Report[];
  signals: ScamSignal[];
  /** the employer who posted it; null for the operator's own jobs */
  employerId: string | null;
}

/**
 * GET /api/admin/reports: a page of jobs with open reports, most-reported first. A job deleted since it
 * was reported leaves the queue as the page meets it (the page is one short of its limit then).
 */
export async function reportQueue(query: { limit: number; cursor?: string | undefined }) {
  const page = await listReportQueue(query);
  const found = await Promise.all(
    page.items.map(async (queued) => {
      const [stored, reports] = await Promise.all([getStoredJob(queued.jobId), openReportsOf(queued.jobId)]);
      if (stored) return { stored, queued, reports };
      await leaveQueue(queued.jobId);
      return null;
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
