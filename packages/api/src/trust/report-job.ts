import { API_MESSAGES, type Locale, type Report, type ReportInput } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';
import { newId } from '../storage/ids.ts';
import { takeReport } from './report-limits.ts';
import { addressHash } from './reporter-address.ts';
import { AlreadyReportedError, putReport, reportOf, type StoredReport } from './store/reports.ts';

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
