import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';
import { tracer } from './tracer.ts';

/**
 * Publishes what the invocation counted, and the function's ColdStart. Not Powertools' logMetrics:
 * it warns on every invocation that counted nothing, which is most of them.
 */
const publishMetrics = (): MiddlewareObj<unknown, unknown, Error, Context> => {
  const publish = () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return {
    before: (request) => metrics.captureColdStartMetric(request.context.functionName),
    after: publish,
    onError: publish,
  };
};

/**
 * What every function runs under, HTTP or not (Powertools through middy): the logger's Lambda
 * context, reset after each invocation; the invocation's X-Ray subsegment, without its response
 * (an answer can hold a person's details); and its metrics. First in a chain, so the rest runs inside.
 */
export const observability = <E, R>() =>
  [
    injectLambdaContext(logger, { resetKeys: true }),
    captureLambdaHandler(tracer, { captureResponse: false }),
    publishMetrics(),
  ] as MiddlewareObj<E, R, Error, Context>[];

/**
 * For a handler's warm-up in Lambda's init (http/preset.ts, warmUp): the logger's context and the
 * function's ColdStart metric (counted then, at init, where the cold start is), no trace (X-Ray has
 * no invocation to add a subsegment to), and none of the product metrics its searches counted.
 */
export const untracedObservability = <E, R>() =>
  [injectLambdaContext(logger, { resetKeys: true }), coldStartOnly()] as MiddlewareObj<E, R, Error, Context>[];

/** The ColdStart metric, and nothing a warm-up counted: its searches are not visitors' (zero results…). */
const coldStartOnly = (): MiddlewareObj<unknown, unknown, Error, Context> => {
  const forget = () => metrics.clearMetrics();
  return {
    before: (request) => metrics.captureColdStartMetric(request.context.functionName),
    after: forget,
    onError: forget,
  };
};

/**
 * A worker that runs out of time says so: middy's early timeout (5 ms before the limit) fails the
 * invocation with a TimeoutError, which Lambda retries or reports; this line names it in the logs.
 */
const timeoutLine = (): MiddlewareObj<unknown, unknown, Error, Context> => ({
  onError: ({ error, context }) => {
    if (error?.name === 'TimeoutError')
      logger.error('invocation timed out', { timedOut: true, msLeft: context.getRemainingTimeInMillis?.() });
  },
});

/** A stream worker, scheduled or mail-event function, observed like every route. */
export function observedWorker<E, R>(fn: (event: E, context: Context) => Promise<R>) {
  return middy<E, R, Error, Context>(fn)
    .use(observability<E, R>())
    .use(timeoutLine() as MiddlewareObj<E, R, Error, Context>);
}
