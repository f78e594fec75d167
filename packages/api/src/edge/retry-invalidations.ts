import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { config } from '../config.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { conditionFailed } from '../storage/refused.ts';
import { sendInvalidation, TRY_MS } from './invalidate.ts';
import {
  countRefusal,
  forgetInvalidation,
  type PendingInvalidation,
  pendingInvalidations,
} from './pending-invalidations.ts';

/** CloudFront takes up to 3,000 paths in one invalidation (and under way at once). */
const MAX_BATCH_PATHS = 3000;

/** Whether an invalidation holds a wildcard: CloudFront allows 15 such paths under way, 3,000 others. */
const hasWildcard = (item: PendingInvalidation) => item.paths.some((path) => path.includes('*'));

/**
 * Waiting invalidations, oldest first, merged into as few as CloudFront takes: the lists' wildcards
 * that every kept invalidation of an employer carries are sent once, not once each (CloudFront
 * allows 15 wildcard paths under way). Those with a wildcard are merged apart from the others, so
 * plain paths (a disabled employer's job pages) are not held back while every wildcard slot is taken.
 */
function batchesOf(waiting: readonly PendingInvalidation[]): PendingInvalidation[][] {
  return [...mergedOf(waiting.filter((item) => !hasWildcard(item))), ...mergedOf(waiting.filter(hasWildcard))];
}

function mergedOf(waiting: readonly PendingInvalidation[]): PendingInvalidation[][] {
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
 * CloudFront still busy, what waits is tried again by the next run: a disabled employer's jobs leave
 * the edge as soon as CloudFront has room (their pages first: they need no wildcard slot).
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
  // Busy for one kind (plain paths, or wildcards) says nothing of the other; not reached, of neither.
  const held = new Set<boolean>();
  let unreached = false;
  for (const batch of batchesOf(live)) {
    const wildcard = batch.some(hasWildcard);
    if (unreached || held.has(wildcard) || Date.now() + TRY_MS > until) {
      counts.waiting += batch.length;
      continue;
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
    // Busy or not reached: the next run tries them again, and the rest of their kind with them.
    for (const item of batch)
      await countRefusal(item.reference, error ?? outcome).catch((failed: unknown) => {
        if (!conditionFailed(failed)) throw failed;
      });
    counts.waiting += batch.length;
    if (outcome === 'unreached') unreached = true;
    else held.add(wildcard);
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
