import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK answer becomes Error("{status}: {body text or status text}") (spec §8). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Every call sends cookies; a body goes as JSON (spec §7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(res);
  return res;
}

/** The default fetch: GET the query key's segments joined with '/' (spec §7). */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return res.json();
};
