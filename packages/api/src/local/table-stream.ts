import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DataAccess } from '@modern-jobs/domain/data-access';
import { MAX_STREAM_READERS } from '@modern-jobs/domain/workers';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local.ts';
import { enforceQueueGrants, runAsSender } from './elasticmq-local.ts';

type ReaderHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

/**
 * A function that reads the stream: the dispatcher (domain workers.ts STREAM_READERS), or, in a test
 * of one worker alone, that worker.
 */
interface Reader {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  data: DataAccess;
  /** a failing batch is tried again until it succeeds, not TRIES times */
  retriesUntilDone?: boolean;
}

/** Who reads each stream in this process, by stream ARN: one entry per follower. */
const readers = new Map<string, string[]>();

/**
 * Counts a reader of a stream, or refuses it as AWS would throttle it: a DynamoDB stream has at most
 * MAX_STREAM_READERS readers per shard. Answers how to let it go.
 */
export function claimStreamReader(streamArn: string, reader: string): () => void {
  const current = readers.get(streamArn) ?? [];
  if (current.length >= MAX_STREAM_READERS)
    throw new Error(
      `${reader} may not read the stream of ${streamArn.split('/')[1] ?? streamArn}: it is read by ${current.join(' and ')}, ` +
        `and a DynamoDB stream has at most ${MAX_STREAM_READERS} readers per shard (AWS throttles a third). ` +
        'Give the new work a queue behind the dispatcher instead (a Worker in domain workers.ts).',
    );
  readers.set(streamArn, [...current, reader]);
  return () => {
    const left = [...(readers.get(streamArn) ?? [])];
    left.splice(left.indexOf(reader), 1);
    if (left.length > 0) readers.set(streamArn, left);
    else readers.delete(streamArn);
  };
}

/** How often an idle shard is asked again, and how many records a batch may hold (Lambda's default is 100). */
const POLL_MS = 250;
const BATCH = 25;
/** Times a failing batch is tried, as the event source mapping's retries, before its records are skipped. */
const TRIES = 3;
/** Between tries of a worker that retries until done (an engine that is down comes back). */
const RETRY_WAIT_MS = 1000;

export interface StreamFollower {
  /** Resolves once every record written so far has been handed to the worker. */
  drained(): Promise<void>;
  /** records handed over so far, to tell whether a round of work moved anything */
  readonly handled: number;
  stop(): Promise<void>;
}

/**
 * What Lambda's event source mapping does in AWS, for the local stack: reads DynamoDB Local's stream
 * of the table, shard by shard in order, and gives the reader each batch as its role (the declared
 * data access, enforced), retrying from a record the reader reports as failed. A third reader of
 * the same stream is refused (claimStreamReader), as the local grants refuse an undeclared access.
 */
export async function followTableStream(
  endpoint: string,
  tableName: string,
  worker: Reader,
  { batch = BATCH }: { batch?: number } = {},
): Promise<StreamFollower> {
  const clientConfig = { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient(clientConfig);
  const streams = new DynamoDBStreamsClient(clientConfig);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  dynamo.destroy();
  const StreamArn = Table?.LatestStreamArn;
  if (!StreamArn) throw new Error(`${tableName} has no stream for ${worker.handler}`);
  const release = claimStreamReader(StreamArn, worker.handler);
  let handler: ReaderHandler;
  try {
    ({ handler } = (await import(`../workers/${worker.handler}.ts`)) as { handler: ReaderHandler });
    await enforceQueueGrants();
  } catch (error) {
    release();
    throw error;
  }
  const { runInvocation } = await import('./invocation.ts');

  const iterators = new Map<string, string | null>();
  let stopped = false;
  let handled = 0;
  // Passes over every shard that found nothing, and who waits for one to start after they asked.
  let quietPasses = 0;
  const waiting: Array<{ after: number; resolve: () => void }> = [];

  async function discoverShards() {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' }),
      );
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
  }

  async function deliver(records: StreamRecord[]) {
    let pending = records;
    for (let tries = 0; pending.length > 0 && (tries < TRIES || (worker.retriesUntilDone && !stopped)); tries++) {
      if (tries >= TRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
      const event = { Records: pending } as unknown as DynamoDBStreamEvent;
      const { batchItemFailures } = await runInvocation(worker, randomUUID(), (context) =>
        runAsSender(worker, () => handler(event, context)),
      ).catch(() => ({
        batchItemFailures: [{ itemIdentifier: pending[0]?.dynamodb?.SequenceNumber ?? '' }],
      }));
      const failed = batchItemFailures[0]?.itemIdentifier;
      pending = failed ? pending.slice(pending.findIndex((r) => r.dynamodb?.SequenceNumber === failed)) : [];
    }
    if (pending.length > 0)
      process.stderr.write(`local stream: ${worker.handler} gave up on ${pending.length} record(s)\n`);
  }

  /** One pass over every open shard; true if any had records. */
  async function pass(): Promise<boolean> {
    await discoverShards();
    let busy = false;
    for (const [shard, iterator] of iterators) {
      if (!iterator) continue;
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: batch }),
      );
      iterators.set(shard, NextShardIterator ?? null);
      if (Records.length > 0) {
        busy = true;
        await deliver(Records);
        handled += Records.length;
      }
    }
    return busy;
  }

  const loop = (async () => {
    while (!stopped) {
      const busy = await pass().catch((error: Error) => {
        process.stderr.write(`local stream: ${error.message}\n`);
        return false;
      });
      if (busy) continue;
      quietPasses += 1;
      for (const waiter of waiting.filter((w) => quietPasses > w.after)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    for (const waiter of waiting) waiter.resolve();
  })();

  return {
    // The pass running when asked may have begun before the write; a quiet one after it has not.
    drained: () => new Promise((resolve) => waiting.push({ after: quietPasses + 1, resolve })),
    get handled() {
      return handled;
    },
    stop: async () => {
      stopped = true;
      await loop;
      streams.destroy();
      release();
    },
  };
}
