import type { CandidateCard, CandidateCriteria } from '@modern-jobs/domain';
import { queryWords } from '../../search/opensearch/job-query.ts';
import { searchAfterPage } from '../../search/opensearch/search-after.ts';
import { candidateSearchRequest } from './candidate-query.ts';

/**
 * A page of the candidates a company may find, best first, in a total order (score, last active,
 * id) as of the instant the first page was asked at (search-after.ts).
 */

export interface CandidatePage {
  candidates: CandidateCard[];
  /** every match, counted on first pages */
  total: number;
  nextCursor?: string;
}

/**
 * A page of the candidates a company may find, best first, in a total order (score, last active,
 * id) as of the instant the first page was asked at (search-after.ts).
 */

export async function searchCandidates(
  criteria: CandidateCriteria,
  companyId: string,
  page: { limit: number; cursor?: string | undefined },
  now = new Date(),
): Promise<CandidatePage> {
  const found = await searchAfterPage<{ card: CandidateCard }>('candidates', page, now, async (place) =>
    candidateSearchRequest({ words: queryWords(criteria.q), criteria, companyId, ...place }),
  );
  return {
    candidates: found.sources.map((source) => source.card),
    total: found.total,
    ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}),
  };
}
