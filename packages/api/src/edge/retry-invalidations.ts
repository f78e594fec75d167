import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { config } from '../config.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { conditionFailed } from '../storage/refused.ts';
import { sendInvalidation } from './invalidate.ts';
import {
  countRefusal,
  forgetInvalidation,
  type PendingInvalidation,
  pendingInvalidations,
} from './pending-invalidations.ts';

/** CloudFront takes up to 3,000 paths in one invalidation (and under way at once). */
const MAX_BATCH_PATHS = 3000;

/**
 * Waiting invalidations, oldest first, merged into as few as CloudFront takes: the lists' wildcards
 * that every kept invalidation of an employer carries are sent once, not once each (CloudFront
 * allows 15 wildcard paths under way).
 */
function batchesOf(waiting: readonly PendingInvalidation[]): PendingInvalidation[][] {
  const batches: PendingInvalidation[][] = [];
  let batch: PendingInvalidation[] = [];
  let paths = new Set<string>();
  for (const item of [...waiting].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const merged = new Set([...paths, ...item.paths]);
    if (batch.length > 0 && merged.size > MAX_BATCH_PATHS) {
      batches.push(batch);
      batch = [item];
      paths = new Set(item.paths);
    } else {
      batch.push(item);
      paths = merged;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * One invalidation's reference: a kept one alone keeps the reference it was first sent with, so
 * CloudFront makes one invalidation of it even if an earlier try was taken but not answered.
 */
const referenceOf = (batch: readonly PendingInvalidation[]) =>
  batch.length === 1
    ? String(batch[0]?.reference)
    : `merged-${createHash('sha256')
        .update(batch.map((item) => item.reference).join(','))
        .digest('hex')
        .slice(0, 40)}`;

export interface RetryCounts {
  /** kept invalidations CloudFront took now */
  sent: number;
  /** still waiting: CloudFront busy or not reached; the next run tries again */
  waiting: number;
  /** given up: refused for good, or so old that every copy they were for has expired */
  dropped: number;
}

/**
 * Runs every minute (retry-edge-cache): sends the invalidations that functions kept because
 * CloudFront was busy or unreachable when they ran out of time (invalidate.ts), until each is taken.
 * CloudFront still busy, the run stops and the next tries again: a disabled employer's jobs leave the
 * edge as soon as CloudFront has room.
 */
export async function retryPendingInvalidations(now = new Date(), until = Date.now() + 50_000): Promise<RetryCounts> {
  const counts: RetryCounts = { sent: 0, waiting: 0, dropped: 0 };
  if (!config.DISTRIBUTION_ID) return counts;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const live: PendingInvalidation[] = [];
  for (const item of await pendingInvalidations()) {
    if (item.expiresAt > nowSeconds) {
      live.push(item);
      continue;
    }
    await forgetInvalidation(item.reference);
    counts.dropped += 1;
    logger.warn('kept edge invalidation dropped: every copy it was for has expired', { reference: item.reference });
  }
  const batches = batchesOf(live);
  for (const [index, batch] of batches.entries()) {
    if (Date.now() >= until) {
      counts.waiting += batches.slice(index).reduce((sum, b) => sum + b.length, 0);
      break;
    }
    const paths = [...new Set(batch.flatMap((item) => item.paths))];
    const { outcome, error } = await sendInvalidation(paths, referenceOf(batch));
    if (outcome === 'done' || outcome === 'refused') {
      for (const item of batch) await forgetInvalidation(item.reference);
      if (outcome === 'done') counts.sent += batch.length;
      else {
        counts.dropped += batch.length;
        logger.error('kept edge invalidation refused for good', { paths: paths.length, error });
      }
      continue;
    }
    // Busy or not reached: the rest would be too. The next run tries them again.
    for (const item of batch)
      await countRefusal(item.reference, error ?? outcome).catch((failed: unknown) => {
        if (!conditionFailed(failed)) throw failed;
      });
    counts.waiting += batches.slice(index).reduce((sum, b) => sum + b.length, 0);
    break;
  }
  if (counts.sent + counts.waiting + counts.dropped > 0) logger.info('kept edge invalidations', { ...counts });
  return counts;
}

/**
 * The scheduled function (EventBridge Scheduler, every minute): retryPendingInvalidations with the
 * invocation's own time, less a margin to write down what it did.
 */
export const handler = observedWorker((_event: unknown, context: Context) =>
  retryPendingInvalidations(new Date(), Date.now() + Math.max(0, context.getRemainingTimeInMillis() - 5000)),
);
