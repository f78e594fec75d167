import { createHash } from 'node:crypto';
import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { entitiesOf, MAX_QUEUE_MESSAGE_BYTES, takesChanges, WORKERS, type Worker } from '@modern-jobs/domain/workers';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { batchesOf, queueUrlOf, type Sized, sqs } from '../clients/sqs.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

/**
 * SQS's limit on a message, and on a whole SendMessageBatch request: 256 KiB (domain workers.ts),
 * which infra sets on the queues. A change is sent as its stream record's JSON, both images of the item. The largest job (every text field full, in
 * two-byte Urdu letters) makes a record of ~190 KB (test/unit/dispatch-changes.test.ts measures it);
 * mails and alerts are far smaller. A record above it is not dropped: it fails (below), and after
 * the stream's retries its position lands in the WorkerFailures queue, which raises an alarm.
 */
export const MAX_MESSAGE_BYTES = MAX_QUEUE_MESSAGE_BYTES;
type Image = Record<string, { S?: string }> | undefined;
const entityOf = (image: Image) => image?.entity?.S;

/** Whether a worker takes a change: one of its entities (before or after), and one of its events. */
export function takesChange(worker: Worker, record: DynamoDBRecord): boolean {
  if (worker.events && !worker.events.includes(record.eventName as 'INSERT')) return false;
  const entities: readonly string[] = entitiesOf(worker);
  const before = entityOf(record.dynamodb?.OldImage as Image);
  const after = entityOf(record.dynamodb?.NewImage as Image);
  return (after !== undefined && entities.includes(after)) || (before !== undefined && entities.includes(before));
}

/**
 * The item a change is of, as its message group: a worker's queue gives one item's changes in the
 * stream's order (what its share card shows, whether it is deleted), and different items' at once.
 */
function itemOf(record: DynamoDBRecord): string {
  const keys = (record.dynamodb?.Keys ?? {}) as Record<string, unknown>;
  const sorted = Object.keys(keys)
    .sort()
    .map((name) => [name, keys[name]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

interface Message extends Sized {
  /** the record's place in the batch */
  index: number;
  entry: SendMessageBatchRequestEntry;
}

/**
 * Sends a worker its changes, batch after batch in the stream's order; answers the place of the
 * first change it could not hand over (and sends nothing after it), or null.
 */
async function sendInOrder(worker: Worker, messages: Message[]): Promise<number | null> {
  if (messages.length === 0) return null;
  const QueueUrl = queueUrlOf(worker.handler);
  for (const chunk of batchesOf(messages)) {
    try {
      const { Failed = [] } = await sqs.send(
        new SendMessageBatchCommand({ QueueUrl, Entries: chunk.map((message) => message.entry) }),
      );
      if (Failed.length === 0) continue;
      const first = Math.min(...Failed.map((failure) => Number(failure.Id)));
      logger.error('changes not handed over', { worker: worker.handler, failed: Failed });
      return first;
    } catch (error) {
      logger.error('changes not handed over', { worker: worker.handler, error: (error as Error).message });
      return chunk[0]?.index ?? null;
    }
  }
  return null;
}

/**
 * The stream's one reader: hands each change to the queue of every worker that takes it, as the
 * record's JSON (which the worker is given back as a stream record, queue-consumer.ts). The workers'
 * queues are FIFO: a message group per item keeps each item's changes in order, and the record's
 * eventID as deduplication id means a change handed over twice within 5 minutes (this batch tried
 * again) is queued once. A change it could not hand over, to any worker, is reported: Lambda tries
 * again from it (so what came after may reach a worker twice; every worker is idempotent, as it
 * was for the stream's own retries), and past the retries the stream's failure destination keeps
 * its position.
 */
export async function dispatchChanges(
  event: DynamoDBStreamEvent,
  workers: readonly Worker[] = WORKERS.filter(takesChanges),
): Promise<DynamoDBBatchResponse> {
  const records = event.Records;
  const queued = new Map<Worker, Message[]>(workers.map((worker) => [worker, []]));
  // A change too large for a queue stops the batch there: nothing from it on is handed over.
  let stop = records.length;
  for (const [index, record] of records.entries()) {
    const takers = workers.filter((worker) => takesChange(worker, record));
    if (takers.length === 0) continue;
    const body = JSON.stringify(record);
    const bytes = Buffer.byteLength(body);
    if (bytes > MAX_MESSAGE_BYTES) {
      logger.error('change too large to queue', {
        eventID: record.eventID,
        keys: record.dynamodb?.Keys,
        bytes,
        limit: MAX_MESSAGE_BYTES,
        workers: takers.map((worker) => worker.handler),
      });
      stop = index;
      break;
    }
    const entry: SendMessageBatchRequestEntry = {
      Id: String(index),
      MessageBody: body,
      MessageGroupId: itemOf(record),
      MessageDeduplicationId: record.eventID ?? record.dynamodb?.SequenceNumber ?? String(index),
    };
    for (const worker of takers) queued.get(worker)?.push({ index, entry, bytes });
  }
  const failures = await Promise.all([...queued].map(([worker, messages]) => sendInOrder(worker, messages)));
  const firstFailed = Math.min(stop, ...failures.filter((failure): failure is number => failure !== null));
  logger.info('changes dispatched', {
    records: records.length,
    queued: Object.fromEntries([...queued].map(([worker, messages]) => [worker.handler, messages.length])),
    ...(firstFailed < records.length ? { failedFrom: records[firstFailed]?.dynamodb?.SequenceNumber } : {}),
  });
  if (firstFailed >= records.length) return { batchItemFailures: [] };
  return { batchItemFailures: [{ itemIdentifier: records[firstFailed]?.dynamodb?.SequenceNumber ?? '' }] };
}

/** The function Lambda runs: dispatchChanges to the declared workers, observed. */
export const handler = observedWorker((event: DynamoDBStreamEvent) => dispatchChanges(event));
