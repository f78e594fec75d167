import { MAX_SUGGESTIONS, suggestQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { unlessSearchIsDown } from '../http/search-outage.ts';
import { SHARED_CACHE } from '../http/shared-cache.ts';
import { warmUpRoute } from '../http/warm-up-route.ts';
import { suggestJobs } from '../search/opensearch/search.ts';

/** Titles and skills of open jobs with a word that starts with what was typed, for the search box. */
export const handler = httpHandler('suggest-jobs', { query: suggestQuerySchema }, async ({ query }) => {
  const suggestions = query.q ? (await unlessSearchIsDown(suggestJobs(query.q))).slice(0, MAX_SUGGESTIONS) : [];
  return json(suggestions, { headers: { 'Cache-Control': SHARED_CACHE.suggestions } });
});

// Lambda's init: a GET like a visitor's, through the handler, made a few times, so the first
// visitor's runs on compiled code (http/warm-up-route.ts).
await warmUpRoute(handler, '/api/jobs/suggestions', { q: 'warm' });
