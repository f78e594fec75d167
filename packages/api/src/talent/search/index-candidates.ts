import type { VersionedChange } from '../../search/opensearch/versioned-writes.ts';
import { writeVersioned } from '../../search/opensearch/versioned-writes.ts';
import { defaultCvTextOf, readCandidate } from '../store/candidates.ts';
import { candidateDocumentOf } from './candidate-document.ts';

/**
 * A candidate's document as the table holds them now. A candidate is several items (the profile with
 * the bank's choices, the default CV's text), whose changes reach the indexer in no order between
 * them: so each change reads the candidate again, and the document is versioned by the moment of that
 * read. A read made later sees at least as much, and its higher version wins in the engine whatever
 * order the writes land in.
 */
export async function candidateChangeOf(userId: string, now = Date.now): Promise<VersionedChange> {
  const version = now();
  const candidate = await readCandidate(userId);
  const cvText = candidate ? await defaultCvTextOf(candidate) : null;
  return { id: userId, document: candidateDocumentOf(userId, candidate, cvText), version };
}

/** Brings the candidates named up to date in the search index (each once, however many changes named them). */
export async function applyCandidateChanges(userIds: readonly string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const changes = await Promise.all(unique.map((userId) => candidateChangeOf(userId)));
  await writeVersioned('candidates', changes);
}
