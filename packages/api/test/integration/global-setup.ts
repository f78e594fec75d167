import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamoDbLocal, ensureTable, startDynamoDbLocal } from '../../src/local/dynamodb-local.ts';
import { type OpenSearchLocal, startOpenSearchLocal } from '../../src/local/opensearch-local.ts';

let db: DynamoDbLocal | undefined;
let search: OpenSearchLocal | undefined;
let searchDir: string | undefined;

/**
 * One in-memory DynamoDB Local and one OpenSearch node (data in a temporary folder) for the
 * integration run, started side by side; workers inherit their endpoints.
 */
export async function setup() {
  const java = process.env.MJ_JAVA;
  searchDir = mkdtempSync(join(tmpdir(), 'mj-opensearch-'));
  const [dbStart, searchStart] = await Promise.allSettled([
    startDynamoDbLocal(java ? { java } : {}),
    startOpenSearchLocal({ dir: searchDir, ...(java ? { java } : {}) }),
  ]);
  db = dbStart.status === 'fulfilled' ? dbStart.value : undefined;
  search = searchStart.status === 'fulfilled' ? searchStart.value : undefined;
  if (!db || !search) {
    await teardown();
    throw dbStart.status === 'rejected' ? dbStart.reason : (searchStart as PromiseRejectedResult).reason;
  }
  process.env.DYNAMODB_ENDPOINT = db.endpoint;
  process.env.OPENSEARCH_ENDPOINT = search.endpoint;
  // With its stream, as in the stack: the search tests follow it with the indexer.
  await ensureTable(db.endpoint, 'modern-jobs-test', { stream: true });
}

export async function teardown() {
  await Promise.all([db?.stop(), search?.stop()]);
  if (searchDir) rmSync(searchDir, { recursive: true, force: true });
}
