import { ensureIndex, INDEX_KINDS, type IndexKind } from '../search/opensearch/indexes.ts';
import { rebuildAnyIndex } from '../talent/search/rebuild-candidates.ts';

/**
 * Gives the local node the jobs, alerts and candidates indexes at start. A node that had none while the table
 * already held data (its folder deleted, or a checkout from before OpenSearch) is filled from the
 * table, as the README's rebuild runbook does in AWS; the stream only replays the last day.
 */
export async function ensureSearchIndexes(tableHadData: boolean): Promise<IndexKind[]> {
  const rebuilt: IndexKind[] = [];
  for (const kind of INDEX_KINDS) {
    const { created } = await ensureIndex(kind);
    if (created && tableHadData) {
      await rebuildAnyIndex(kind, { dropOld: true });
      rebuilt.push(kind);
    }
  }
  return rebuilt;
}
