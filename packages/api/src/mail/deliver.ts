import { setTimeout as sleep } from 'node:timers/promises';
import { queuedMailSchema } from '@modern-jobs/domain/email';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { logger } from '../observability/logger.ts';
import { count } from '../observability/metrics.ts';
import { claimMail, finishMail, retryMailAt, type StoredMail } from '../storage/outbox.ts';
import { isSuppressed } from '../storage/suppressions.ts';
import { composeMail } from './compose.ts';
import { mailConfig } from './mail-config.ts';
import { nextRetryAt, QUICK_BACKOFF_MS, QUICK_TRIES } from './retry.ts';
import { mailSender } from './sender.ts';
import { renderMail } from './templates/index.ts';

export type Outcome = 'sent' | 'retrying' | 'failed' | 'suppressed' | 'taken';

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
 * Sends one outbox mail if it is still to be sent (`queued` from the stream, `due` from retry-mail):
 * claims it, skips a suppressed address, renders and composes it, sends it with quick retries, and
 * records the outcome. A failed send is never thrown: it is put on the due list (or given up on), so
 * the caller moves on. Only the table's own errors are thrown.
 */
export async function deliver(id: string, from: 'queued' | 'due', run: Run, now = () => new Date()): Promise<Outcome> {
  const claimed = await claimMail(id, from, now());
  if (!claimed) return 'taken';
  const parsed = queuedMailSchema.safeParse(claimed);
  if (!parsed.success) {
    // Written by our own code, so only a bug gets here; trying again would not help.
    await finishMail(id, { status: 'failed', attempts: claimed.attempts, lastError: 'not a mail' }, now());
    logger.error('mail failed', { mailId: id, error: parsed.error.message });
    return 'failed';
  }
  if (await isSuppressed(parsed.data.to)) {
    await finishMail(id, { status: 'suppressed' }, now());
    logger.info('mail suppressed', { mailId: id, kind: claimed.kind });
    return 'suppressed';
  }
  if (run.serverDown) return failed(claimed, 'not tried: the mail server failed earlier in this run', now(), false);
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
  let lastError = '';
  for (let attempt = 0; attempt < QUICK_TRIES; attempt++) {
    if (attempt > 0) await sleep(QUICK_BACKOFF_MS * 4 ** (attempt - 1));
    try {
      const { serverId } = await transport.send(composed.raw, composed.envelope);
      await finishMail(id, { status: 'sent', ...(serverId ? { serverId } : {}) }, now());
      count(PRODUCT_METRICS.emailsSent);
      logger.info('mail sent', { mailId: id, kind: claimed.kind, attempts: claimed.attempts + 1 });
      return 'sent';
    } catch (error) {
      lastError = (error as Error).message || String(error);
    }
  }
  run.serverDown = true;
  return failed(claimed, lastError, now(), true);
}

/** A try that did not send: due again later, or, out of retries, given up with an error line (alarmed). */
async function failed(mail: StoredMail, error: string, now: Date, tried: boolean): Promise<Outcome> {
  const attempts = mail.attempts + (tried ? 1 : 0);
  // A mail not tried has not used a retry: it waits the shortest delay.
  const retryAt = nextRetryAt(tried ? attempts : 1, now);
  if (retryAt) {
    await retryMailAt(mail.id, retryAt, attempts, error);
    logger.warn('mail send failed, will retry', { mailId: mail.id, kind: mail.kind, attempts, retryAt, error });
    return 'retrying';
  }
  await finishMail(mail.id, { status: 'failed', attempts, lastError: error }, now);
  logger.error('mail failed', { mailId: mail.id, kind: mail.kind, attempts, error });
  return 'failed';
}
