import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { DataAccess } from '@modern-jobs/domain/data-access';
import type { Context } from 'aws-lambda';

/** A function as the local stack runs it: a route's, a worker's or a scheduled one's. */
interface LocalFunction {
  handler: string;
  data: DataAccess;
}

/**
 * Here every function's invocations share one process, many at a time, as they share an execution
 * environment on Lambda Managed Instances. The Lambda runtime then runs each invocation in its own
 * InvokeStore context, and Powertools keeps each one's log keys and metrics apart by it; this does
 * what the runtime does. The store exists before the variable that tells Powertools to use it is set.
 */
const store = InvokeStore.getInstanceAsync(true).then((instance) => {
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
  return instance;
});

/**
 * Runs one invocation of a function as Lambda would: in its own context, as its role (its declared
 * data access, enforced), handed the context Lambda gives it.
 */
export async function runInvocation<T>(
  fn: LocalFunction,
  requestId: string,
  call: (context: Context) => Promise<T>,
): Promise<T> {
  // Loaded on first use: the grants read the API's configuration, which the local stack sets first.
  const { runAsRoute } = await import('./grants.ts');
  const context = lambdaContext(requestId, fn);
  return (await store).run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, () =>
    runAsRoute(fn, () => call(context)),
  );
}

/** The context Lambda hands a function, for this one invocation. */
function lambdaContext(requestId: string, fn: LocalFunction): Context {
  const deadline = Date.now() + fn.data.limits.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${fn.handler}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${fn.handler}`,
    memoryLimitInMB: String(fn.data.limits.memoryMiB),
    awsRequestId: requestId,
    logGroupName: 'local',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
