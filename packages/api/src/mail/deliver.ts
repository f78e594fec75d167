import { setTimeout as sleep } from 'node:timers/promises';
import { queuedMailSchema } from '@modern-jobs/domain/email';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { logger } from '../observability/logger.ts';
import { count } from '../observability/metrics.ts';
import { composeMail } from './compose.ts';
import { mailConfig } from './mail-config.ts';
import { nextRetryAt, QUICK_BACKOFF_MS, QUICK_TRIES, RECORD_BACKOFF_MS, RECORD_TRIES } from './retry.ts';
import { mailSender } from './sender.ts';
import {
  claimMail,
  type DueStatus,
  handOverMail,
  MAX_LAPSES,
  type MailOutcome,
  recordMailOutcome,
  type StoredMail,
  settleUnconfirmedMail,
} from './store/outbox.ts';
import { isSuppressed } from './store/suppressions.ts';
import { renderMail } from './templates/index.ts';

export type Outcome = 'sent' | 'retrying' | 'failed' | 'suppressed' | 'unconfirmed' | 'taken';

/**
 * What one invocation knows across its mails: once a send has failed every quick try, the server is
 * taken to be down and the invocation's other mails go straight to the due list, so a dead server
 * costs one mail's tries, not a batch's worth of timeouts.
 */
export interface Run {
  serverDown: boolean;
}

export const newRun = (): Run => ({ serverDown: false });

/**
 * Sends one outbox mail if it is still to be sent (new from the stream, or found due by retry-mail):
 * claims it, skips a suppressed address, renders and composes it, marks it handed over, sends it with
 * quick retries, and records the outcome. A failed send is never thrown: it is put on the due list (or
 * given up on), so the caller moves on. The table's errors are thrown up to the hand-over, when the
 * claim's lease still covers the mail; after it nothing is thrown, and nothing is sent again.
 *
 * Sent once: a mail the server accepted is recorded as sent, with retries of its own, and never sent
 * again whatever that recording meets. If it cannot be recorded the mail stays `handed`, which means
 * "the server may have it": retry-mail settles it as unconfirmed, with an error line, and does not send
 * it. For e-mail a rare lost mail is better than a person's inbox filling with copies.
 */
export async function deliver(
  id: string,
  from: { stream: true } | { due: DueStatus },
  run: Run,
  now = () => new Date(),
): Promise<Outcome> {
  const claimed = await claimMail(id, from, now());
  if (!claimed) return 'taken';
  if ((claimed.lapses ?? 0) >= MAX_LAPSES) {
    // Its senders died holding it, every time before sending it: something in it kills them.
    const lastError = `its sender stopped ${claimed.lapses} times before sending it`;
    if (!(await recordMailOutcome(claimed, { status: 'failed', attempts: claimed.attempts, lastError }, now())))
      return 'taken';
    logger.error('mail failed', { mailId: id, kind: claimed.kind, attempts: claimed.attempts, error: lastError });
    return 'failed';
  }
  const parsed = queuedMailSchema.safeParse(claimed);
  if (!parsed.success) {
    // Written by our own code, so only a bug gets here; trying again would not help.
    const outcome = { status: 'failed', attempts: claimed.attempts, lastError: 'not a mail' } as const;
    if (!(await recordMailOutcome(claimed, outcome, now()))) return 'taken';
    logger.error('mail failed', { mailId: id, error: parsed.error.message });
    return 'failed';
  }
  if (await isSuppressed(parsed.data.to)) {
    if (!(await recordMailOutcome(claimed, { status: 'suppressed' }, now()))) return 'taken';
    logger.info('mail suppressed', { mailId: id, kind: claimed.kind });
    return 'suppressed';
  }
  if (run.serverDown) return notSent(claimed, 'not tried: the mail server failed earlier in this run', now(), false);
  const { from: sender, replyTo, messageIdDomain, siteOrigin } = mailConfig;
  const content = renderMail(parsed.data, siteOrigin);
  const composed = await composeMail(content, {
    from: sender,
    to: parsed.data.to,
    replyTo,
    messageId: `<${id}@${messageIdDomain}>`,
    // Its kind's own: an alert's one-click unsubscribe (RFC 8058).
    ...(content.headers ? { headers: content.headers } : {}),
  });
  const transport = await mailSender();
  // The last moment it may be dropped: from here the server may have it, whatever happens next. A
  // table that fails here throws: the claim's lease brings the mail back, unsent.
  if (!(await persistently(() => handOverMail(claimed, now())))) return 'taken';
  let lastError = '';
  for (let attempt = 0; attempt < QUICK_TRIES; attempt++) {
    if (attempt > 0) await sleep(QUICK_BACKOFF_MS * 4 ** (attempt - 1));
    let serverId: string | undefined;
    try {
      ({ serverId } = await transport.send(composed.raw, composed.envelope));
    } catch (error) {
      lastError = (error as Error).message || String(error);
      continue;
    }
    // Accepted: whatever recording it meets, it is not sent again.
    count(PRODUCT_METRICS.emailsSent);
    const recorded = await recordHandedOver(claimed, { status: 'sent', ...(serverId ? { serverId } : {}) }, now);
    if (recorded instanceof Error)
      logger.error('mail sent, not recorded', {
        mailId: id,
        kind: claimed.kind,
        serverId,
        error: recorded.message,
        // What retry-mail will do with it: settle it as unconfirmed, never send it again.
        next: 'unconfirmed',
      });
    else logger.info('mail sent', { mailId: id, kind: claimed.kind, attempts: claimed.attempts + 1 });
    return 'sent';
  }
  run.serverDown = true;
  return notSent(claimed, lastError, now(), true);
}

