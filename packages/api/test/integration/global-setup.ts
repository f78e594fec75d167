import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKERS } from '@modern-jobs/domain/workers';
import { type DynamoDbLocal, ensureTable, startDynamoDbLocal } from '../../src/local/dynamodb-local.ts';
import { type ElasticMqLocal, startElasticMq } from '../../src/local/elasticmq-local.ts';
import { type OpenSearchLocal, startOpenSearchLocal } from '../../src/local/opensearch-local.ts';

let db: DynamoDbLocal | undefined;
let search: OpenSearchLocal | undefined;
let queues: ElasticMqLocal | undefined;
let searchDir: string | undefined;

/**
 * One in-memory DynamoDB Local, one OpenSearch node (data in a temporary folder) and one ElasticMQ
 * with the workers' queues (the indexer hands jobs to the alerts' senders' queue) for the
 * integration run, started side by side; workers inherit their endpoints.
 */
export async function setup() {
  const java = process.env.MJ_JAVA;
  searchDir = mkdtempSync(join(tmpdir(), 'mj-opensearch-'));
  const [dbStart, searchStart, queuesStart] = await Promise.allSettled([
    startDynamoDbLocal(java ? { java } : {}),
    startOpenSearchLocal({ dir: searchDir, ...(java ? { java } : {}) }),
    startElasticMq({ workers: WORKERS, ...(java ? { java } : {}) }),
  ]);
  db = dbStart.status === 'fulfilled' ? dbStart.value : undefined;
  search = searchStart.status === 'fulfilled' ? searchStart.value : undefined;
  queues = queuesStart.status === 'fulfilled' ? queuesStart.value : undefined;
  if (!db || !search || !queues) {
    await teardown();
    throw [dbStart, searchStart, queuesStart].find((start) => start.status === 'rejected')?.reason;
  }
  process.env.DYNAMODB_ENDPOINT = db.endpoint;
  process.env.OPENSEARCH_ENDPOINT = search.endpoint;
  Object.assign(process.env, queues.environment);
  // With its stream, as in the stack: the search tests follow it with the indexer.
  await ensureTable(db.endpoint, 'modern-jobs-test', { stream: true });
}

export async function teardown() {
  await Promise.all([db?.stop(), search?.stop(), queues?.stop()]);
  if (searchDir) rmSync(searchDir, { recursive: true, force: true });
}
