import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { cityOf, deadlineEnd, type Job, type JobSummary, workplaceOfJob } from '@modern-jobs/domain';
import * as z from 'zod';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { decodeCursor, encodeCursor } from '../storage/cursor.ts';
import { FEED_DAYS, readFeed } from '../storage/job-feed.ts';
import { FOREVER_MS, fromEntry, list, partitionOf, summaryOf } from '../storage/job-index.ts';
import { type SearchDoc, SearchIndex, type SearchQuery, type Suggestion } from './search-index.ts';

/**
 * An instance's search index of jobs, and how it keeps up. Built on the instance's first search from
 * a list of jobs (GSI1: every open job's for the public, every job's for the operator), then kept
 * fresh by reading the feed of job changes (GSI5) from where it was, at most SEARCH_REFRESH_MS
 * before a search answers. Reads overlap the last OVERLAP_MS: a change lands in the feed's index a
 * moment after it is written, and applying one twice changes nothing.
 */
const OVERLAP_MS = 10_000;

/** Pages of a search are positions in its ranked list. */
const cursorSchema = z.object({ offset: z.number().int().min(0).max(100_000) });

interface Kind<T extends JobSummary> {
  /** the list the index starts from */
  list: string;
  /** what a list entry is, and the words of its long texts the list keeps */
  fromEntry: (item: Record<string, unknown>) => { job: T; words: string };
  /** a job as the feed has it (listed: the public may see it), if this index holds it now */
  fromJob: (job: Job, now: Date, listed: boolean) => T | null;
  /** the long texts it searches of a job from the feed: the same as its list keeps */
  words: (job: Job) => string;
  /** whether deadlines and boosts count: for the public, a closed job is gone and a boost leads */
  closes: boolean;
}

interface State<T> {
  index: SearchIndex;
  jobs: Map<string, T>;
  /** feed position read up to */
  position: string;
  refreshedAt: number;
}

/** What the index needs of a job: the fields it searches, filters and sorts on. */
function docOf(job: JobSummary, words: string, closes: boolean): SearchDoc {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    skills: job.skills,
    location: job.location,
    description: words,
    jobType: job.jobType,
    city: cityOf(job.location),
    workplace: workplaceOfJob(job),
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    createdAt: job.createdAt,
    boostUntil: closes && job.isBoosted ? (job.boostExpiry ? Date.parse(job.boostExpiry) : FOREVER_MS) : null,
    closesAt: closes ? (deadlineEnd(job.applicationDeadline)?.getTime() ?? null) : null,
    status: job.status,
  };
}

class JobSearch<T extends JobSummary> {
  private state: Promise<State<T>> | null = null;

  constructor(private readonly kind: Kind<T>) {}

  private async build(now: Date): Promise<State<T>> {
    // Changes written while the list is read are read again from the feed afterwards.
    const position = new Date(now.getTime() - OVERLAP_MS).toISOString();
    const current: State<T> = { index: new SearchIndex(), jobs: new Map(), position, refreshedAt: 0 };
    const pages = paginateQuery(
      { client: dynamo },
      {
        TableName: config.TABLE_NAME,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': this.kind.list },
      },
    );
    for await (const result of pages)
      for (const item of result.Items ?? []) {
        const { job, words } = this.kind.fromEntry(item);
        current.index.put(docOf(job, words, this.kind.closes));
        current.jobs.set(job.id, job);
      }
    return current;
  }

  private apply(current: State<T>, id: string, job: Job | null, now: Date, listed = false): void {
    const held = job ? this.kind.fromJob(job, now, listed) : null;
    if (!job || !held) {
      current.index.remove(id);
      current.jobs.delete(id);
      return;
    }
    current.index.put(docOf(held, this.kind.words(job), this.kind.closes));
    current.jobs.set(id, held);
  }

