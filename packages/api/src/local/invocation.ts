import { AsyncLocalStorage } from 'node:async_hooks';
import { InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { DataAccess } from '@modern-jobs/domain/data-access';
import type { Context } from 'aws-lambda';

/** A function as the local stack runs it: a route's, a worker's or a scheduled one's. */
interface LocalFunction {
  handler: string;
  data: DataAccess;
}

type InvocationContext = Record<string | symbol, unknown>;
const MARK = Symbol.for('modern-jobs.local.invoke-store');

/**
 * The store the Lambda runtime keeps when invocations run at once: each invocation's context in an
 * AsyncLocalStorage, so what one sets (Powertools' log keys, Lambda context and metrics) is its own,
 * whatever runs beside it.
 */
class ConcurrentInvokeStore extends InvokeStoreBase {
  readonly [MARK] = true;
  readonly #contexts = new AsyncLocalStorage<InvocationContext>();
  getContext() {
    return this.#contexts.getStore();
  }
  hasContext() {
    return this.#contexts.getStore() !== undefined;
  }
  get<T = unknown>(key: string | symbol): T | undefined {
    return this.#contexts.getStore()?.[key] as T | undefined;
  }
  set<T = unknown>(key: string | symbol, value: T): void {
    if (this.isProtectedKey(key)) throw new Error(`Cannot modify protected Lambda context field: ${String(key)}`);
    const context = this.#contexts.getStore();
    if (!context) throw new Error('No context available');
    context[key] = value;
  }
  run<T>(context: InvocationContext, fn: () => T): T {
    return this.#contexts.run(context, fn);
  }
}

/**
 * Here every function's invocations share one process, many at a time, as they share an execution
 * environment on Lambda Managed Instances. The Lambda runtime then runs each invocation in its own
 * InvokeStore context, and Powertools keeps each one's log keys and metrics apart by it; this does
 * what the runtime does, installing the process's store as the runtime does before any code runs.
 *
 * Not InvokeStore.getInstanceAsync(true): the store is made once per process, by whoever asks first,
 * and locally that is the AWS SDK (every call asks it for a trace id), before anything here ran and
 * before AWS_LAMBDA_MAX_CONCURRENCY was set. It then makes a single-context store, whose run() sets
 * one context for the whole process: every invocation running at once logged with the keys of the
 * one started last (a share card's failure under `POST /api/admin/login`).
 */
function installStore(): InvokeStoreBase {
  // Powertools scopes its state to the store's context only when this is set, as the runtime sets it.
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
  const global = globalThis as { awslambda?: { InvokeStore?: InvokeStoreBase } };
  global.awslambda ??= {};
  const lambda = global.awslambda;
  const current = lambda.InvokeStore as (InvokeStoreBase & { [MARK]?: true }) | undefined;
  if (current?.[MARK]) return current;
  const installed = new ConcurrentInvokeStore();
  lambda.InvokeStore = installed;
  return installed;
}

const store = installStore();

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
  return store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, () =>
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
