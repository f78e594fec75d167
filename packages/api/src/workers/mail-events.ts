import type { SNSEvent } from 'aws-lambda';
import { type SesMailEvent, suppressionsOf } from '../mail/ses-events.ts';
import { suppress } from '../mail/store/suppressions.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

/** The domain of an address, for the logs: enough to see a provider refusing mail, without the person. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * SES's bounce and complaint events, through the configuration set's SNS topic (infra, constructs/
 * mail.ts): every address that bounced for good or complained is suppressed (a SUPPRESS# item), so
 * the mail workers send it nothing again (mail/deliver.ts). A message that is not an SES event is
 * logged and dropped: trying it again would not help. A failed write throws, so Lambda tries the
 * event again (twice) and then leaves it in the WorkerFailures queue; writing a suppression twice is
 * harmless.
 */
export async function recordMailEvents(event: SNSEvent): Promise<{ suppressed: number }> {
  let suppressed = 0;
  for (const record of event.Records) {
    let message: SesMailEvent;
    try {
      message = JSON.parse(record.Sns.Message) as SesMailEvent;
    } catch {
      logger.error('mail event unreadable', { messageId: record.Sns.MessageId });
      continue;
    }
    if (typeof message !== 'object' || message === null) continue;
    for (const { address, reason } of suppressionsOf(message)) {
      await suppress(address, reason);
      suppressed += 1;
      logger.info('mail address suppressed', {
        reason,
        domain: domainOf(address),
        ...(message.bounce?.bounceSubType ? { bounceSubType: message.bounce.bounceSubType } : {}),
      });
    }
  }
  return { suppressed };
}

/** The function Lambda runs: recordMailEvents, observed. */
export const handler = observedWorker(recordMailEvents);
