import { type BucketAccess, keyMatches } from '@modern-jobs/domain/data-access';
import { ROUTES } from '@modern-jobs/domain/routes';
import { SCHEDULED_FUNCTIONS, WORKERS } from '@modern-jobs/domain/workers';
import { config } from '../config.ts';

/** A function as it declares its use of the bucket: a route's, a worker's (domain data-access.ts). */
interface Declared {
  data: { bucket?: BucketAccess };
}

/**
 * In AWS each function runs alone, under a role infra grants exactly what the function declares, and
 * infra names its service after its handler (POWERTOOLS_SERVICE_NAME). Nothing found (tests, scripts
 * run with an operator's own credentials): no grant, so no refusal is taken for anything else.
 */
let deployed: Declared | null | undefined;
const deployedFunction = (): Declared | null => {
  deployed ??=
    [...ROUTES, ...WORKERS, ...SCHEDULED_FUNCTIONS].find((fn) => fn.handler === config.POWERTOOLS_SERVICE_NAME) ?? null;
  return deployed;
};

/** Locally every function shares one process; the local grants say which one runs (local/grants.ts). */
let runningLocally: () => Declared | undefined = () => undefined;

/** Called by the local stand-in for IAM, which runs each handler as its own function's role. */
export function whichFunctionRuns(running: () => Declared | undefined): void {
  runningLocally = running;
}

/** Whether the running function's role may read this key (GetObject, HeadObject): its declared read prefixes. */
export function mayRead(key: string): boolean {
  const fn = runningLocally() ?? deployedFunction();
  return (fn?.data.bucket?.read ?? []).some((pattern) => keyMatches(pattern, key));
}
