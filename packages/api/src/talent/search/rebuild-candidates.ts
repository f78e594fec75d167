import type { IndexKind } from '../../search/opensearch/indexes.ts';
import { type RebuildResult, type RebuildSource, rebuildIndex } from '../../search/opensearch/rebuild.ts';
import { candidateChangeOf } from './index-candidates.ts';

/**
 * The candidates' documents for a rebuild: one per seeker profile, each candidate read whole (the
 * default CV's text is an item of its own). One out of the bank is not written: a new index version
 * has nothing of theirs to overwrite.
 */
const CANDIDATES: RebuildSource = {
  entity: 'seeker-profile',
  changeOf: async (item) => {
    const change = await candidateChangeOf(String(item.PK).replace(/^USER#/, ''));
    return 'document' in change && (change.document as { searchable: boolean }).searchable ? change : null;
  },
};

/** Any kind's rebuild, the candidates with their own source: what the rebuild command and the local stack run. */
export const rebuildAnyIndex = (
  kind: IndexKind,
  options: { replicas?: number; dropOld?: boolean } = {},
): Promise<RebuildResult> => rebuildIndex(kind, kind === 'candidates' ? { ...options, source: CANDIDATES } : options);
