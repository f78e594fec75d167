import type { CandidateCard, CandidateCriteria } from '@modern-jobs/domain';
import * as z from 'zod';
import { aliasOf, openSearch, SearchRequestError } from '../../search/opensearch/client.ts';
import { queryWords } from '../../search/opensearch/job-query.ts';
import { decodeCursor, encodeCursor, refuseCursor } from '../../storage/cursor.ts';
import { candidateSearchRequest } from './candidate-query.ts';

/**
 * A page of the candidates a company may find, best first. A page continues from the last hit's
 * place in a total order (score, last active, id) with the instant the first page was asked at, so
 * what changes in between neither repeats nor skips a candidate already shown, whichever instance
 * answers. The cursor is checked: a forged one is a 400, never the engine's error.
 */

const cursorSchema = z.strictObject({
  after: z.tuple([z.number().finite(), z.number().int(), z.string().min(1).max(200)]),
  at: z.number().int().min(0).max(8_640_000_000_000_000),
});

export interface CandidatePage {
  candidates: CandidateCard[];
  /** every match, counted on first pages */
  total: number;
  nextCursor?: string;
}

interface SearchBody {
  hits: { total?: { value: number }; hits: Hit[] };
}

interface Hit {
  _source: { card: CandidateCard };
  sort: [number, number, string];
}

export async function searchCandidates(
  criteria: CandidateCriteria,
  companyId: string,
  page: { limit: number; cursor?: string | undefined },
  now = new Date(),
): Promise<CandidatePage> {
  const start = decodeCursor(cursorSchema, page.cursor);
  const nowMs = start?.at ?? now.getTime();
  let body: SearchBody;
  try {
    ({ body } = await openSearch<SearchBody>({
      method: 'POST',
      path: `/${aliasOf('candidates')}/_search`,
      body: candidateSearchRequest({
        words: queryWords(criteria.q),
        criteria,
        companyId,
        nowMs,
        limit: page.limit + 1,
        after: start?.after,
        count: !start,
      }),
    }));
  } catch (error) {
    if (start && error instanceof SearchRequestError) refuseCursor();
    throw error;
  }
  const shown = body.hits.hits.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    candidates: shown.map((hit) => hit._source.card),
    total: body.hits.total?.value ?? 0,
    ...(body.hits.hits.length > page.limit && last
      ? { nextCursor: encodeCursor({ after: last.sort, at: nowMs }) }
      : {}),
  };
}
