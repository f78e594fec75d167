import type { Job } from '@modern-jobs/domain';
import { vi } from 'vitest';

/** A search hit as the engine answers it: the job in its source, and its sort values. */
export const hit = (job: Job, sort: Array<number | string> = [0, Date.parse(job.createdAt), job.id]) => ({
  _source: { job },
  sort,
});

/**
 * The search engine for unit tests: `fetch` answers every _search with the hits given and takes
 * every bulk write (or fails, when down), and keeps the search bodies it was sent. Integration tests use a real node instead.
 */
export function searchEngine(hits: ReturnType<typeof hit>[], options: { down?: boolean } = {}) {
  const requests: unknown[] = [];
  let current = hits;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (options.down) throw new TypeError('fetch failed');
    // A bulk write (the indexer's): every line taken.
    if (String(url).includes('/_bulk'))
      return new Response(JSON.stringify({ errors: false, items: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const body = JSON.parse(String(init?.body ?? '{}'));
    requests.push(body);
    const aggregations = Object.fromEntries(Object.keys(body.aggs ?? {}).map((name) => [name, { doc_count: 1 }]));
    return new Response(JSON.stringify({ hits: { total: { value: current.length }, hits: current }, aggregations }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    requests,
    answer: (next: ReturnType<typeof hit>[]) => {
      current = next;
    },
    restore: () => spy.mockRestore(),
  };
}
