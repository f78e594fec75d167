import { config } from '../../config.ts';

/** Long enough for a search on a new connection, short enough not to hold a cold start up. */
const WARM_UP_TIMEOUT_MS = 1_000;

/**
 * Awaited at a searching function's init (the top of its handler module, so in Lambda's init phase):
 * one search as the function's own make them, its answer thrown away. Otherwise the first visitor's
 * search would also pay for compiling that code (V8 compiles a function on its first call, and runs
 * it unoptimized for a while) and for the connection (client.ts opens it at import; TLS in AWS):
 * about twice a warm search (`npm run bench`, "first search / warm ratio"). Init runs with the whole
 * CPU whatever the function's memory, and Lambda often runs it before a request is there. Only in
 * Lambda (a process of its own): the local stack and tests import every handler in one process, where
 * nothing is gained. Never fails and never waits long: an engine that cannot be reached is the first
 * search's to report (503).
 */
export async function warmUpSearch(search: () => Promise<unknown>): Promise<void> {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME || !config.OPENSEARCH_ENDPOINT) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WARM_UP_TIMEOUT_MS);
  });
  await Promise.race([search().catch(() => undefined), timeout]);
  clearTimeout(timer);
}
