import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { Worker } from '@modern-jobs/domain/workers';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local.ts';

type WorkerHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

/** How often an idle shard is asked again, and how many records a batch may hold (Lambda's default is 100). */
const POLL_MS = 250;
const BATCH = 25;
/** Times a failing batch is tried, as the event source mapping's retries, before its records are skipped. */
const TRIES = 3;

export interface StreamFollower {
  /** Resolves once every record written so far has been handed to the worker. */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What Lambda's event source mapping does in AWS, for the local stack: reads DynamoDB Local's stream
 * of the table, shard by shard in order, and gives the worker each batch as its role (the declared
 * data access, enforced), retrying from a record the worker reports as failed.
 */
export async function followTableStream(endpoint: string, tableName: string, worker: Worker): Promise<StreamFollower> {
  const clientConfig = { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient(clientConfig);
  const streams = new DynamoDBStreamsClient(clientConfig);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  dynamo.destroy();
  const StreamArn = Table?.LatestStreamArn;
  if (!StreamArn) throw new Error(`${tableName} has no stream for ${worker.handler}`);
  const { handler } = (await import(`../workers/${worker.handler}.ts`)) as { handler: WorkerHandler };
  const { runInvocation } = await import('./invocation.ts');

  const iterators = new Map<string, string | null>();
  let stopped = false;
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
    for (let tries = 0; pending.length > 0 && tries < TRIES; tries++) {
      const event = { Records: pending } as unknown as DynamoDBStreamEvent;
      const { batchItemFailures } = await runInvocation(worker, randomUUID(), (context) =>
        handler(event, context),
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
        new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH }),
      );
      iterators.set(shard, NextShardIterator ?? null);
      if (Records.length > 0) {
        busy = true;
        await deliver(Records);
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
    stop: async () => {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}
