import type { MailJob } from '@modern-jobs/domain/email';
import { emailsOf } from '../accounts/store/users.ts';
import { mailJobOf } from '../mail/intents.ts';
import { PERCOLATE_PAGE, percolate } from '../search/opensearch/alert-percolator.ts';
import { alertMail } from './alert-mail.ts';
import { type AlertTask, queueAlertTasks } from './alert-tasks.ts';
import { type Delivery, queueForDigest, sendAlertOnce } from './store/alert-deliveries.ts';
import type { AlertEntry } from './store/alerts.ts';

/**
 * How a job's matches are cut up: a `match` task percolates a stretch of pages (5,000 alerts), and
 * queues them as `send` chunks of 100 and, if there are more, the next stretch. Tests pass smaller.
 */
export interface FanOutSizes {
  /** alerts per percolate page */
  page: number;
  /** pages per stretch */
  pages: number;
  /** alerts per send chunk */
  chunk: number;
}
export const FAN_OUT: FanOutSizes = { page: PERCOLATE_PAGE, pages: 5, chunk: 100 };

/** Sends at once within a chunk: each is a transaction of two items (the once-only key and the mail). */
const SENDS_AT_ONCE = 10;

/**
 * A stretch of the alerts a job matches, in id order after `after`, queued as chunks to send, and
 * the next stretch after them. Run again (a retry), it queues the same tasks, which the queue takes
 * once (alert-tasks.ts) and the once-only keys would send once anyway.
 */
export async function findMatches(
  task: Extract<AlertTask, { kind: 'match' }>,
  sizes: FanOutSizes = FAN_OUT,
): Promise<{ matched: number; more: boolean }> {
  const alerts: AlertEntry[] = [];
  let after = task.after;
  let more = false;
  for (let page = 0; page < sizes.pages; page++) {
    const found = await percolate(task.job, after, sizes.page);
    alerts.push(...found.alerts);
    if (!found.last) {
      more = false;
      break;
    }
    after = found.last;
    more = true;
  }
  const job = mailJobOf(task.job, task.job);
  const tasks: AlertTask[] = [];
  for (let start = 0; start < alerts.length; start += sizes.chunk)
    tasks.push({ kind: 'send', job, alerts: alerts.slice(start, start + sizes.chunk) });
  if (more && after) tasks.push({ kind: 'match', job: task.job, after });
  await queueAlertTasks(tasks);
  return { matched: alerts.length, more };
}

/**
 * Sends a job to a chunk of alerts, each once: an instant alert its mail with its once-only key, a
 * daily one into its next digest. An owner with no address (the sign-in gave none) is sent nothing
 * and owed nothing; nor is an alert the table holds paused or deleted by now (the search engine's
 * copy is seconds behind). Any failure fails the chunk, and its retry finds what was sent already sent.
 */
export async function sendChunk(job: MailJob, alerts: readonly AlertEntry[], now = new Date()) {
  const instant = alerts.filter((alert) => alert.frequency !== 'daily');
  const emails = await emailsOf([...new Set(instant.map((alert) => alert.userId))]);
  const deliver = async (alert: AlertEntry): Promise<Delivery | 'no-address'> => {
    if (alert.frequency === 'daily') return queueForDigest(alert, job, now);
    const to = emails.get(alert.userId);
    if (!to) return 'no-address';
    return sendAlertOnce(alert, job.id, alertMail('job-alert', alert, [job], { to, locale: alert.locale }), now);
  };
  const results: Array<Delivery | 'no-address'> = [];
  for (let start = 0; start < alerts.length; start += SENDS_AT_ONCE)
    results.push(...(await Promise.all(alerts.slice(start, start + SENDS_AT_ONCE).map(deliver))));
  const count = (what: Delivery | 'no-address') => results.filter((result) => result === what).length;
  return {
    sent: count('sent'),
    sentBefore: count('sent-before'),
    noAddress: count('no-address'),
    alertOff: count('alert-off'),
  };
}