/** A write of the mail's own state, tried again when the table fails (a throttle). */
async function persistently<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt + 1 >= RECORD_TRIES) throw error;
      await sleep(RECORD_BACKOFF_MS * 2 ** attempt);
    }
  }
}

/**
 * Records the outcome of a mail handed to the server, persistently: an outcome not recorded leaves
 * the mail handed, never to be sent again. The error when every try failed; a claim another has
 * since settled (or a try whose answer was lost, then found done) counts as recorded.
 */
async function recordHandedOver(mail: StoredMail, outcome: MailOutcome, now: () => Date): Promise<true | Error> {
  try {
    await persistently(() => recordMailOutcome(mail, outcome, now()));
    return true;
  } catch (error) {
    return error as Error;
  }
}

/**
 * A mail not sent: tried and refused (handed over), or not tried (the server failed earlier in the
 * run). Due again later, or, out of retries, given up with an error line (alarmed).
 */
async function notSent(mail: StoredMail, error: string, now: Date, tried: boolean): Promise<Outcome> {
  const attempts = mail.attempts + (tried ? 1 : 0);
  // A mail not tried has not used a retry: it waits the shortest delay.
  const retryAt = nextRetryAt(tried ? attempts : 1, now);
  const outcome: MailOutcome = retryAt
    ? { status: 'retrying', at: retryAt, attempts, lastError: error }
    : { status: 'failed', attempts, lastError: error };
  if (tried) {
    const recorded = await recordHandedOver(mail, outcome, () => now);
    if (recorded instanceof Error) {
      // Refused by the server, but left handed over: retry-mail cannot tell it from a sent one.
      logger.error('mail failed', {
        mailId: mail.id,
        kind: mail.kind,
        attempts,
        error,
        unrecorded: recorded.message,
      });
      return 'failed';
    }
  } else if (!(await recordMailOutcome(mail, outcome, now))) return 'taken';
  if (retryAt) {
    logger.warn('mail send failed, will retry', { mailId: mail.id, kind: mail.kind, attempts, retryAt, error });
    return 'retrying';
  }
  logger.error('mail failed', { mailId: mail.id, kind: mail.kind, attempts, error });
  return 'failed';
}

/**
 * A mail handed to the server whose outcome was never recorded, its lease past (its sender died, or
 * the table refused the record): it may have been sent, so it is not sent again. An error line says
 * so, for someone to look at.
 */
export async function settleUnconfirmed(id: string, now = new Date()): Promise<Outcome> {
  const settled = await settleUnconfirmedMail(id, now);
  if (!settled) return 'taken';
  logger.error('mail not confirmed', {
    mailId: id,
    kind: settled.kind,
    attempts: settled.attempts,
    error: 'handed to the mail server, its outcome never recorded: not sent again',
  });
  return 'unconfirmed';
}
