import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_MESSAGES } from '@modern-jobs/domain';
import { matchRoute, type Route, routeKey } from '@modern-jobs/domain/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/**
 * Serves the Lambda handlers over plain Node HTTP, from the route table, the way API Gateway's
 * HTTP API (payload format 2.0) would call them, under the limits AWS would hold them to: each
 * route's declared data access, its timeout, Lambda's payload sizes. Used by the local stack and
 * the integration tests.
 */

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway refuses payloads over 10 MB; JSON calls here are far smaller. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * Lambda's synchronous invocation payload limits, on the event and on the serialized result (a
 * binary body counts in base64), and what an HTTP API answers when one is broken or the function
 * runs out of time. The figures are Lambda's own: 6 MB requests, 6,291,556-byte responses.
 */
export const LAMBDA_LIMITS = { requestBytes: 6 * 1024 * 1024, responseBytes: 6_291_556 } as const;
export const GATEWAY_FAILURE = {
  requestTooLarge: { status: 413, message: 'Request Entity Too Large' },
  functionFailed: { status: 500, message: 'Internal Server Error' },
  timedOut: { status: 503, message: 'Service Unavailable' },
} as const;
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

const handlers = new Map<string, Promise<LambdaHandler | null>>();

function loadHandler(route: Route): Promise<LambdaHandler | null> {
  let loaded = handlers.get(route.handler);
  if (!loaded) {
    loaded = import(`../handlers/${route.handler}.ts`).then(
      (module: { handler: LambdaHandler }) => module.handler,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ERR_MODULE_NOT_FOUND') return null;
        throw error;
      },
    );
    handlers.set(route.handler, loaded);
  }
  return loaded;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

function toEvent(req: IncomingMessage, url: URL, route: Route, params: Record<string, string>, body: Buffer) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const text = single(value);
    if (text !== undefined && name !== 'cookie') headers[name] = text;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(cookies.length ? { cookies } : {}),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: body.toString(isText ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: !isText,
  };
  return event;
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

const TIMED_OUT = Symbol('timed out');

/**
 * Invokes a handler as Lambda would: as its route's role (the declared data access, enforced), within
 * its own timeout, and with the payload limits. Answers the result, or the gateway's failure.
 */
export async function invoke(handler: LambdaHandler, route: Route, event: APIGatewayProxyEventV2) {
  if (Buffer.byteLength(JSON.stringify(event)) > LAMBDA_LIMITS.requestBytes) return GATEWAY_FAILURE.requestTooLarge;
  // Loaded on first use: they read the API's configuration, which the local stack sets first.
  const { logger } = await import('../observability/logger.ts');
  const { runInvocation } = await import('./invocation.ts');
  const { requestId } = event.requestContext;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), route.data.limits.timeoutSeconds * 1000);
  });
  try {
    const result = await Promise.race([runInvocation(route, requestId, (context) => handler(event, context)), timeout]);
    if (result === TIMED_OUT) {
      logger.error('local api adapter: the function timed out', {
        correlation_id: requestId,
        route: routeKey(route),
        timeoutSeconds: route.data.limits.timeoutSeconds,
      });
      return GATEWAY_FAILURE.timedOut;
    }
    const bytes = Buffer.byteLength(JSON.stringify(result));
    if (bytes > LAMBDA_LIMITS.responseBytes) {
      logger.error("local api adapter: the answer is over Lambda's limit", {
        correlation_id: requestId,
        route: routeKey(route),
        bytes,
      });
      return GATEWAY_FAILURE.functionFailed;
    }
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/** A Node request listener answering every route of the route table. */
export function createApiListener() {
  const enforced = import('./grants.ts').then((grants) => grants.enforceDeclaredAccess());
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await enforced;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = matchRoute(req.method ?? 'GET', url.pathname);
      if (!match) return sendJson(res, 404, { message: 'Not Found' });
      if ('allowed' in match)
        return sendJson(res, 405, { message: 'Method Not Allowed' }, { Allow: match.allowed.join(', ') });
      const handler = await loadHandler(match.route);
      if (!handler) return sendJson(res, 501, { message: `${routeKey(match.route)} is not built yet` });
      const body = await readBody(req);
      if (body === null) return sendJson(res, 413, { message: 'Request body too large' });
      const event = toEvent(req, url, match.route, match.params, body);
      const result = await invoke(handler, match.route, event);
      if ('message' in result) return sendJson(res, result.status, { message: result.message });
      writeResult(res, result);
    } catch (error) {
      // A browser that gave up on a request (a cancelled query) is not a failure.
      if (req.destroyed || (error as Error).message === 'aborted') return;
      // The handlers answer their own errors; reaching here means the adapter itself failed.
      process.stderr.write(`local api adapter: ${(error as Error).stack}\n`);
      if (!res.headersSent) sendJson(res, 500, { message: API_MESSAGES.internal });
    }
  };
}
