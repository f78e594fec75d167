import { AsyncLocalStorage } from 'node:async_hooks';
import { config } from '../config.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

/** What every line of one request says about it: its correlation id, route and function. */
export interface RequestLogContext {
  correlationId: string;
  route?: string;
  functionName?: string;
  coldStart?: boolean;
}

const requestContext = new AsyncLocalStorage<RequestLogContext>();

/**
 * Runs `fn` as one request: every line logged inside it, by the handler or anything it calls
 * (storage, the edge cache, the adapter), carries the request's correlation id and function.
 */
export const withLogContext = <T>(context: RequestLogContext, fn: () => Promise<T>): Promise<T> =>
  requestContext.run(context, fn);

/** One JSON object per line, the shape CloudWatch Logs Insights queries by field. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < LEVELS[config.LOG_LEVEL]) return;
  const line = JSON.stringify({
    level,
    message,
    time: new Date().toISOString(),
    stage: config.STAGE,
    ...requestContext.getStore(),
    ...fields,
  });
  process.stdout.write(`${line}\n`);
}
