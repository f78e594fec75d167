import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, LOCAL_CREDENTIALS, startDynamoDbLocal } from '../src/local/dynamodb-local.ts';
import { BENCH_ENV } from './env.ts';

/**
 * The DynamoDB Local set-up the read-cost benchmarks share: an in-memory DynamoDB Local, the API's
 * configuration pointed at one table of the product's shape, and a loader that writes items in their
 * stored shape with BatchWriteItem, many batches at once (a benchmark's hundreds of thousands of
 * items load in about a minute rather than many). The API's modules read their configuration when
 * first imported: import them after this (await import(...)).
 */
export async function benchTable(name: string, env: Record<string, string> = {}) {
  const db = await startDynamoDbLocal(process.env.MJ_JAVA ? { java: process.env.MJ_JAVA } : {});
  Object.assign(process.env, BENCH_ENV, {
    DYNAMODB_ENDPOINT: db.endpoint,
    TABLE_NAME: name,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    ...env,
  });
  await ensureTable(db.endpoint, name);
  const { dynamo } = await import('../src/clients/dynamo.ts');

  /** Writes items, 25 a batch and `parallel` batches at a time (DynamoDB Local's own CPU is the limit), retrying what DynamoDB left unprocessed. */
  async function write(items: ReadonlyArray<Record<string, unknown>>, parallel = 16): Promise<void> {
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25) as Array<Record<string, unknown>>);
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        let requests = (batches[next++] ?? []).map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; requests.length > 0; attempt++) {
          if (attempt === 8) throw new Error(`${requests.length} items left unwritten`);
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
          const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [name]: requests } }));
          requests = (UnprocessedItems?.[name] ?? []) as typeof requests;
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  }

  /** Writes items made one at a time (a generator), in slices, so a large load never sits in memory whole. */
  async function load(count: number, make: (i: number) => Record<string, unknown>, slice = 20_000): Promise<void> {
    for (let start = 0; start < count; start += slice) {
      const items: Array<Record<string, unknown>> = [];
      for (let i = start; i < Math.min(count, start + slice); i++) items.push(make(i));
      await write(items);
    }
  }

  return { db, dynamo, write, load, stop: () => db.stop() };
}
