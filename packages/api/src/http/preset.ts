import { randomUUID } from 'node:crypto';
import middy, { type MiddlewareObj, type Request as MiddyRequest } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import { API_MESSAGES, codedMessage } from '@modern-jobs/domain';
import { ROUTES, type Route, routeKey } from '@modern-jobs/domain/routes';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from '../observability/logger.ts';
import { observability, untracedObservability } from '../observability/observe.ts';
import { InvalidCursorError } from '../storage/cursor.ts';
import { type FieldIssue, type HttpError, httpError, isTimedOut, timedOut } from './errors.ts';
import { checkJsonBody, checkOrigin, checkOriginVerified } from './guard.ts';
import { RequestAuth } from './request-auth.ts';
import { type HttpResult, json } from './response.ts';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerSpec<B extends Schema, Q extends Schema, P extends Schema> {
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Its pages carry their own security headers (a gateway's form page: its own CSP, whose form-action
   * names the gateway), which the API's defaults would overwrite; its JSON errors still get them.
   */
  ownSecurityHeaders?: boolean;
}

export interface HttpRequest<B extends Schema, Q extends Schema, P extends Schema> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  event: APIGatewayProxyEventV2;
  /** who is calling; the route's access level has already been enforced */
  auth: RequestAuth;
}

type Event = APIGatewayProxyEventV2 & { correlationId?: string; startedAt?: number; auth?: RequestAuth };
type Req = MiddyRequest<Event, HttpResult, Error, Context>;

const msSince = (event: Event) => Math.round((performance.now() - (event.startedAt ?? 0)) * 100) / 100;

/**
 * What a handler keeps of its function's time to answer that it ran out of it: middy's early timeout
 * fires this long before the limit (its default, 5 ms, left no time to answer, and its error was a 500),
 * enough to write the 503 and the log lines before Lambda, or the local adapter, stops the function.
 */
export const TIMEOUT_MARGIN_MS = 500;

/** The preset's middy: a handler out of time throws timedOut(), answered 503 with Retry-After. */
const presetMiddy = () =>
  middy<Event, HttpResult, Error, Context>({
    timeoutEarlyInMillis: TIMEOUT_MARGIN_MS,
    timeoutEarlyResponse: () => {
      throw timedOut();
    },
  });

/**
 * Answers every failure as JSON `{ message, issues? }`: an error thrown for the caller (httpError, a
 * 503 out of time) as it says; anything unexpected is a 500 that says nothing internal.
 */
const jsonErrors = (): MiddlewareObj<Event, HttpResult, Error, Context> => ({
  onError: (request: Req) => {
    // The store's own refusal of a cursor that is not one of ours: the caller's mistake.
    if (request.error instanceof InvalidCursorError) request.error = httpError(400, API_MESSAGES.invalidCursor);
    const error = request.error as (Error & Partial<HttpError> & { issues?: FieldIssue[] }) | null;
    const correlationId = request.event.correlationId ?? 'unknown';
    const status = typeof error?.statusCode === 'number' ? error.statusCode : 500;
    if (!error?.expose) {
      logger.error('request failed', error ?? 'no error');
      request.response = json({ ...codedMessage(API_MESSAGES.internal), correlationId }, { status: 500 });
      return;
    }
    if (isTimedOut(error))
      logger.error('request timed out', {
        timedOut: true,
        ms: msSince(request.event),
        msLeft: request.context.getRemainingTimeInMillis?.(),
      });
    // The JSON parser calls malformed JSON 422; to a client it is a bad request like any other.
    const [answered, message] = status === 422 ? [400, API_MESSAGES.notJson] : [status, error.message];
    const headers = (error.headers as Record<string, string> | undefined) ?? {};
    // Each message in the spec's English with its code (the catalog's key), for a page to say it in
    // its own language: a schema's issue carries the key, which is the code.
    const issues = error.issues?.map((issue) => ({ ...issue, ...codedMessage(issue.message) }));
    request.response = json({ ...codedMessage(message), ...(issues ? { issues } : {}) }, { status: answered, headers });
  },
});

/**
 * Gives the request its correlation id (API Gateway's request id, which the local stack sets too),
 * puts it and the route on every line logged while it runs, by the handler or anything it calls,
 * echoes it in a header for the person to quote, and logs one line per request.
 */
