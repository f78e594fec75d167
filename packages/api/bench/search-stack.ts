import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISPATCH_CHANGES, SEARCH_WORKER, WORKERS } from '@modern-jobs/domain/workers';
import { ensureTable, startDynamoDbLocal } from '../src/local/dynamodb-local.ts';
import { startElasticMq } from '../src/local/elasticmq-local.ts';
import { startOpenSearchLocal } from '../src/local/opensearch-local.ts';
import { BENCH_ENV } from './env.ts';

/**
 * What the search benchmark runs against, started by itself and stopped after, as the local stack
 * runs it: a real OpenSearch node (its data in a temporary folder), DynamoDB Local with the table's
 * stream, ElasticMQ for the workers' queues, and the followers that carry a change from the table to
 * the index (the dispatcher on the stream, the index-search worker on its queue). With
 * OPENSEARCH_ENDPOINT set, that node is used instead (indexes under a prefix of this run's, deleted
 * after). The API's modules read their configuration when first imported: import them after this.
 */

export interface SearchBenchStack {
  /** the node's address, and whether this run started it (its figures are then this bench's node's) */
  endpoint: string;
  ownNode: boolean;
  /** the node's data folder, when this run started it */
  dataDir: string | null;
  /** the heap the node was given (-Xmx) */
  heap: string;
  /** starts the dispatcher and the index-search worker on the table's changes */
  followChanges(): Promise<void>;
  stop(): Promise<void>;
}

const log = (line: string) => process.stderr.write(`search bench: ${line}\n`);

export async function startSearchStack(): Promise<SearchBenchStack> {
  const java = process.env.MJ_JAVA;
  const external = process.env.OPENSEARCH_ENDPOINT;
  const heap = process.env.MJ_OPENSEARCH_HEAP ?? '512m';
  const dataDir = external ? null : mkdtempSync(join(tmpdir(), 'mj-bench-opensearch-'));
  const started = Date.now();
  const [dbStart, mqStart, searchStart] = await Promise.allSettled([
    startDynamoDbLocal(java ? { java } : {}),
    startElasticMq({ workers: WORKERS, ...(java ? { java } : {}), log }),
    dataDir ? startOpenSearchLocal({ dir: dataDir, heap, log, ...(java ? { java } : {}) }) : Promise.resolve(null),
  ]);
  const db = dbStart.status === 'fulfilled' ? dbStart.value : null;
  const mq = mqStart.status === 'fulfilled' ? mqStart.value : null;
  const node = searchStart.status === 'fulfilled' ? searchStart.value : null;
  const cleanUp = async () => {
    await Promise.all([db?.stop(), mq?.stop(), node?.stop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = [dbStart, mqStart, searchStart].find((start) => start.status === 'rejected');
  if (failed || !db || !mq) {
    await cleanUp();
    throw (failed as PromiseRejectedResult | undefined)?.reason ?? new Error('the bench stack did not start');
  }
  const endpoint = external ?? node?.endpoint ?? '';
  log(
    `OpenSearch ${external ? `at ${external}` : `started on ${endpoint} (${heap} heap)`}, DynamoDB Local and ElasticMQ in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const table = BENCH_ENV.TABLE_NAME;
  Object.assign(process.env, BENCH_ENV, {
    DYNAMODB_ENDPOINT: db.endpoint,
    OPENSEARCH_ENDPOINT: endpoint,
    // Our own indexes on a node we did not start: removed after.
    OPENSEARCH_INDEX_PREFIX: external ? `bench-${Date.now().toString(36)}` : 'bench',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    ...mq.environment,
  });
  await ensureTable(db.endpoint, table, { stream: true });

  const stops: Array<() => Promise<void>> = [];
  return {
    endpoint,
    ownNode: !external,
    dataDir,
    heap,
    async followChanges() {
      const { followTableStream } = await import('../src/local/table-stream.ts');
      const { followQueue } = await import('../src/local/queue-follower.ts');
      // The search worker alone takes its queue here; the share cards' and mail's queues keep what
      // the dispatcher gives them (a few hundred messages, in memory), unread.
      const indexer = await followQueue({
        endpoint: mq.endpoint,
        queueUrl: mq.queueUrls.get(SEARCH_WORKER.handler) ?? '',
        worker: SEARCH_WORKER,
      });
      stops.push(() => indexer.stop());
      const dispatcher = await followTableStream(db.endpoint, table, DISPATCH_CHANGES);
      stops.unshift(() => dispatcher.stop());
    },
    async stop() {
      for (const stop of stops) await stop().catch(() => {});
      if (external) {
        const { openSearch } = await import('../src/search/opensearch/client.ts');
        await openSearch({
          method: 'DELETE',
          path: `/${process.env.OPENSEARCH_INDEX_PREFIX}-*`,
          query: { expand_wildcards: 'all' },
          allow: [404],
        }).catch(() => {});
      }
      await cleanUp();
    },
  };
}
