import { deliver, newRun, type Outcome, settleUnconfirmed } from '../mail/deliver.ts';
import { listDueMail } from '../mail/store/outbox.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

/** Mails one run takes: with a live server a second or two of sends; the rest wait for the next minute. */
const PER_RUN = 25;

/**
 * Runs every minute (EventBridge Scheduler; a timer in the local stack): sends the outbox mails that
 * are due: new ones the stream has not sent within a few minutes (its record lost), retries, and
 * those whose sender died holding them before sending. Each goes on to its next, longer delay or, out
 * of retries, is given up (mail/retry.ts). One handed to the mail server whose outcome was never
 * recorded is settled as unconfirmed, not sent again.
 */
export async function retryMail(): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { sent: 0, retrying: 0, failed: 0, suppressed: 0, unconfirmed: 0, taken: 0 };
  const run = newRun();
  for (const { id, status } of await listDueMail(new Date(), PER_RUN)) {
    try {
      const outcome =
        status === 'handed'
          ? await settleUnconfirmed(id)
          : status === 'queued' || status === 'sending' || status === 'retrying'
            ? await deliver(id, { due: status }, run)
            : 'taken';
      counts[outcome] += 1;
    } catch (error) {
      // The table failed for this one; it is still due, and the next run takes it.
      logger.error('mail retry failed', { mailId: id, error: (error as Error).message });
    }
  }
  if (counts.sent + counts.retrying + counts.failed + counts.suppressed + counts.unconfirmed > 0)
    logger.info('mail retries', counts);
  return counts;
}

/** The function Lambda runs: retryMail, observed (the schedule's event says nothing it needs). */
export const handler = observedWorker(() => retryMail());