const correlation = (route: Route, { requestLine = true } = {}): MiddlewareObj<Event, HttpResult, Error, Context> => {
  const finish = (request: Req) => {
    const id = request.event.correlationId ?? 'unknown';
    if (request.response) request.response.headers = { ...request.response.headers, 'X-Correlation-Id': id };
    if (!requestLine) return;
    logger.info('request', {
      status: request.response?.statusCode,
      ms: msSince(request.event),
      ...(isTimedOut(request.error) ? { timedOut: true } : {}),
    });
  };
  return {
    before: ({ event }) => {
      event.startedAt = performance.now();
      event.correlationId = event.requestContext?.requestId || randomUUID();
      logger.setCorrelationId(event.correlationId);
      logger.appendKeys({ route: routeKey(route) });
    },
    after: finish,
    onError: finish,
  };
};

/**
 * Came through CloudFront, then the origin check, then the route's access level, then the body's
 * media type: 403, 403, 401, 415.
 */
const guard = (route: Route): MiddlewareObj<Event, HttpResult, Error, Context> => ({
  before: async (request) => {
    const { event } = request;
    checkOriginVerified(event);
    checkOrigin(route, event);
    event.auth = new RequestAuth(event.cookies);
    await event.auth.enforce(route.access);
    checkJsonBody(route, event);
  },
});

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Checks a value against a schema a handler picks itself (e.g. by the body's shape): 400 with field issues. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return check(schema, value) as z.output<S>;
}

function check<S extends Schema>(schema: S | undefined, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as Out<S>;
  const issues = issuesOf(parsed.error);
  throw httpError(400, issues[0]?.message ?? API_MESSAGES.invalidRequest, { issues });
}

function routeFor(handlerName: string): Route {
  const route = ROUTES.find((r) => r.handler === handlerName);
  if (!route) throw new Error(`Handler "${handlerName}" is not in the route table`);
  return route;
}

/** The API's security headers on error answers only: a page's own answer keeps its own. */
function securityHeadersOnErrors(): MiddlewareObj<Event, HttpResult, Error, Context> {
  const { onError } = httpSecurityHeaders();
  return onError ? { onError: onError as MiddlewareObj<Event, HttpResult, Error, Context>['onError'] } : {};
}

/**
 * The one HTTP preset every handler uses: Powertools' logs, traces and metrics, the correlation id, security headers, JSON errors,
 * header normalisation, the CSRF and access checks of the route table, JSON body parsing and validation with the domain's schemas. The handler
 * receives typed input and returns a result or throws httpError.
 */
export function httpHandler<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  handlerName: string,
  spec: HandlerSpec<B, Q, P>,
  fn: (request: HttpRequest<B, Q, P>) => Promise<HttpResult>,
) {
  const route = routeFor(handlerName);
  // What answers a request once it is observed: the same middlewares for a request and a warm-up.
  const answering = <M extends ReturnType<typeof middy<Event, HttpResult, Error, Context>>>(chain: M): M => {
    chain
      .use(spec.ownSecurityHeaders ? securityHeadersOnErrors() : httpSecurityHeaders())
      .use(jsonErrors())
      .use(httpHeaderNormalizer())
      .use(guard(route));
    if (spec.body) chain.use(httpJsonBodyParser());
    return chain;
  };
  const answer = async (event: Event) =>
    fn({
      params: check(spec.params, event.pathParameters ?? {}),
      query: check(spec.query, event.queryStringParameters ?? {}),
      body: check(spec.body, event.body),
      event,
      auth: event.auth ?? new RequestAuth(event.cookies),
    });
  const handler = answering(presetMiddy().use(observability<Event, HttpResult>()).use(correlation(route))).handler(
    answer,
  );
  /**
   * The same chain for Lambda's init to run before a visitor does (http/warm-up-route.ts):
   * not a request, so no request line, and no trace (X-Ray has no invocation to add it to); the
   * function's ColdStart metric is then counted at init, where the cold start is. Made when first
   * used: only the searching functions warm up, and every other function's init stays as it was.
   */
  let warming: ((event: Event, context: Context) => Promise<HttpResult>) | undefined;
  const warmUp = (event: Event, context: Context) => {
    warming ??= answering(
      presetMiddy()
        .use(untracedObservability<Event, HttpResult>())
        .use(correlation(route, { requestLine: false })),
    ).handler(answer);
    return warming(event, context);
  };
  return Object.assign(handler, { warmUp });
}

/**
 * The preset of a page handler (pages/): the same observability, correlation and route-table checks, and
 * nothing of the API's JSON shaping. It answers HTML under the site's own page headers (the CSP of
 * its inline scripts), which middy's security headers would overwrite with an API's.
 */
export function pageHandler(handlerName: string, fn: (event: APIGatewayProxyEventV2) => Promise<HttpResult>) {
  const route = routeFor(handlerName);
  return presetMiddy()
    .use(observability<Event, HttpResult>())
    .use(correlation(route))
    .use(jsonErrors())
    .use(httpHeaderNormalizer())
    .use(guard(route))
    .handler(async (event) => fn(event));
}

export type { HttpResult };
