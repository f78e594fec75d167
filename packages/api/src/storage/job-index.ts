import { cityOf, deadlineEnd, isBoostLive, type Job, type JobSummary, searchTokens } from '@modern-jobs/domain';
import { withoutKeys } from './item.ts';
import { STORAGE_ATTRIBUTES } from './table.ts';

/**
 * Job lists are GSI1 partitions of small "index entry" items, one per list a job belongs to, each
 * carrying the card's fields so a page is one Query with no second read. Lists: every open job,
 * by type, by city, by type and city, and the admin's list of everything. (Keywords and the other
 * filters go to the search index, search/job-search.ts, which starts from the list of every open job.)
 * A job with a live boost also sits in the BOOST# twin of each public list, read first.
 * Entries expire (TTL) when the deadline or the boost ends; reads filter on the same instants
 * because TTL deletion lags.
 */

export const list = {
  all: 'ALL',
  type: (type: string) => `TYPE#${type}`,
  city: (city: string) => `CITY#${city}`,
  typeCity: (type: string, city: string) => `TYPE#${type}#CITY#${city}`,
  admin: 'ADMIN',
} as const;

export const boosted = (name: string) => `BOOST#${name}`;
export const partitionOf = (name: string) => `JOBS#${name}`;
export const jobKey = (id: string) => ({ PK: `JOB#${id}`, SK: 'JOB' });
export const sortKeyOf = (job: Pick<Job, 'createdAt' | 'id'>) => `${job.createdAt}#${job.id}`;

/** Stands in for "boosted without an expiry" in numeric comparisons. */
export const FOREVER_MS = Number.MAX_SAFE_INTEGER;

export interface IndexEntry extends JobSummary, Partial<Pick<Job, 'description' | 'requirements' | 'benefits'>> {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'job-index';
  /** on the list of every open job only: the description's words, which a search index starts from */
  terms?: string;
  city: string | null;
  expiresAt?: number;
  boostUntil?: number;
}

export function publicListsOf(job: Pick<Job, 'jobType' | 'location'>): string[] {
  const city = cityOf(job.location);
  const lists: string[] = [list.all, list.type(job.jobType)];
  if (city) lists.push(list.city(city), list.typeCity(job.jobType, city));
  return lists;
}

export function summaryOf(job: Job): JobSummary {
  const { description: _d, requirements: _r, benefits: _b, ...summary } = job;
  return summary;
}

/** Every index entry a job should have right now. */
export function indexEntriesOf(job: Job, now: Date): IndexEntry[] {
  const base = {
    ...summaryOf(job),
    PK: jobKey(job.id).PK,
    GSI1SK: sortKeyOf(job),
    entity: 'job-index' as const,
    city: cityOf(job.location),
  };
  const entry = (name: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({
    ...base,
    SK: `IDX#${name}`,
    GSI1PK: partitionOf(name),
    ...extra,
  });

  // The admin's list carries the whole job: editing a row needs its long texts too.
  const entries = [
    entry(list.admin, { description: job.description, requirements: job.requirements, benefits: job.benefits }),
  ];
  const closesAt = deadlineEnd(job.applicationDeadline);
  const open = job.status === 'approved' && (closesAt === null || closesAt.getTime() > now.getTime());
  if (!open) return entries;

  const closesAtSec = closesAt ? Math.ceil(closesAt.getTime() / 1000) : undefined;
  const live = isBoostLive(job, now);
  const boostUntil = live ? (job.boostExpiry ? new Date(job.boostExpiry).getTime() : FOREVER_MS) : undefined;
  const boostEndsSec = boostUntil !== undefined && boostUntil !== FOREVER_MS ? Math.ceil(boostUntil / 1000) : undefined;
  const boostExpiresAt = [closesAtSec, boostEndsSec].filter((v) => v !== undefined).sort((a, b) => a - b)[0];

  for (const name of publicListsOf(job)) {
    entries.push(
      entry(name, {
        ...(closesAtSec ? { expiresAt: closesAtSec } : {}),
        ...(live ? { boostUntil } : {}),
        ...(name === list.all ? { terms: searchTokens(job.description).join(' ') } : {}),
      }),
    );
    if (live) entries.push(entry(boosted(name), boostExpiresAt ? { expiresAt: boostExpiresAt } : {}));
  }
  return entries;
}

/** Attributes of an index entry that only storage needs. */
// `kw` (a job's keywords, before the search index) stays on entries written before it until the job is saved again.
const ENTRY_KEYS = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'entity',
  'terms',
  'kw',
  'city',
  'expiresAt',
  'boostUntil',
] as const;

/** A stored job item as the API answers it: without its keys (the table's, the indexes', the feed's) and bookkeeping. */
export function jobOfItem(item: Record<string, unknown>): Job {
  return withoutKeys<Job>(item, [...STORAGE_ATTRIBUTES, 'indexKeys', 'seededAt']);
}

/** Turns an index entry back into what the API answers: a summary, or for the admin list a whole job. */
export function fromEntry<T extends JobSummary = JobSummary>(item: Record<string, unknown>): T {
  return withoutKeys<T>(item, ENTRY_KEYS);
}
