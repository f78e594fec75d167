import { NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import type { QueryFunction } from '@tanstack/react-query';

/** How much of a request id a person is shown to quote: enough to find its log lines. */
const REFERENCE_LENGTH = 8;

/**
 * A failed call: Error("{status}: {body text or status text}") as the spec has it (§8), with the
 * status and a short reference to the request. The reference is the API's request id (every answer
 * names it in X-Correlation-Id, and every log line of the request carries it); an answer the API
 * never gave (the edge's own 403 or 504) has CloudFront's id for its logs instead.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
    readonly reference: string | null,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(
    res.status,
    text,
    shortReference(res.headers.get('x-correlation-id') ?? res.headers.get('x-amz-cf-id')),
  );
}

/** The part of a request id a person is shown: enough to find its log lines. */
export const shortReference = (id: string | null | undefined): string | null =>
  id ? id.slice(0, REFERENCE_LENGTH) : null;

/**
 * The reference a person can quote for a failed call: none when nothing answered (offline), nor for a
 * request the API refused with a reason it names (a 4xx with its code: a price changed, a limit
 * reached), which its message explains and no log search would add to.
 */
export const errorReference = (error: unknown): string | null =>
  error instanceof ApiError && !(error.status < 500 && codeOf(error)) ? error.reference : null;

/** Whether a failed call was answered "not found" (and not, say, a failure or no network). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Every call sends cookies; a body goes as JSON (spec §7). `version` is the updatedAt of the record
 * being changed, sent as If-Match so a save over someone else's is refused rather than lost.
 */
export async function apiRequest(method: string, url: string, body?: unknown, version?: string): Promise<Response> {
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(version ? { 'If-Match': `"${version}"` } : {}),
  };
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await throwIfNotOk(res);
  return res;
}

/** One page of a list the API pages with a cursor (X-Next-Cursor), and the cursor of the next. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A list's URL with its query and the page's cursor; empty parameters are left out. */
function pageUrl(path: string, params: Record<string, string | undefined>, cursor: string | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...params, cursor })) if (value) search.set(name, value);
  return `${path}?${search}`;
}

export async function fetchCursorPage<T>(
  path: string,
  params: Record<string, string | undefined>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<T>> {
  const res = await fetch(pageUrl(path, params, cursor), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** One page of a list the API answers as `{ items, nextCursor }` in its body (domain pageOf). */
export async function fetchItemsPage<T>(
  path: string,
  params: Record<string, string | undefined>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<T>> {
  const res = await fetch(pageUrl(path, params, cursor), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return (await res.json()) as CursorPage<T>;
}

/** The default fetch: GET the query key's segments joined with '/' (spec §7). */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return res.json();
};

/** Like the default fetch, but "not there" (401 or 404) is an answer: null. */
export function nullIfMissingQueryFn<T>(): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (res.status === 401 || res.status === 404) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * What to tell a person about a failed call: the API's own `message` when the error carries one
 * ("409: {"message":"..."}"), else the fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : '';
  const body = text.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return /^\d{3}: /.test(text) && body && !body.startsWith('<') ? body : fallback;
}

/**
 * The code the API gave its message (the catalog's key, issue 30), for a page to say it in its own
 * language; null for an answer without one (the edge's own, or no answer at all).
 */
export function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const { code } = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { code?: unknown };
    return typeof code === 'string' && code ? code : null;
  } catch {
    return null;
  }
}

/** Whether a failed call was refused because someone else changed the record first (409, 412). */
export const isConflict = (error: unknown) => error instanceof Error && /^(409|412): /.test(error.message);

/** One field the API refused, as its 400 answer names it (`issues: [{ path, message, code }]`). */
export interface FieldIssue {
  path: string;
  message: string;
  /** the message's catalog key (issue 30) */
  code?: string;
}

/** The field issues of a refused call, so a form can show each by its field; none for other failures. */
export function issuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const { issues } = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { issues?: unknown };
    if (!Array.isArray(issues)) return [];
    return issues.filter(
      (issue): issue is FieldIssue => typeof issue?.path === 'string' && typeof issue?.message === 'string',
    );
  } catch {
    return [];
  }
}
