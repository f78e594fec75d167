import { ORIGIN_VERIFY_HEADER } from '@modern-jobs/domain/web-security';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { config } from '../config.ts';
import { warmUpSearch } from '../search/opensearch/warm-up.ts';
import { inProcessEvent } from './in-process-event.ts';

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
  return inProcessEvent(
    { path, query, headers: secret ? { [ORIGIN_VERIFY_HEADER]: secret } : {} },
    { name: 'warm-up', domain: 'warm-up', userAgent: 'warm-up', requestId: 'warm-up' },
  );
}

const WARM_UP_CONTEXT = {
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'warm-up',
  awsRequestId: 'warm-up',
  // A function's time, not the warm-up's second: middy's early timeout (500 ms before the end) must
  // not answer a slow first search 503 and log it as timed out; warmUpSearch stops waiting anyway.
  getRemainingTimeInMillis: () => 10_000,
} as Context;
