import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { cachedPaths } from '@modern-jobs/domain/routes';
import { cloudfront } from '../clients/cloudfront.ts';
import { config } from '../config.ts';
import { logger } from '../observability/logger.ts';

/**
 * Clears what CloudFront holds of one resource after an admin changed or removed it (a job's pages in
 * every language and its API read; a setting's read), so visitors and the admin's next read see the
 * change at once, not when the copy expires. The change is already saved: a failed invalidation is
 * logged, not the admin's error, and the copies still expire. Locally there is no edge cache (no
 * DISTRIBUTION_ID) and nothing to clear.
 */
export async function clearEdgeCache(params: Record<string, string>): Promise<void> {
  const distributionId = config.DISTRIBUTION_ID;
  const paths = cachedPaths(params);
  if (!distributionId || paths.length === 0) return;
  try {
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
  } catch (error) {
    logger.error('edge cache not cleared', { paths, error: (error as Error).message });
  }
}

/** CloudFront takes at most 3,000 paths in invalidations under way; past this many, a wildcard does. */
const MAX_PATHS = 1000;

/**
 * The shared lists many jobs leave or join at once: every page and query of the public job list (and
 * its suggestions, which share the prefix), and the sitemap with its pages. A wildcard at the end of
 * a path also clears every query string of it.
 */
export const JOB_LIST_PATHS = ['/api/jobs*', '/sitemap*'] as const;

/**
 * Clears what CloudFront holds of many jobs at once (an employer disabled or enabled): one
 * invalidation of every job's paths (or, past MAX_PATHS, of every job's) and of the lists they were
 * on, so they leave the home page now rather than when its copy expires.
 */
export async function clearJobsFromEdgeCache(ids: readonly string[]): Promise<void> {
  const distributionId = config.DISTRIBUTION_ID;
  if (!distributionId || ids.length === 0) return;
  const each = ids.flatMap((id) => cachedPaths({ id }));
  const paths = [...(each.length <= MAX_PATHS ? each : cachedPaths({ id: '*' })), ...JOB_LIST_PATHS];
  try {
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
  } catch (error) {
    logger.error('edge cache not cleared', { paths: paths.length, error: (error as Error).message });
  }
}
