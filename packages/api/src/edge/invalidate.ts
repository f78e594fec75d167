import { setTimeout as sleep } from 'node:timers/promises';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { cloudfront } from '../clients/cloudfront.ts';
import { config } from '../config.ts';
import { logger } from '../observability/logger.ts';
import { keepInvalidation } from './pending-invalidations.ts';

/**
 * What became of one CreateInvalidation:
 * - `done`: CloudFront took it (or had already, from an earlier try with the same reference);
 * - `busy`: refused for now (TooManyInvalidationsInProgress: 15 wildcard paths or 3,000 paths under
 *   way; throttled; a 5xx), worth trying again in a moment;
 * - `unreached`: no answer (network, timeout): tried again later, not in the request;
 * - `refused`: refused for good (no permission, a malformed path): logged, and not tried again.
 */
export type Outcome = 'done' | 'busy' | 'unreached' | 'refused';

const BUSY = new Set([
  'TooManyInvalidationsInProgress',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'InternalError',
]);

function outcomeOf(error: unknown): Exclude<Outcome, 'done'> {
  const failed = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = failed.$metadata?.httpStatusCode;
  if (BUSY.has(failed.name ?? '') || (status !== undefined && (status >= 500 || status === 429))) return 'busy';
  return status === undefined ? 'unreached' : 'refused';
}

/** One try, as the function's role may: CreateInvalidation on the site's distribution. */
export async function sendInvalidation(
  paths: readonly string[],
  reference: string,
): Promise<{ outcome: Outcome; error?: string }> {
  const distributionId = config.DISTRIBUTION_ID;
  if (!distributionId || paths.length === 0) return { outcome: 'done' };
  try {
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: reference, Paths: { Quantity: paths.length, Items: [...paths] } },
      }),
    );
    return { outcome: 'done' };
  } catch (error) {
    const { name, message } = error as Error;
    return { outcome: outcomeOf(error), error: `${name}: ${message}` };
  }
}

/** The first wait after CloudFront says it is busy; each next one doubles, up to MAX_WAIT_MS. */
const FIRST_WAIT_MS = 500;
const MAX_WAIT_MS = 4000;

/**
 * The longest one try may take: the client's connection and request timeouts (clients/cloudfront.ts).
 * A try is begun only if it can end by `until`, so the function still has the time to keep it.
 */
export const TRY_MS = 3000;

/**
 * Sends an invalidation until CloudFront takes it. While it is busy, tries again with growing waits
 * (and a little jitter, so parallel functions do not come back together) as long as a next try can
 * end by `until` (epoch ms: the function's time, less what it needs to keep the invalidation and
 * answer); past that, or when CloudFront cannot be reached, the invalidation is kept in the table
 * with the same reference for retry-edge-cache to send (pending-invalidations.ts), so it is never
 * lost. The change it follows is saved already: nothing here fails the request.
 */
export async function invalidate(paths: readonly string[], reference: string, until: number): Promise<Outcome> {
  let wait = FIRST_WAIT_MS;
  for (let attempts = 1; ; attempts++) {
    const { outcome, error } = await sendInvalidation(paths, reference);
    if (outcome === 'done') return outcome;
    if (outcome === 'refused') {
      logger.error('edge cache not cleared', { paths: paths.length, reference, error });
      return outcome;
    }
    const delay = wait + Math.floor(Math.random() * (wait / 4));
    if (outcome === 'unreached' || Date.now() + delay + TRY_MS > until) {
      try {
        await keepInvalidation({ reference, paths, attempts, ...(error ? { lastError: error } : {}) });
        logger.warn('edge cache not cleared', { paths: paths.length, reference, error, keptFor: 'retry-edge-cache' });
      } catch (failed) {
        logger.error('edge cache not cleared, nor kept for a retry', {
          paths: paths.length,
          reference,
          error,
          keepError: (failed as Error).message,
        });
      }
      return outcome;
    }
    await sleep(delay);
    wait = Math.min(wait * 2, MAX_WAIT_MS);
  }
}
