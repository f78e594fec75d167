import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string> };

/** A JSON answer. Handlers return these, or throw httpError. */
export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string>; cookies?: string[] } = {},
): HttpResult {
  return {
    statusCode: init.status ?? 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...init.headers },
    body: JSON.stringify(body),
    ...(init.cookies ? { cookies: init.cookies } : {}),
  };
}

/** A body-less answer, e.g. a redirect. */
export function empty(status: number, headers: Record<string, string> = {}, cookies?: string[]): HttpResult {
  return { statusCode: status, headers: { 'Cache-Control': 'no-store', ...headers }, ...(cookies ? { cookies } : {}) };
}
