import {
  COMPANY_COUNT_HEADER,
  DID_YOU_MEAN_HEADER,
  jobListQuerySchema,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
} from '@modern-jobs/domain';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { unlessSearchIsDown } from '../http/search-outage.ts';
import { SHARED_CACHE } from '../http/shared-cache.ts';
import { warmUpRoute } from '../http/warm-up-route.ts';
import { count } from '../observability/metrics.ts';
import { listOpenJobs } from '../search/job-lists.ts';

/** A page of open jobs: the body is the array the spec expects; paging and the count travel in headers. */
export const handler = httpHandler('list-jobs', { query: jobListQuerySchema }, async ({ query }) => {
  const page = await unlessSearchIsDown(listOpenJobs(query));
  // A search that found nothing: counted once, on its first page (the edge keeps repeats from here).
  if (query.q && !query.cursor && page.jobs.length === 0) count(PRODUCT_METRICS.searchZeroResults);
  const headers: Record<string, string> = { 'Cache-Control': SHARED_CACHE.jobList };
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  if (page.total) headers[TOTAL_COUNT_HEADER] = `${page.total.count}${page.total.capped ? '+' : ''}`;
  if (page.total?.companies !== undefined)
    headers[COMPANY_COUNT_HEADER] = `${page.total.companies}${page.total.capped ? '+' : ''}`;
  if (page.corrected) headers[DID_YOU_MEAN_HEADER] = encodeURIComponent(page.corrected);
  return json(page.jobs, { headers });
});

// Lambda's init: GETs like visitors', through the handler, so the first visitor's runs on compiled
// code (http/warm-up-route.ts): a word, a word in a city, a filter alone, and a slip (its "did you mean").
await warmUpRoute(
  handler,
  '/api/jobs',
  { q: 'engineer' },
  { q: 'sales', city: 'lahore' },
  { type: 'full-time' },
  {
    q: 'enginer',
  },
);
