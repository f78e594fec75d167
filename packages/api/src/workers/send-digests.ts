import type { ScheduledRun } from '@modern-jobs/domain/workers';
import type { Context } from 'aws-lambda';
import { queueAlertTasks } from '../alerts/alert-tasks.ts';
import { digestRunOf, dueDigestDays, listDueDigests, saveDigestRun } from '../alerts/store/alert-deliveries.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

/** The time the schedule ran this for; now when it says none (or nothing that is a time). */
function scheduledTimeOf(event: ScheduledRun | undefined): Date {
  const at = event?.scheduledTime ? new Date(event.scheduledTime) : new Date();
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** Due digests listed and queued at a time. */
const PAGE = 100;
/** Stop taking new pages with less than this left: the next run goes on where this one stopped. */
const MARGIN_MS = 15_000;

/**
 * Runs every five minutes (EventBridge Scheduler; a timer locally): queues each due digest, of
 * every day due at the run's scheduled time (from 9:00 Pakistan time, a week back), as a task for
 * the alerts' senders, which send each once (its once-only key) and then take it off the day's
 * list. It keeps its place in a day's list between runs, page by page, so no run has to get through
 * a whole day; at the list's end it starts again from the top, where only what is still due is
 * left (usually nothing; a digest that keeps failing is tried again each time, and sits in the
 * queue's dead-letter queue, alarmed, between tries): none is dropped.
 */
export async function sendDigests(event?: ScheduledRun, context?: Pick<Context, 'getRemainingTimeInMillis'>) {
  const counts = { queued: 0 };
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  for (const day of dueDigestDays(scheduledTimeOf(event))) {
    let place = await digestRunOf(day);
    do {
      if (timeLeft() < MARGIN_MS) {
        logger.info('digests queued; the next run goes on', { ...counts, stoppedAt: day });
        return counts;
      }
      const page = await listDueDigests(day, PAGE, place.next);
      await queueAlertTasks(page.due.map((due) => ({ kind: 'digest', due, day })));
      counts.queued += page.due.length;
      const moved = page.next !== undefined || place.next !== undefined;
      place = page.next ? { next: page.next } : {};
      // Kept only when it moved: a day read whole in one page (most of them, once sent) writes nothing.
      if (moved) await saveDigestRun(day, place);
    } while (place.next);
  }
  if (counts.queued > 0) logger.info('digests queued', counts);
  return counts;
}

/** The function Lambda runs: sendDigests, observed. */
export const handler = observedWorker(sendDigests);
