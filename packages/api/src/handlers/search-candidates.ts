import { candidateSearchQuerySchema, NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { unlessSearchIsDown } from '../http/search-outage.ts';
import { warmUpSearch } from '../search/opensearch/warm-up.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { searchCandidates } from '../talent/search/search-candidates.ts';

// Lambda's init: a search like a visitor's, made a few times, so the first visitor's runs on compiled code (warm-up.ts).
await warmUpSearch(() => {
  const { limit, cursor: _, ...criteria } = candidateSearchQuerySchema.parse({});
  return searchCandidates(criteria, 'warm-up', { limit });
});

/**
 * A verified company's search of the CV bank: cards without contacts, best first, a page at a time
 * (the next page's cursor in a header, as job lists do). 503 with Retry-After when the engine is down.
 */
export const handler = httpHandler(
  'search-candidates',
  { query: candidateSearchQuerySchema },
  async ({ auth, query }) => {
    const company = bankCompanyOf(await auth.requireEmployer());
    const { limit, cursor, ...criteria } = query;
    const page = await unlessSearchIsDown(searchCandidates(criteria, company.id, { limit, cursor }));
    return json(
      { candidates: page.candidates, ...(cursor ? {} : { total: page.total }) },
      { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {} },
    );
  },
);
