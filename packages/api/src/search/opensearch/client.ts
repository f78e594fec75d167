import { config } from '../../config.ts';
import { signRequest } from './sigv4.ts';

/**
 * A small OpenSearch REST client: fetch, JSON, and in AWS a SigV4 signature with the function's
 * own role (service `es`, OpenSearch Service). Not the official client: it adds 292 KB minified and
 * ~80 ms to a function's import on this machine, against a 400 KB bundle and 60 ms import budget,
 * for the four calls the API makes (_search, _bulk, aliases, index admin). The signature is
 * sigv4.ts's.
 */

/** OpenSearch could not be reached, timed out or failed (5xx): searches answer 503, workers retry. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

/** OpenSearch refused the request (4xx other than 404): a bug in what we sent, or a bad cursor's values. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** How long a search may wait for the engine before answering 503: well inside a 10 s function. */
const REQUEST_TIMEOUT_MS = 5_000;

export interface SearchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  path: string;
  /** a JSON body, or NDJSON lines (already serialized) for _bulk and _msearch */
  body?: unknown;
  ndjson?: string[];
  query?: Record<string, string>;
  /** answers with these statuses are returned, not thrown (e.g. 404 for "no such index") */
  allow?: number[];
  timeoutMs?: number;
}

export interface SearchResponse<T> {
  status: number;
  body: T;
}

/**
 * Checks a request against the running function's grant before it is sent: nothing in AWS (IAM
 * does it there); locally every function shares one process, and the local stand-in for IAM
 * (local/grants.ts) sets this to refuse what the function's role would be refused.
 */
let checkGrant: (request: { method: string; path: string }) => void = () => undefined;
export function guardSearchRequests(check: (request: { method: string; path: string }) => void): void {
  checkGrant = check;
}

function endpoint(): URL {
  if (!config.OPENSEARCH_ENDPOINT) throw new SearchUnavailableError('OPENSEARCH_ENDPOINT is not set');
  return new URL(config.OPENSEARCH_ENDPOINT);
}

export async function openSearch<T = unknown>(request: SearchRequest): Promise<SearchResponse<T>> {
  const base = endpoint();
  const url = new URL(request.path, base);
  checkGrant({ method: request.method, path: url.pathname });
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const body =
    request.ndjson !== undefined
      ? `${request.ndjson.join('\n')}\n`
      : request.body !== undefined
        ? JSON.stringify(request.body)
        : undefined;
  let headers: Record<string, string> = {
    host: url.host,
    ...(body !== undefined
      ? { 'content-type': request.ndjson !== undefined ? 'application/x-ndjson' : 'application/json' }
      : {}),
  };
  if (base.protocol === 'https:')
    // Lambda puts the role's short-term credentials in the environment and renews them there.
    headers = signRequest(
      { method: request.method, url, headers, ...(body !== undefined ? { body } : {}) },
      {
        accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
        ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
      },
      config.AWS_REGION,
    );
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(request.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SearchUnavailableError(`OpenSearch unreachable: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  const parsed = text ? safeJson(text) : null;
  // A success without a JSON body is the engine not answering (a connection cut mid-answer under
  // load), not a result: callers read fields of it (hits), which would be a TypeError.
  if (response.ok && request.method !== 'HEAD' && (parsed === null || typeof parsed !== 'object'))
    throw new SearchUnavailableError(`OpenSearch answered ${response.status} without JSON: ${text.slice(0, 100)}`);
  if (response.ok || request.allow?.includes(response.status)) return { status: response.status, body: parsed as T };
  if (response.status >= 500 || response.status === 429)
    throw new SearchUnavailableError(`OpenSearch answered ${response.status}: ${text.slice(0, 300)}`);
  const error = (
    parsed as { error?: { type?: string; reason?: string; root_cause?: Array<{ reason?: string }> } } | null
  )?.error;
  // No index behind the alias yet (a new stage before the indexer's first write, a node wiped): the
  // engine is not ready, which is not the visitor's doing.
  if (error?.type === 'index_not_found_exception')
    throw new SearchUnavailableError(`OpenSearch has no index: ${error.reason ?? ''}`);
  throw new SearchRequestError(
    response.status,
    error?.type ?? 'unknown',
    // "all shards failed" says nothing: the first root cause says what was wrong with the request.
    `OpenSearch refused ${request.method} ${url.pathname} (${response.status}): ${error?.root_cause?.[0]?.reason ?? error?.reason ?? text.slice(0, 300)}`,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * What a new instance's first search would otherwise pay for, paid while Lambda initializes the
 * function (a module's top-level await runs in its init phase): Node's fetch loads on its first use,
 * and the connection (TLS in AWS) is opened and kept for the searches after. Unchecked and bounded:
 * an engine that does not answer costs init at most a second, and the search itself then says so.
 * Measured (`npm run bench`, `first search / warm ratio`): without it a first search took 3-4 times
 * a warm one.
 */
const WARM_UP_MS = 1_000;
if (config.OPENSEARCH_ENDPOINT)
  await fetch(config.OPENSEARCH_ENDPOINT, { method: 'HEAD', signal: AbortSignal.timeout(WARM_UP_MS) }).catch(
    () => undefined,
  );

/** The alias a kind of document is searched and written through: <prefix>-jobs, <prefix>-alerts, <prefix>-candidates. */
export const aliasOf = (kind: 'jobs' | 'alerts' | 'candidates') => `${config.OPENSEARCH_INDEX_PREFIX}-${kind}`;
