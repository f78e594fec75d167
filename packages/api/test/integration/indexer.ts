import { SEARCH_WORKER } from '@modern-jobs/domain/workers';
import { config } from '../../src/config.ts';
import { followTableStream, type StreamFollower } from '../../src/local/table-stream.ts';
import { ensureIndex } from '../../src/search/opensearch/indexes.ts';

/**
 * The search engine fed as in the local stack: the indexer follows the table's stream (from its
 * start, so what other files wrote is indexed too; every write is versioned, so nothing is undone).
 * `drained()` resolves once every change written so far is searchable. Read 500 records at a time
 * (one bulk request each), not the stack's 25: by the last file the stream holds every earlier
 * file's writes, and catching up 25 at a time took a minute of the run.
 */
export async function startIndexer(): Promise<StreamFollower> {
  await ensureIndex('jobs');
  await ensureIndex('alerts');
  await ensureIndex('candidates');
  return followTableStream(process.env.DYNAMODB_ENDPOINT ?? '', config.TABLE_NAME, SEARCH_WORKER, { batch: 500 });
}
