import { randomUUID } from 'node:crypto';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { CONSUMER_BATCH_SIZE, takesChanges, visibilityTimeoutSeconds, type Worker } from '@modern-jobs/domain/workers';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { StreamHandler } from '../workers/queue-consumer.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local.ts';
import { enforceQueueGrants, LOCAL_VISIBILITY_SECONDS, runAsSender } from './elasticmq-local.ts';

/** How long one ReceiveMessage waits for a message (a long poll): also how soon drained() answers. */
const WAIT_SECONDS = 1;
/**
 * Batches handled at once. Lambda gives a FIFO queue's batches to as many invocations as there are
 * message groups with work (each change's item is its group: dispatch-changes), up to the worker's
 * maxConcurrency; one at a time here put each change behind the batch before it, which for the
 * indexer is a wait for the engine's refresh (refresh=wait_for, up to a second) per batch.
 */
const MAX_LOCAL_POLLERS = 3;

/** A task worker's handler: the queue's messages, as Lambda's SQS event source gives them. */
export type TaskHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface QueueFollower {
  /**
   * Resolves once every message queued so far has been given to the worker: none is waiting, none
   * is being handled. A message the worker failed comes back after its visibility timeout, as in
   * AWS, and is not waited for (followTableStream's drained() likewise does not wait out retries).
   */
  drained(): Promise<void>;
  /** messages handled so far (succeeded or failed), to tell whether a round of work moved anything */
  readonly handled: number;
  stop(): Promise<void>;
}

/** A received message as Lambda's SQS event source gives it to the function. */
function sqsRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(attributes.MessageGroupId ? { MessageGroupId: attributes.MessageGroupId } : {}),
      ...(attributes.MessageDeduplicationId ? { MessageDeduplicationId: attributes.MessageDeduplicationId } : {}),
      ...(attributes.SequenceNumber ? { SequenceNumber: attributes.SequenceNumber } : {}),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: LOCAL_REGION,
  };
}

/**
 * What Lambda's SQS event source mapping does in AWS, for the local stack: long-polls the worker's
 * queue (in ElasticMQ), gives it each batch through the same adapter as its deployed entry
 * (queue-consumer.ts) as its role (runInvocation: its declared data access, enforced), deletes what
 * it handled, and leaves what it reported failed to come back after the visibility timeout (and,
 * after the queue's receives, to its dead-letter queue). Several batches at once, as Lambda takes
 * them (up to MAX_LOCAL_POLLERS).
 */
export async function followQueue(options: {
  endpoint: string;
  queueUrl: string;
  worker: Worker;
  /**
   * the worker's handler, its module's (src/workers/<handler>.ts) unless given (tests): a change
   * worker's takes stream records, a task worker's the queue's messages
   */
  handler?: StreamHandler | TaskHandler;
}): Promise<QueueFollower> {
  const { endpoint, queueUrl, worker } = options;
  const client = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const handler =
    options.handler ??
    ((await import(`../workers/${worker.handler}.ts`)) as { handler: StreamHandler | TaskHandler }).handler;
  // Loaded here, not with this module: the API's modules read its configuration, which the local stack sets first.
  const { queueConsumer } = await import('../workers/queue-consumer.ts');
  // As deployed (api build/bundle-handlers.ts): a change worker on the queue adapter, a task worker as it is.
  const consume = takesChanges(worker) ? queueConsumer(handler as StreamHandler) : (handler as TaskHandler);
  const { runInvocation } = await import('./invocation.ts');
  await enforceQueueGrants();
  const pollers = Math.min(worker.maxConcurrency ?? MAX_LOCAL_POLLERS, MAX_LOCAL_POLLERS);
  const queueArn = `arn:aws:sqs:${LOCAL_REGION}:000000000000:${queueUrl.split('/').pop()}`;

  let stopped = false;
  let handled = 0;
  // For drained(): a clock of this follower's events, when each poller's last empty poll began, the
  // batches being handled, when the last one ended, and who waits (from the instant they asked).
  let clock = 0;
  const quietSince = new Array<number>(pollers).fill(-1);
  let busy = 0;
  let lastWork = -1;
  const waiting: Array<{ after: number; resolve: () => void }> = [];

  /**
   * Drained: nothing being handled, and every poller has found the queue empty in a poll begun after
   * the question and after the last batch ended (a message of a group whose batch was in flight is
   * given only once that batch is done).
   */
  function answerWaiters() {
    if (busy > 0) return;
    const settled = Math.min(...quietSince);
    for (const waiter of waiting.filter((w) => settled > Math.max(w.after, lastWork))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  async function handle(messages: Message[]) {
    const event: SQSEvent = { Records: messages.map((message) => sqsRecord(message, queueArn)) };
    const { batchItemFailures } = await runInvocation(worker, randomUUID(), (context) =>
      runAsSender(worker, () => consume(event, context)),
    ).catch((error: Error) => {
      process.stderr.write(`local queue: ${worker.handler} failed: ${error.message}\n`);
      return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
    });
    const failed = new Set(batchItemFailures.map((failure) => failure.itemIdentifier));
    const done = messages.filter((message) => !failed.has(message.MessageId ?? ''));
    if (done.length > 0)
      await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: done.map((message, i) => ({ Id: String(i), ReceiptHandle: message.ReceiptHandle })),
        }),
      );
    // Held for the worker's whole visibility timeout while handled; a failure comes back in seconds.
    const retried = messages.filter((message) => failed.has(message.MessageId ?? ''));
    if (retried.length > 0)
      await client.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: queueUrl,
          Entries: retried.map((message, i) => ({
            Id: String(i),
            ReceiptHandle: message.ReceiptHandle,
            VisibilityTimeout: LOCAL_VISIBILITY_SECONDS,
          })),
        }),
      );
    if (failed.size > 0)
      process.stderr.write(
        `local queue: ${worker.handler} failed ${failed.size} message(s); they come back in ${LOCAL_VISIBILITY_SECONDS} s\n`,
      );
    handled += messages.length;
  }

  /** One long poll, and the batch it brought; true if it brought any. */
  async function pass(poller: number): Promise<boolean> {
    const began = ++clock;
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: worker.batchSize ?? CONSUMER_BATCH_SIZE,
        WaitTimeSeconds: WAIT_SECONDS,
        // As infra sets it: no other poller is given a batch while this one handles it, however
        // long a busy machine makes that (the queue's own 2 s would hand it out again after 2 s).
        VisibilityTimeout: visibilityTimeoutSeconds(worker),
        MessageSystemAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) {
      quietSince[poller] = began;
      return false;
    }
    busy += 1;
    try {
      await handle(Messages);
    } finally {
      busy -= 1;
      lastWork = ++clock;
    }
    return true;
  }

  const poll = async (poller: number) => {
    while (!stopped) {
      await pass(poller).catch((error: Error) => {
        if (!stopped) process.stderr.write(`local queue: ${worker.handler}: ${error.message}\n`);
        return false;
      });
      answerWaiters();
    }
  };
  const loop = Promise.all(Array.from({ length: pollers }, (_, poller) => poll(poller))).then(() => {
    for (const waiter of waiting) waiter.resolve();
  });

  return {
    // The poll under way when asked may have begun before the message was sent; a quiet one after it has not.
    drained: () => new Promise((resolve) => waiting.push({ after: clock, resolve })),
    get handled() {
      return handled;
    },
    // Waits for the polls under way (a second at most): one cut short could still take a message,
    // which would come back only after its visibility timeout, one receive the fewer.
    stop: async () => {
      stopped = true;
      await loop;
      client.destroy();
    },
  };
}
