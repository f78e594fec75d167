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
