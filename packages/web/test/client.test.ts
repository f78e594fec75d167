import { describe, expect, it, vi } from 'vitest';
import { apiRequest, defaultQueryFn, errorReference, fetchItemsPage, issuesOf } from '../src/api/client.ts';
import { createQueryClient } from '../src/api/query-client.ts';

describe('API client', () => {
  it('GETs the query key joined with "/", sending cookies', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"1"}'));

    const data = await defaultQueryFn({ queryKey: ['/api/jobs', '1'], signal: new AbortController().signal } as never);

    expect(data).toEqual({ id: '1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/jobs/1', expect.objectContaining({ credentials: 'include' }));
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Job not found"}', { status: 404 }));

    await expect(apiRequest('GET', '/api/jobs/x')).rejects.toThrow('404: {"message":"Job not found"}');
  });

  it('uses the status text when the body is empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiRequest('GET', '/api/version')).rejects.toThrow('502: Bad Gateway');
  });

  it('sends a body as JSON', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));

    await apiRequest('POST', '/api/applications', { a: 1 });

    expect(fetchMock).toHaveBeenCalledWith('/api/applications', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('configures queries as spec §9 says: no retry, no refetch on focus, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;

    expect(defaults).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
  });

  it('reads a page answered in the body ({ items, nextCursor }), asking with the cursor and no empty parameters', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"items":[{"id":"j1"}],"nextCursor":"c2"}'));

    const page = await fetchItemsPage('/api/employer/jobs', { limit: '20', q: undefined }, 'c1');

    expect(page).toEqual({ items: [{ id: 'j1' }], nextCursor: 'c2' });
    expect(fetchMock).toHaveBeenCalledWith('/api/employer/jobs?limit=20&cursor=c1', expect.anything());
  });

  it('finds the fields a 400 answer names, and none in other failures', async () => {
    const refusal = () => apiRequest('PUT', '/api/employer/company', {}).catch((error: unknown) => error);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('{"message":"Choose a city","issues":[{"path":"city","message":"Choose a city"},{"path":1}]}', {
        status: 400,
      }),
    );
    expect(issuesOf(await refusal())).toEqual([{ path: 'city', message: 'Choose a city' }]);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('{"message":"x","issues":[{"path":"city","message":"x"}]}', { status: 409 }),
    );
    expect(issuesOf(await refusal())).toEqual([]);
    expect(issuesOf(new Error('offline'))).toEqual([]);
  });

  it('gives a reference to quote for a failure, but not for a refusal whose reason the API names', async () => {
    const failure = async (status: number, body: string) => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
        new Response(body, { status, headers: { 'X-Correlation-Id': 'Ref12345-rest' } }),
      );
      return apiRequest('POST', '/api/employer/boosts').catch((error: unknown) => error);
    };
    expect(errorReference(await failure(500, '{"message":"Internal server error","code":"internal"}'))).toBe(
      'Ref12345',
    );
    // The edge's own refusal (no code): only its reference finds it.
    expect(errorReference(await failure(403, '<html>Forbidden</html>'))).toBe('Ref12345');
    expect(errorReference(await failure(409, '{"message":"The price changed","code":"boostPriceChanged"}'))).toBeNull();
    expect(errorReference(new Error('offline'))).toBeNull();
  });
});
