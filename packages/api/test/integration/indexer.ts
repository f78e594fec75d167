import { SEARCH_WORKER } from '@modern-jobs/domain/workers';
import { config } from '../../src/config.ts';
import { followTableStream, type StreamFollower } from '../../src/local/table-stream.ts';
import { ensureIndex } from '../../src/search/opensearch/indexes.ts';

/**
 * The search engine fed as in the local stack: the indexer follows the table's stream (from its
 * start, so what other files wrote is indexed too; every write is versioned, so nothing is undone).
 * `drained()` resolves once every change written so far is searchable.
 */
export async function startIndexer(): Promise<StreamFollower> {
  await ensureIndex('jobs');
  await ensureIndex('alerts');
  return followTableStream(process.env.DYNAMODB_ENDPOINT ?? '', config.TABLE_NAME, SEARCH_WORKER);
}
