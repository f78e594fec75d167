import type { Context } from 'aws-lambda';
import { alertMail } from '../alerts/alert-mail.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import {
  type DueDigest,
  digestJobs,
  dueDigestDays,
  finishDigest,
  listDueDigests,
} from '../storage/alert-deliveries.ts';
import { getAlert } from '../storage/alerts.ts';
import { getUser } from '../storage/users.ts';

/** Due digests read at a time. */
const PAGE = 25;
/** Stop taking new pages with less than this left: the next run goes on where this one stopped. */
const MARGIN_MS = 20_000;

/** One due digest: its mail if the alert still wants it and its owner has an address, then done. */
async function sendOne(due: DueDigest, day: string, now: Date): Promise<boolean> {
  const alert = await getAlert(due.userId, due.id);
  const owner = alert && !alert.paused ? await getUser(due.userId) : null;
  const jobs = owner?.email ? await digestJobs(due.id, day) : [];
  const mail =
    alert && owner?.email && jobs.length > 0
      ? alertMail('job-alert-digest', alert, jobs, { to: owner.email, locale: alert.locale })
      : null;
  return finishDigest(due, day, mail, now);
}

/**
 * Runs every quarter hour (EventBridge Scheduler; a timer locally): sends each daily alert the
 * digest of every day that is due (from 9:00 Pakistan time), page by page. A run that dies or runs
 * out of time leaves the rest due, and the next run takes them up; a digest whose mail was written
 * is never written again (its once-only key), so nothing is lost or doubled.
 */
export async function sendDigests(_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) {
  const counts = { sent: 0, skipped: 0, failed: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const day of dueDigestDays(new Date())) {
    let next: Record<string, unknown> | undefined;
    do {
      if (timeLeft() < MARGIN_MS) {
        logger.info('digests', { ...counts, stoppedAt: day });
        return counts;
      }
      const page = await listDueDigests(day, PAGE, next);
      for (const due of page.due) {
        try {
          counts[(await sendOne(due, day, new Date())) ? 'sent' : 'skipped'] += 1;
        } catch (error) {
          // Still due: the next run tries it again.
          counts.failed += 1;
          logger.error('digest failed', { alertId: due.id, day, error: (error as Error).message });
        }
      }
      next = page.next;
    } while (next);
  }
  if (counts.sent + counts.skipped + counts.failed > 0) logger.info('digests', counts);
  return counts;
}

/** The function Lambda runs: sendDigests, observed. */
export const handler = observedWorker(sendDigests);