  /** The index, fresh to within SEARCH_REFRESH_MS, and the feed items read to make it so. */
  private async fresh(now: Date): Promise<{ current: State<T>; itemsRead: number }> {
    this.state ??= this.build(now).catch((error) => {
      this.state = null;
      throw error;
    });
    const current = await this.state;
    if (current.refreshedAt > 0 && now.getTime() - current.refreshedAt < config.SEARCH_REFRESH_MS)
      return { current, itemsRead: 0 };
    // An instance idle past the feed's memory of deletions starts again.
    if (Date.parse(current.position) < now.getTime() - FEED_DAYS * 86_400_000 + 3_600_000) {
      this.state = null;
      return this.fresh(now);
    }
    const { changes, itemsRead } = await readFeed(current.position);
    for (const change of changes)
      if (change.kind === 'deleted') this.apply(current, change.id, null, now);
      else this.apply(current, change.job.id, change.job, now, change.listed);
    current.position = new Date(now.getTime() - OVERLAP_MS).toISOString();
    current.refreshedAt = now.getTime();
    return { current, itemsRead };
  }

  /** A page of what the search finds, best first, from a cursor (a place in the ranking) to the next. */
  async search(query: SearchQuery, page: { cursor?: string | undefined; limit: number }, now = new Date()) {
    const { current, itemsRead } = await this.fresh(now);
    const offset = decodeCursor(cursorSchema, page.cursor)?.offset ?? 0;
    const { ids, total, corrected } = current.index.search(query, now, { offset, limit: page.limit });
    const next = offset + ids.length;
    return {
      jobs: ids.flatMap((id) => current.jobs.get(id) ?? []),
      total,
      corrected,
      first: offset === 0,
      itemsRead,
      ...(next < total ? { nextCursor: encodeCursor({ offset: next }) } : {}),
    };
  }

  async suggest(typed: string, now = new Date()): Promise<Suggestion[]> {
    return (await this.fresh(now)).current.index.suggest(typed);
  }

  reset(): void {
    this.state = null;
  }
}

/** Taking applications: its deadline not past (that the public may see it at all is the feed's `listed`). */
const isOpen = (job: Job, now: Date) => {
  const closesAt = deadlineEnd(job.applicationDeadline);
  return closesAt === null || closesAt.getTime() > now.getTime();
};

/** Every open job, as the public finds them: the list of all open jobs carries the description's words. */
const publicSearch = new JobSearch<JobSummary>({
  list: partitionOf(list.all),
  fromEntry: (item) => ({ job: fromEntry(item), words: String(item.terms ?? '') }),
  fromJob: (job, now, listed) => (listed && isOpen(job, now) ? summaryOf(job) : null),
  words: (job) => job.description,
  closes: true,
});

const longTexts = (job: Job) => [job.description, job.requirements ?? '', job.benefits ?? ''].join(' ');

/** Every job, any status or deadline, as the operator finds them (the admin list carries whole jobs). */
const operatorSearch = new JobSearch<Job>({
  list: partitionOf(list.admin),
  fromEntry: (item) => {
    const job = fromEntry<Job>(item);
    return { job, words: longTexts(job) };
  },
  fromJob: (job) => job,
  words: longTexts,
  closes: false,
});

/** A page of the open jobs a search finds, best first. */
export const searchJobs = (
  query: SearchQuery,
  page: { cursor?: string | undefined; limit: number },
  now = new Date(),
) => publicSearch.search(query, page, now);

/** Titles and skills of open jobs with a word that starts with what was typed. */
export const suggestJobs = (typed: string, now = new Date()) => publicSearch.suggest(typed, now);

/** A page of every job (any status, open or closed) the operator's search finds. */
export const searchAllJobs = (
  query: SearchQuery,
  page: { cursor?: string | undefined; limit: number },
  now = new Date(),
) => operatorSearch.search(query, page, now);

/** Forgets the indexes, so the next searches build them again (tests). */
export function resetSearch(): void {
  publicSearch.reset();
  operatorSearch.reset();
}
