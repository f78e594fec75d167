import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '../../config.ts';

/**
 * A small OpenSearch REST client: fetch, JSON, and in AWS a SigV4 signature with the function's
 * own role (service `es`, OpenSearch Service). Not the official client: it adds 292 KB minified and
 * ~80 ms to a function's import on this machine, against a 400 KB bundle and 60 ms import budget,
 * for the four calls the API makes (_search, _msearch, _bulk, index admin). The signer is the one
 * the AWS SDK already bundles.
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

let signer: SignatureV4 | null = null;
function signerFor(region: string): SignatureV4 {
  signer ??= new SignatureV4({
    service: 'es',
    region,
    sha256: Sha256,
    // Lambda puts the role's short-term credentials in the environment; they are read per request
    // because the runtime may renew them.
    credentials: async () => ({
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
    }),
  });
  return signer;
}

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

function endpoint(): URL {
  if (!config.OPENSEARCH_ENDPOINT) throw new SearchUnavailableError('OPENSEARCH_ENDPOINT is not set');
  return new URL(config.OPENSEARCH_ENDPOINT);
}

export async function openSearch<T = unknown>(request: SearchRequest): Promise<SearchResponse<T>> {
  const base = endpoint();
  const url = new URL(request.path, base);
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
  if (base.protocol === 'https:') {
    const signed = await signerFor(config.AWS_REGION).sign({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    headers = signed.headers as Record<string, string>;
  }
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
  if (response.ok || request.allow?.includes(response.status)) return { status: response.status, body: parsed as T };
  if (response.status >= 500 || response.status === 429)
    throw new SearchUnavailableError(`OpenSearch answered ${response.status}: ${text.slice(0, 300)}`);
  const error = (parsed as { error?: { type?: string; reason?: string } } | null)?.error;
  throw new SearchRequestError(
    response.status,
    error?.type ?? 'unknown',
    `OpenSearch refused ${request.method} ${url.pathname} (${response.status}): ${error?.reason ?? text.slice(0, 300)}`,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The alias a kind of document is searched and written through: <prefix>-jobs, <prefix>-alerts. */
export const aliasOf = (kind: 'jobs' | 'alerts') => `${config.OPENSEARCH_INDEX_PREFIX}-${kind}`;
