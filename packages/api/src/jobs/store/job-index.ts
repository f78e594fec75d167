import {
  type BoostPurchase,
  type Company,
  cityOf,
  deadlineEnd,
  type EmployerJob,
  isBoostLive,
  isJobPublic,
  type Job,
  type JobSummary,
  type Locale,
  publicVerificationOf,
  type Verification,
} from '@modern-jobs/domain';
import { withoutKeys } from '../../storage/item.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';

/**
 * Job lists are GSI1 partitions of small "index entry" items, one per list a job belongs to, each
 * carrying the card's fields so a page is one Query with no second read. Lists: every open job,
 * by type, by city, by type and city, and the admin's list of everything. (Keywords and the other
 * filters go to the search engine, search/opensearch, fed from the table's stream.)
 * A job with a live boost also sits in the BOOST# twin of each public list, read first.
 * Entries expire (TTL) when the deadline or the boost ends; reads filter on the same instants
 * because TTL deletion lags. Only a public job (isJobPublic: approved, its employer not disabled)
 * has public entries.
 *
 * Two lists index the job's own item instead of copies (both need the whole job, its counts and its
 * review state, which copies would have to keep in step): an employer's own jobs, newest first
 * (GSI3, JOBS#EMPLOYER#<user id>), and the moderation queue of employers' jobs waiting for review,
 * oldest first (GSI4, JOBS#PENDING, keys present only while pending). Each is a Query on its own
 * partition, one item read per job listed.
 */

export const list = {
  all: 'ALL',
  type: (type: string) => `TYPE#${type}`,
  city: (city: string) => `CITY#${city}`,
  typeCity: (type: string, city: string) => `TYPE#${type}#CITY#${city}`,
  admin: 'ADMIN',
} as const;

export const boosted = (name: string) => `BOOST#${name}`;
/** The partition of an employer's own jobs (GSI3, on the job items). */
export const employerList = (ownerId: string) => `JOBS#EMPLOYER#${ownerId}`;
/** The partition of employers' jobs waiting for review (GSI4, on the job items, only while pending). */
export const MODERATION_QUEUE = 'JOBS#PENDING';
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
  city: string | null;
  expiresAt?: number;
  boostUntil?: number;
}

/**
 * What only the employer who posted a job and the operator know of it: kept on the job's item and
 * never in a public answer (publicJobOf), nor in a list entry.
 */
export interface JobOwnership {
  /** the employer's user id; absent on the operator's own jobs. Never changes once set. */
  ownerId?: string;
  /** true while the employer's account is disabled: hidden from the public whatever its status */
  ownerDisabled?: boolean;
  /** why the operator rejected it, for the employer; null once it goes back to review */
  rejectionReason?: string | null;
  /** when the employer closed it early */
  closedAt?: string | null;
  /** applications so far, counted in each application's own transaction (applications.ts) */
  applicationCount?: number;
  /** when it last went to review: the moderation queue's order */
  submittedAt?: string;
  /** the language the employer posted in: their e-mails about it are in it */
  ownerLocale?: Locale;
  /**
   * Who sent it to review and their company then, for the moderation queue: copied when the employer
   * posts or edits it (and when the company changes), so a page of the queue reads the jobs alone.
   */
  review?: { employer: { id: string; firstName: string | null; email: string | null }; company: Company };
  /** the paid boosts that may still be refunded (wallet/boosts.ts): what was paid for which days */
  boostPurchases?: BoostPurchase[];
  /**
   * the operator's check of its recruiter (issue 33): who, when, on what evidence. The public sees
   * only its date (recruiterVerified, publicJobOf); a new recruiter drops it (trust/recruiter-check.ts).
   */
  recruiterVerification?: Verification;
}

export type OwnedJob = Job & JobOwnership;

const OWNERSHIP_ATTRIBUTES = [
  'ownerId',
  'ownerDisabled',
  'rejectionReason',
  'closedAt',
  'applicationCount',
  'submittedAt',
  'ownerLocale',
  'review',
  'boostPurchases',
  'recruiterVerification',
] as const satisfies ReadonlyArray<keyof JobOwnership>;

/**
 * A job as the public may see it: without what only its employer and the operator know. A verified
 * recruiter shows as its date alone; a job without one keeps its exact shape (its pages unchanged).
 */
export function publicJobOf(job: OwnedJob): Job {
  const open = withoutKeys<Job>(job, [...OWNERSHIP_ATTRIBUTES, 'recruiterVerified']);
  return job.recruiterVerification && job.recruiter
    ? { ...open, recruiterVerified: publicVerificationOf(job.recruiterVerification) as { at: string } }
    : open;
}

/** The ownership fields a job has, to carry over an edit that does not set them (the operator's form). */
export function ownershipOf(job: OwnedJob): JobOwnership {
  const owned: Record<string, unknown> = {};
  for (const key of OWNERSHIP_ATTRIBUTES) if (job[key] !== undefined) owned[key] = job[key];
  return owned as JobOwnership;
}

/** The keys that put a job's item on its employer's list and, while it waits for review, in the queue. */
export function ownerKeysOf(job: OwnedJob): Record<string, string> {
  if (!job.ownerId) return {};
  return {
    GSI3PK: employerList(job.ownerId),
    GSI3SK: sortKeyOf(job),
    ...(job.status === 'pending'
      ? { GSI4PK: MODERATION_QUEUE, GSI4SK: `${job.submittedAt ?? job.createdAt}#${job.id}` }
      : {}),
  };
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
export function indexEntriesOf(owned: OwnedJob, now: Date): IndexEntry[] {
  const job = publicJobOf(owned);
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
  const open = isJobPublic(owned) && (closesAt === null || closesAt.getTime() > now.getTime());
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
      }),
    );
    if (live) entries.push(entry(boosted(name), boostExpiresAt ? { expiresAt: boostExpiresAt } : {}));
  }
  return entries;
}

/** Attributes of an index entry that only storage needs. */
// `kw` (a job's keywords, before the search index) and `terms` (its description's words, for the
// in-process index OpenSearch replaced) stay on entries written before until the job is saved again.
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

/** A stored job item with what its employer and the operator know, without its keys and bookkeeping. */
export function ownedJobOfItem(item: object): OwnedJob {
  return withoutKeys<OwnedJob>(item, [...STORAGE_ATTRIBUTES, 'indexKeys', 'seededAt']);
}

/** A stored job item as the API answers it: without its keys (the table's, the indexes', the feed's), bookkeeping and ownership. */
export function jobOfItem(item: object): Job {
  return publicJobOf(ownedJobOfItem(item));
}

/** A job as its employer sees it on their own list: with its review state and how many applied. */
export function employerJobOf(item: object): EmployerJob {
  const owned = ownedJobOfItem(item);
  return {
    ...publicJobOf(owned),
    status: owned.status as EmployerJob['status'],
    rejectionReason: owned.rejectionReason ?? null,
    closedAt: owned.closedAt ?? null,
    applicationCount: Math.max(0, Number(owned.applicationCount ?? 0)),
  };
}

/** Turns an index entry back into what the API answers: a summary, or for the admin list a whole job. */
export function fromEntry<T extends JobSummary = JobSummary>(item: object): T {
  return withoutKeys<T>(item, ENTRY_KEYS);
}
