/**
 * How long CloudFront keeps the public reads that are the same for everyone (the route table's
 * sharedCache routes; infra's SharedReads policy). Browsers always ask again (max-age=0); the edge
 * answers the rush, and while it fetches a fresh copy serves the old one a little longer.
 */
export const SHARED_CACHE = {
  /** a page of a job list: a new job shows within half a minute */
  jobList: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  /** one job: an admin's edit or delete also clears it at once (edge/clear-edge-cache.ts) */
  job: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  /** suggestions for what is typed: the same prefixes come from everyone, and change slowly */
  suggestions: 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
  /** a site setting: the operator's change shows within a minute */
  setting: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
} as const;
