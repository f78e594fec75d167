import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { SEND_MAIL_WORKER } from '@modern-jobs/domain/workers';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { deliver, newRun } from '../mail/deliver.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

/** The outbox mail a record brings: new mail only (infra filters to it; the local stack gives everything). */
function newMailId(record: DynamoDBRecord): string | null {
  if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return null;
  const item = unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>);
  return item.entity === SEND_MAIL_WORKER.entity && typeof item.id === 'string' ? item.id : null;
}

/**
 * Follows the table's stream and sends each mail written to the outbox. A mail that cannot be sent
 * is not a failure of the batch: it waits on the due list for retry-mail, and the stream moves on.
 * Only a failure of the table itself reports the record, so Lambda retries from it; a mail already
 * taken by an earlier delivery of the same record is not sent again (deliver claims it first). A
 * record that never arrives (a batch that ended in the dead-letter queue) loses nothing: every mail
 * is on the due list from its write, and retry-mail sends what the stream did not.
 */
export async function sendMail(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const run = newRun();
  for (const record of event.Records) {
    const id = newMailId(record);
    if (!id) continue;
    try {
      await deliver(id, { stream: true }, run);
    } catch (error) {
      logger.error('mail worker failed', { mailId: id, error: (error as Error).message });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}

/** The function Lambda runs: sendMail, observed. */
export const handler = observedWorker(sendMail);
