import { deliver, newRun, type Outcome } from '../mail/deliver.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { listDueMail } from '../storage/outbox.ts';

/** Mails one run takes: with a live server a second or two of sends; the rest wait for the next minute. */
const PER_RUN = 25;

/**
 * Runs every minute (EventBridge Scheduler; a timer in the local stack): sends the outbox mails whose
 * retry is due, and those whose sender died holding them. Each goes on to its next, longer delay or,
 * out of retries, is given up (mail/retry.ts).
 */
export async function retryMail(): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { sent: 0, retrying: 0, failed: 0, suppressed: 0, taken: 0 };
  const run = newRun();
  for (const id of await listDueMail(new Date(), PER_RUN)) {
    try {
      counts[await deliver(id, 'due', run)] += 1;
    } catch (error) {
      // The table failed for this one; it is still due, and the next run takes it.
      logger.error('mail retry failed', { mailId: id, error: (error as Error).message });
    }
  }
  if (counts.sent + counts.retrying + counts.failed + counts.suppressed > 0) logger.info('mail retries', counts);
  return counts;
}

/** The function Lambda runs: retryMail, observed (the schedule's event says nothing it needs). */
export const handler = observedWorker(() => retryMail());
