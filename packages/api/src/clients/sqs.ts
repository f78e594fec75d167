import { SQSClient } from '@aws-sdk/client-sqs';
import { MAX_QUEUE_MESSAGE_BYTES, queueUrlVariable } from '@modern-jobs/domain/workers';
import { config } from '../config.ts';
import { traced } from '../observability/tracer.ts';

/**
 * Its own module: only the functions that declare queues (data.sendsTo) send to them (the workers
 * are given their own messages by Lambda). Locally the SQS stand-in (ElasticMQ) is named by AWS_ENDPOINT_URL_SQS, which the SDK
 * itself reads; in AWS it is unset.
 */
export const sqs = traced(new SQSClient({ region: config.AWS_REGION }));

/**
 * The URL of a worker's queue, which infra (and the local stack) names only to the functions that
 * may send to it (their data.sendsTo). Read when sent to, not at start: a function that never sends
 * needs none. (config.ts reads the rest of the environment; these variables are one per worker.)
 */
export function queueUrlOf(worker: string): string {
  const variable = queueUrlVariable(worker);
  const url = process.env[variable];
  if (!url) throw new Error(`${variable} is not set: is ${worker} in this function's data.sendsTo?`);
  return url;
}

/** SendMessageBatch's limit on entries. */
const MAX_BATCH_ENTRIES = 10;

/** A message as sent, with its body's size in bytes. */
export interface Sized {
  bytes: number;
}

/** SendMessageBatch requests: at most 10 messages and 256 KiB in all each, in the given order. */
export function* batchesOf<T extends Sized>(messages: readonly T[]): Generator<T[]> {
  let batch: T[] = [];
  let bytes = 0;
  for (const message of messages) {
    if (batch.length === MAX_BATCH_ENTRIES || bytes + message.bytes > MAX_QUEUE_MESSAGE_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(message);
    bytes += message.bytes;
  }
  if (batch.length > 0) yield batch;
}
