import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

/** A function as the local stack runs it: a route's, a worker's or a scheduled one's. */
interface LocalFunction {
  handler: string;
  data: { limits: { memoryMiB: number; timeoutSeconds: number } };
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

/** Runs one invocation in its own context, as the Lambda runtime would. */
export async function asInvocation<T>(requestId: string, fn: () => Promise<T>): Promise<T> {
  return (await store).run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, fn);
}

/** The context Lambda hands a function, for this one invocation. */
export function lambdaContext(requestId: string, fn: LocalFunction): Context {
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
