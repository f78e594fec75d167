import { randomUUID } from 'node:crypto';
import { isJobPublic } from '@modern-jobs/domain';
import { cachedPaths, ROUTES } from '@modern-jobs/domain/routes';
import { config } from '../config.ts';
import { invalidate } from './invalidate.ts';

/**
 * What to clear, and when not to. CloudFront keeps only what the public could read: a job's pages
 * and API read while it is public (a job that is not answers 404, kept a minute), and the lists and
 * sitemap it was on. So only a change to a job the public could see clears anything: an edit, a
 * close or a delete of a public job, and an employer disabled or enabled (their public jobs). A job
 * that was never public clears nothing, its first approval or rejection included: no copy ever
 * showed it, the lists take it in when their copies expire (30 s, then 60 s served stale, for
 * `GET /api/jobs`; an hour for the sitemap) and its page's cached 404, if anyone asked, within a
 * minute. A job waiting for review is not public either: the change that took it off the site (an
 * edit sends an approved job back to review) cleared its copies then.
 *
 * An invalidation follows a write that is already saved: CloudFront being busy or unreachable is never
 * the caller's error. It is sent again, with growing waits, while the function has time, then kept
 * for retry-edge-cache (invalidate.ts). Locally there is no edge cache (no DISTRIBUTION_ID) and
 * nothing to clear.
 */

/**
 * The time a caller that says no deadline (a route of 10 s, its write done) gives CloudFront to take
 * its invalidation before it is kept for later: a few tries while it is busy.
 */
const QUICK_RETRY_MS = 5000;

/** Time a function keeps, out of its timeout, to keep an invalidation for later and answer. */
const RESERVE_MS = 3000;

/**
 * Until when (epoch ms) a route's function may keep trying CloudFront: its timeout (the route
 * table's), counted from `startedAt` (when the handler began), less what it needs to finish.
 */
export function deadlineOf(handler: string, startedAt = Date.now()): number {
  const route = ROUTES.find((r) => r.handler === handler);
  const timeoutSeconds = route?.data.limits.timeoutSeconds ?? 10;
  return startedAt + Math.max(0, timeoutSeconds * 1000 - RESERVE_MS);
}

/**
 * Clears what CloudFront holds of one resource after a change to it (a public job's pages in every
 * language and its API read; a setting's read), so visitors and the admin's next read see the change
 * at once, not when the copy expires.
 */
export async function clearEdgeCache(params: Record<string, string>, options: { until?: number } = {}): Promise<void> {
  const paths = cachedPaths(params);
  if (!config.DISTRIBUTION_ID || paths.length === 0) return;
  await invalidate(paths, randomUUID(), options.until ?? Date.now() + QUICK_RETRY_MS);
}

/**
 * Clears a job's copies after a change to it (an edit, a close, a delete), only if the public could
 * see it before the change (`before`, the job as stored until then): a job that was not public has
 * no copy to clear, however often its employer edits it.
 */
export async function clearJobFromEdgeCache(
  before: { id: string; status: string; ownerDisabled?: boolean | null | undefined },
  options: { until?: number } = {},
): Promise<void> {
  if (isJobPublic(before)) await clearEdgeCache({ id: before.id }, options);
}

/** CloudFront takes at most 3,000 paths in invalidations under way; past this many, a wildcard does. */
const MAX_PATHS = 1000;

/**
 * The shared lists many jobs leave or join at once: every page and query of the public job list (and
 * its suggestions, which share the prefix), and the sitemap with its pages. A wildcard at the end of
 * a path also clears every query string of it. CloudFront allows 15 wildcard paths under way at once,
 * so only an operator's action sends these (an employer disabled or enabled), never an employer's.
 */
export const JOB_LIST_PATHS = ['/api/jobs*', '/sitemap*'] as const;

/**
 * Clears what CloudFront holds of many public jobs at once (an employer disabled or enabled): every
 * job's paths (or, past MAX_PATHS, every job's) and the lists they were on, so they leave the home
 * page now rather than when its copy expires. `ids` are jobs the public could see before the change
 * or after it; none, nothing is sent. Two invalidations, sent together and each retried on its own:
 * the jobs' own paths, which CloudFront takes up to 3,000 of at once, are not held back while its 15
 * wildcard paths are all under way (the lists' wildcards wait, and expire within 90 s meanwhile).
 * `lists: false` for a change the lists do not show (a company's verified badge is on its job pages).
 */
export async function clearJobsFromEdgeCache(
  ids: readonly string[],
  options: { until?: number; lists?: boolean } = {},
): Promise<void> {
  if (!config.DISTRIBUTION_ID || ids.length === 0) return;
  const each = ids.flatMap((id) => cachedPaths({ id }));
  const pages = each.length <= MAX_PATHS ? each : cachedPaths({ id: '*' });
  const until = options.until ?? Date.now() + QUICK_RETRY_MS;
  await Promise.all([
    invalidate(pages, randomUUID(), until),
    ...(options.lists === false ? [] : [invalidate(JOB_LIST_PATHS, randomUUID(), until)]),
  ]);
}
