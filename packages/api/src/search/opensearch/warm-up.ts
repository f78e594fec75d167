import { ORIGIN_VERIFY_HEADER } from '@modern-jobs/domain/web-security';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { config } from '../../config.ts';
import { logger } from '../../observability/logger.ts';

/** Long enough for a few searches on a new connection, short enough not to hold a cold start up. */
const WARM_UP_BUDGET_MS = 1_000;
/**
 * How many searches init makes at most. V8 compiles a function on its first call and optimizes it
 * only after many: after one search the first visitor's still cost about four times a warm one's CPU
 * in the function (36 ms against 8), after four about twice (19 ms) - `npm run bench`, "first
 * search / warm ratio", whose note gives both processes' CPU time.
 */
const WARM_UP_SEARCHES = 8;

/**
 * Awaited at a searching function's init (the top of its handler module, so in Lambda's init phase):
 * searches as the function's own make them, the shapes given in turn, their answers thrown away.
 * Otherwise the first visitor's search would also pay for compiling that code and for the connection
 * (client.ts opens it at import; TLS in AWS): twice a warm search and more. Init runs with the whole
 * CPU whatever the function's memory, and Lambda often runs it before a request is there. Only in
 * Lambda (a process of its own): the local stack and tests import every handler in one process,
 * where nothing is gained. Never fails and never waits long: an engine that cannot be reached is the
 * first search's to report (503).
 */
export async function warmUpSearch(...shapes: Array<() => Promise<unknown>>): Promise<void> {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME || !config.OPENSEARCH_ENDPOINT || shapes.length === 0) return;
  const until = Date.now() + WARM_UP_BUDGET_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WARM_UP_BUDGET_MS);
  });
  const started = performance.now();
  let made = 0;
  const searches = async () => {
    for (; made < WARM_UP_SEARCHES && Date.now() < until; made++)
      await (shapes[made % shapes.length] as () => Promise<unknown>)();
  };
  await Promise.race([searches().catch(() => undefined), timeout]);
  clearTimeout(timer);
  // Also the logger's first line, whose making is otherwise the first visitor's.
  logger.info('warmed up', { searches: made, ms: Math.round(performance.now() - started) });
}

/** A handler of the HTTP preset (http/preset.ts): its answer without the observing middlewares. */
interface WarmableHandler {
  warmUp: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
}

/**
 * The function's own GETs at init, through its handler's warm-up chain (warmUpSearch, http/preset.ts):
 * middy and its timeout, the logger's context, the metrics, the headers, the route's checks, the
 * query's schema, the search and the answer, before a visitor's. In runs of 12 new instances on a
 * loaded machine, a new instance's first search took 1.7-1.9 times a warm one's with only the
 * search's code warmed, 1.2-1.5 through the handler; a quiet `npm run bench` (15 instances) reads
 * 1.17 at 500 jobs and 1.34 at 100,000. As CloudFront hands a request over: with the origin's
 * secret, which the guard checks and removes.
 */
export function warmUpRoute(handler: WarmableHandler, path: string, ...queries: Array<Record<string, string>>) {
  return warmUpSearch(...queries.map((query) => () => handler.warmUp(warmUpEvent(path, query), WARM_UP_CONTEXT)));
}

function warmUpEvent(path: string, query: Record<string, string>): APIGatewayProxyEventV2 {
  const secret = config.ORIGIN_VERIFY_SECRET[0];
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: secret ? { [ORIGIN_VERIFY_HEADER]: secret } : {},
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'warm-up',
      apiId: 'warm-up',
      domainName: 'warm-up',
      domainPrefix: 'warm-up',
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'warm-up' },
      requestId: 'warm-up',
      routeKey: `GET ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

const WARM_UP_CONTEXT = {
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'warm-up',
  awsRequestId: 'warm-up',
  // A function's time, not the warm-up's second: middy's early timeout (500 ms before the end) must
  // not answer a slow first search 503 and log it as timed out; warmUpSearch stops waiting anyway.
  getRemainingTimeInMillis: () => 10_000,
} as Context;
