import type {
  Context,
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  SQSBatchResponse,
  SQSEvent,
} from 'aws-lambda';
import { logger } from '../observability/logger.ts';

/** A worker's handler as it was written for the table's stream. */
export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | undefined>;

function recordOf(body: string): DynamoDBRecord | null {
  try {
    const record = JSON.parse(body) as DynamoDBRecord;
    return typeof record?.dynamodb === 'object' && record.dynamodb !== null ? record : null;
  } catch {
    return null;
  }
}

/**
 * A worker on its queue: the changes the dispatcher queued (dispatch-changes.ts) are given to the
 * worker's own stream handler, unchanged, as the stream records they are, in the queue's order.
 * What it reports failed is its stream's meaning, a sequence number: that record and every one after
 * it. They are answered as those messages' ids, so the queue gives them again (after its visibility
 * timeout; in order, the queue being FIFO) and deletes only what came before. A message that is not
 * a stream record fails likewise, and with MAX_RECEIVES ends in the dead-letter queue. An error the
 * handler throws fails the invocation, and so the whole batch, as it did on the stream.
 */
export function queueConsumer(handler: StreamHandler) {
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    const messages = event.Records;
    const records: DynamoDBRecord[] = [];
    for (const message of messages) {
      const record = recordOf(message.body);
      if (!record) {
        logger.error('a queued message is not a stream record', { messageId: message.messageId });
        break;
      }
      records.push(record);
    }
    const response = records.length > 0 ? await handler({ Records: records }, context) : undefined;
    const reported = (response?.batchItemFailures ?? []).map(({ itemIdentifier }) =>
      records.findIndex((record) => record.dynamodb?.SequenceNumber === itemIdentifier),
    );
    // A failure the worker names by a sequence number not in the batch fails the whole batch.
    const firstFailed = Math.min(records.length, ...reported.map((index) => (index === -1 ? 0 : index)));
    return {
      batchItemFailures: messages.slice(firstFailed).map((message) => ({ itemIdentifier: message.messageId })),
    };
  };
}
