import type { CandidateCard, CandidateCriteria } from '@modern-jobs/domain';
import { aliasOf, openSearch } from '../../search/opensearch/client.ts';
import { queryWords } from '../../search/opensearch/job-query.ts';
import { candidateSearchRequest } from './candidate-query.ts';

interface SearchBody {
  hits: { total?: { value: number }; hits: Array<{ _source: { card: CandidateCard } }> };
}

/**
 * A saved search's news: the candidates it finds now, for the company, among those who changed (or
 * came into the bank) in the window, best first, at most `limit`, and how many there were. The same
 * request as the company's own search, so whoever is out of the bank, hidden or blocking the company
 * is never among them.
 */
export async function newCandidates(
  criteria: CandidateCriteria,
  companyId: string,
  window: { from: Date; to: Date },
  limit: number,
): Promise<{ cards: CandidateCard[]; total: number }> {
  const { body } = await openSearch<SearchBody>({
    method: 'POST',
    path: `/${aliasOf('candidates')}/_search`,
    body: candidateSearchRequest({
      words: queryWords(criteria.q),
      criteria,
      companyId,
      nowMs: window.to.getTime(),
      limit,
      count: true,
      changed: { from: window.from.getTime(), to: window.to.getTime() },
    }),
  });
  return { cards: body.hits.hits.map((hit) => hit._source.card), total: body.hits.total?.value ?? 0 };
}
