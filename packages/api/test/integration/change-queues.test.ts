import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { marshall } from '@aws-sdk/util-dynamodb';
import {
  DISPATCH_CHANGES,
  MAX_RECEIVES,
  SEND_MAIL_WORKER,
  SHARE_CARD_WORKER,
  WORKERS,
  type Worker,
} from '@modern-jobs/domain/workers';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/local/dynamodb-local.ts';
import {
  type ElasticMqLocal,
  LOCAL_VISIBILITY_SECONDS,
  runAsSender,
  startElasticMq,
} from '../../src/local/elasticmq-local.ts';
import { followQueue, type QueueFollower } from '../../src/local/queue-follower.ts';
import { followTableStream, type StreamFollower } from '../../src/local/table-stream.ts';

/**
 * The path every change takes to the workers, on the real stand-ins: DynamoDB Local's stream, the
 * dispatcher, ElasticMQ's FIFO queues and the followers that run the workers (recording ones here:
 * the workers themselves are tested on their own, and end to end by the browser tests).
 */
const RUN = Date.now();
const TABLE = `mj-change-queues-${RUN}`;
const endpoint = () => process.env.DYNAMODB_ENDPOINT ?? '';
let mq: ElasticMqLocal;
let dynamo: DynamoDBClient;
let dispatcher: StreamFollower;
const followers: QueueFollower[] = [];

