import { afterEach, expect, it, vi } from 'vitest';
import { openSearch, SearchUnavailableError } from '../../src/search/opensearch/client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const percolate = () =>
  openSearch<{ hits: { hits: unknown[] } }>({ method: 'POST', path: '/modern-jobs-alerts/_search', body: {} });

it('calls a success without a JSON body the engine not answering, so the task is tried again, not a TypeError', async () => {
  for (const text of ['', 'OK', '<html>proxy</html>']) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(text, { status: 200 })),
    );
    await expect(percolate(), JSON.stringify(text)).rejects.toBeInstanceOf(SearchUnavailableError);
  }
});

it('answers a success with its JSON as before', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ hits: { hits: [] } }), { status: 200 })),
  );
  await expect(percolate()).resolves.toEqual({ status: 200, body: { hits: { hits: [] } } });
});
