import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { cachedPaths } from '@modern-jobs/domain/routes';
import { cloudfront } from '../clients/cloudfront.ts';
import { config } from '../config.ts';
import { log } from '../http/log.ts';

/**
 * Clears a job's pages (every language) and its API read from CloudFront's cache after an admin
 * changed or removed it, so a shared link shows the change at once, not within the pages' 5 minutes. The job is
 * already saved: a failed invalidation is logged, not the admin's error, and the pages still expire.
 * Locally there is no edge cache (no DISTRIBUTION_ID) and nothing to clear.
 */
export async function invalidateJobPages(jobId: string, correlationId: string): Promise<void> {
  const distributionId = config.DISTRIBUTION_ID;
  if (!distributionId) return;
  const paths = cachedPaths({ id: jobId });
  try {
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
  } catch (error) {
    log('error', 'job pages not invalidated', { correlationId, jobId, paths, error: (error as Error).message });
  }
}
