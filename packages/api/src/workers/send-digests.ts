import type { Context } from 'aws-lambda';
import { queueAlertTasks } from '../alerts/alert-tasks.ts';
import { digestRunOf, dueDigestDays, listDueDigests, saveDigestRun } from '../alerts/store/alert-deliveries.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

/** Due digests listed and queued at a time. */
const PAGE = 100;
/** Stop taking new pages with less than this left: the next run goes on where this one stopped. */
const MARGIN_MS = 15_000;

/**
 * Runs every five minutes (EventBridge Scheduler; a timer locally): queues each due digest, of
 * every day due (from 9:00 Pakistan time, a week back), as a task for the alerts' senders, which
 * send each once (its once-only key). It keeps how far it got in each day's listing, page by page:
 * no run has to get through a whole day, and the next goes on from there. A day listed to its end
 * is not listed again; what then fails to send is retried by the queue, and kept in its dead-letter
 * queue (alarmed) past that, not dropped.
 */
export async function sendDigests(_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) {
  const counts = { queued: 0, days: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const day of dueDigestDays(new Date())) {
    let run = await digestRunOf(day);
    if (run.finished) continue;
    counts.days += 1;
    while (!run.finished) {
      if (timeLeft() < MARGIN_MS) {
        logger.info('digests queued; the next run goes on', { ...counts, stoppedAt: day });
        return counts;
      }
      const page = await listDueDigests(day, PAGE, run.next);
      await queueAlertTasks(page.due.map((due) => ({ kind: 'digest', due, day })));
      counts.queued += page.due.length;
      run = page.next ? { next: page.next, finished: false } : { finished: true };
      await saveDigestRun(day, run);
    }
  }
  if (counts.queued > 0) logger.info('digests queued', counts);
  return counts;
}

/** The function Lambda runs: sendDigests, observed. */
export const handler = observedWorker(sendDigests);
