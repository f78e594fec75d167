import { SQSClient } from '@aws-sdk/client-sqs';
import { queueUrlVariable } from '@modern-jobs/domain/workers';
import { config } from '../config.ts';
import { traced } from '../observability/tracer.ts';

/**
 * Its own module: only the stream's dispatcher sends to queues (the workers are given theirs by
 * Lambda). Locally the SQS stand-in (ElasticMQ) is named by AWS_ENDPOINT_URL_SQS, which the SDK
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