beforeAll(async () => {
  mq = await startElasticMq({ workers: WORKERS, ...(process.env.MJ_JAVA ? { java: process.env.MJ_JAVA } : {}) });
  // As the local stack names them to the dispatcher: the stand-in's address and each worker's queue.
  Object.assign(process.env, mq.environment);
  await ensureTable(endpoint(), TABLE, { stream: true });
  dynamo = new DynamoDBClient({ endpoint: endpoint(), region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  dispatcher = await followTableStream(endpoint(), TABLE, DISPATCH_CHANGES);
}, 120_000);

afterAll(async () => {
  for (const follower of followers) await follower.stop();
  await dispatcher?.stop();
  dynamo?.destroy();
  await mq?.stop();
});

const put = (item: Record<string, unknown>) =>
  dynamo.send(new PutItemCommand({ TableName: TABLE, Item: marshall(item, { removeUndefinedValues: true }) }));
const job = (id: string, title: string) => ({ PK: `JOB#${id}`, SK: 'JOB', entity: 'job', id, title });
const mail = (id: string, state: string) => ({ PK: `MAIL#${id}`, SK: 'MAIL', entity: 'mail', id, state });

type Seen = { event: string; id: string; title?: string; state?: string };
const seenOf = (record: DynamoDBRecord): Seen => {
  const image = (record.dynamodb?.NewImage ?? record.dynamodb?.OldImage) as Record<string, { S?: string }>;
  return {
    event: record.eventName ?? '',
    id: image.id?.S ?? '',
    ...(image.title ? { title: image.title.S } : {}),
    ...(image.state ? { state: image.state.S } : {}),
  };
};

/** A worker on its real queue whose handler records what it is given (and may fail some). */
async function recording(
  worker: Worker,
  fail: (record: DynamoDBRecord, call: number) => boolean = () => false,
): Promise<{ batches: Seen[][]; follower: QueueFollower }> {
  const batches: Seen[][] = [];
  const handler = async (event: DynamoDBStreamEvent) => {
    batches.push(event.Records.map(seenOf));
    const failed = event.Records.find((record) => fail(record, batches.length));
    return { batchItemFailures: failed ? [{ itemIdentifier: failed.dynamodb?.SequenceNumber ?? '' }] : [] };
  };
  const queueUrl = mq.queueUrls.get(worker.handler) ?? '';
  const follower = await followQueue({ endpoint: mq.endpoint, queueUrl, worker, handler });
  followers.push(follower);
  return { batches, follower };
}

const queueDepth = async (url: string | undefined) => {
  const sqs = new SQSClient({ endpoint: mq.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }),
  );
  sqs.destroy();
  return Number(Attributes.ApproximateNumberOfMessages);
};

describe('the table’s changes, through the dispatcher, to each worker’s queue', () => {
  it("gives each worker the changes it takes, each item's in the stream's order, and nothing else", async () => {
    const cards = await recording(SHARE_CARD_WORKER);
    const mails = await recording(SEND_MAIL_WORKER);
    await put(job(`a-${RUN}`, 'Welder'));
    await put(mail(`m-${RUN}`, 'queued'));
    await put(job(`a-${RUN}`, 'Senior Welder'));
    await put(mail(`m-${RUN}`, 'sent'));
    await put({ PK: `SESSION#${RUN}`, SK: 'SESSION', entity: 'session' });
    await put(job(`a-${RUN}`, 'Lead Welder'));

    await dispatcher.drained();
    await Promise.all([cards.follower.drained(), mails.follower.drained()]);

    expect(cards.batches.flat()).toEqual([
      { event: 'INSERT', id: `a-${RUN}`, title: 'Welder' },
      { event: 'MODIFY', id: `a-${RUN}`, title: 'Senior Welder' },
      { event: 'MODIFY', id: `a-${RUN}`, title: 'Lead Welder' },
    ]);
    // New mail only: the worker's own update of it (sent) is not work.
    expect(mails.batches.flat()).toEqual([{ event: 'INSERT', id: `m-${RUN}`, state: 'queued' }]);
    await Promise.all([cards.follower.stop(), mails.follower.stop()]);
  });

  it('gives a failed change again, with every later one of the batch and only those, in order', async () => {
    // Queued while no follower takes them, so they come in one batch.
    for (const title of ['One', 'Two', 'Three']) await put(job(`b-${RUN}`, title));
    await dispatcher.drained();
    const cards = await recording(SHARE_CARD_WORKER, (record, call) => call === 1 && seenOf(record).title === 'Two');

    await expect.poll(() => cards.batches.length, { timeout: 4_000 + LOCAL_VISIBILITY_SECONDS * 1000 }).toBe(2);

    expect(cards.batches.map((batch) => batch.map((seen) => seen.title))).toEqual([
      ['One', 'Two', 'Three'],
      ['Two', 'Three'],
    ]);
    await cards.follower.stop();
  });

  it(`moves a change a worker always fails to its dead-letter queue after ${MAX_RECEIVES} receives`, async () => {
    const cards = await recording(SHARE_CARD_WORKER, (record) => seenOf(record).id === `c-${RUN}`);
    await put(job(`c-${RUN}`, 'Doomed'));
    await dispatcher.drained();

    const deadLetters = mq.deadLetterUrls.get(SHARE_CARD_WORKER.handler);
    await expect
      .poll(() => queueDepth(deadLetters), { timeout: (MAX_RECEIVES + 2) * LOCAL_VISIBILITY_SECONDS * 1000 + 5_000 })
      .toBe(1);
    expect(cards.batches.flat().filter((seen) => seen.id === `c-${RUN}`)).toHaveLength(MAX_RECEIVES);
    await cards.follower.stop();
  }, 40_000);
});

describe('the local stack holds the stream and the queues to what AWS allows', () => {
  it('refuses a third reader of the table stream, naming the two that read it', async () => {
    const second = await followTableStream(endpoint(), TABLE, { ...DISPATCH_CHANGES, handler: 'dispatch-changes' });
    try {
      await expect(followTableStream(endpoint(), TABLE, SHARE_CARD_WORKER)).rejects.toThrow(
        `render-share-cards may not read the stream of ${TABLE}: it is read by dispatch-changes and dispatch-changes, and a DynamoDB stream has at most 2 readers per shard`,
      );
    } finally {
      await second.stop();
    }
  });

  it('refuses a send to a queue the function does not declare, as SQS answers its role', async () => {
    const { sqs } = await import('../../src/clients/sqs.ts');
    const send = (worker: Worker) =>
      runAsSender(worker, () =>
        sqs.send(
          new SendMessageCommand({
            QueueUrl: mq.queueUrls.get(SEND_MAIL_WORKER.handler),
            MessageBody: '{}',
            MessageGroupId: 'g',
            MessageDeduplicationId: `d-${RUN}`,
          }),
        ),
      );

    await expect(send(SHARE_CARD_WORKER)).rejects.toMatchObject({
      name: 'AccessDenied',
      message: expect.stringContaining('is not authorized to perform: sqs:SendMessage on resource: arn:aws:sqs:'),
    });
    // The dispatcher declares every worker's queue.
    await expect(send(DISPATCH_CHANGES as unknown as Worker)).resolves.toMatchObject({ MessageId: expect.any(String) });
  });
});
