import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cityOf, deadlineEnd, type Job, type JobSummary, workplaceOf } from '@modern-jobs/domain';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { FEED_DAYS, readFeed } from '../storage/job-feed.ts';
import { FOREVER_MS, fromEntry, list, partitionOf, summaryOf } from '../storage/job-index.ts';
import { type SearchDoc, SearchIndex, type SearchPage, type SearchQuery, type Suggestion } from './search-index.ts';

/**
 * This instance's search index of every open job, and how it keeps up. Built on the instance's first
 * search from the list of every open job (GSI1 JOBS#ALL, whose entries carry the description's
 * words), then kept fresh by reading the feed of job changes (GSI5) from where it was, at most
 * SEARCH_REFRESH_MS before a search answers. Reads overlap the last OVERLAP_MS: a change lands in
 * the feed's index a moment after it is written, and applying one twice changes nothing.
 */
const OVERLAP_MS = 10_000;

interface State {
  index: SearchIndex;
  summaries: Map<string, JobSummary>;
  /** feed position read up to */
  position: string;
  refreshedAt: number;
}

let state: Promise<State> | null = null;

/** What the index needs of a job: the fields it searches, filters and sorts on. */
function docOf(job: JobSummary, description: string): SearchDoc {
  const closesAt = deadlineEnd(job.applicationDeadline)?.getTime() ?? null;
  const boostUntil = job.isBoosted ? (job.boostExpiry ? Date.parse(job.boostExpiry) : FOREVER_MS) : null;
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    skills: job.skills,
    location: job.location,
    description,
    jobType: job.jobType,
    city: cityOf(job.location),
    workplace: workplaceOf(job.location),
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    createdAt: job.createdAt,
    boostUntil,
    closesAt,
  };
}

function apply(current: State, job: Job | null, id: string, now: Date): void {
  const closesAt = job ? deadlineEnd(job.applicationDeadline) : null;
  const open = job?.status === 'approved' && (closesAt === null || closesAt.getTime() > now.getTime());
  if (!job || !open) {
    current.index.remove(id);
    current.summaries.delete(id);
    return;
  }
  const summary = summaryOf(job);
  current.index.put(docOf(summary, job.description));
  current.summaries.set(id, summary);
}

async function build(now: Date): Promise<State> {
  // Changes written while the list is read are read again from the feed afterwards.
  const position = new Date(now.getTime() - OVERLAP_MS).toISOString();
  const current: State = { index: new SearchIndex(), summaries: new Map(), position, refreshedAt: 0 };
  let key: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: config.TABLE_NAME,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': partitionOf(list.all) },
        ExclusiveStartKey: key,
      }),
    );
    for (const item of result.Items ?? []) {
      const summary = fromEntry(item);
      current.index.put(docOf(summary, String(item.terms ?? '')));
      current.summaries.set(summary.id, summary);
    }
    key = result.LastEvaluatedKey;
  } while (key);
  return current;
}

/** The index, fresh to within SEARCH_REFRESH_MS. */
async function freshIndex(now: Date): Promise<State> {
  state ??= build(now).catch((error) => {
    state = null;
    throw error;
  });
  const current = await state;
  if (now.getTime() - current.refreshedAt < config.SEARCH_REFRESH_MS && current.refreshedAt > 0) return current;
  // An instance idle past the feed's memory of deletions starts again.
  if (Date.parse(current.position) < now.getTime() - FEED_DAYS * 86_400_000 + 3_600_000) {
    state = null;
    return freshIndex(now);
  }
  const { changes } = await readFeed(current.position);
  for (const change of changes)
    if (change.kind === 'deleted') apply(current, null, change.id, now);
    else apply(current, change.job, change.job.id, now);
  current.position = new Date(now.getTime() - OVERLAP_MS).toISOString();
  current.refreshedAt = now.getTime();
  return current;
}

export interface JobSearchPage extends Omit<SearchPage, 'ids'> {
  jobs: JobSummary[];
}

/** A page of the open jobs a search finds, best first. */
export async function searchJobs(
  query: SearchQuery,
  page: { offset: number; limit: number },
  now = new Date(),
): Promise<JobSearchPage> {
  const current = await freshIndex(now);
  const { ids, ...rest } = current.index.search(query, now, page);
  return { ...rest, jobs: ids.flatMap((id) => current.summaries.get(id) ?? []) };
}

/** Titles and skills of open jobs with a word that starts with what was typed. */
export async function suggestJobs(typed: string, now = new Date()): Promise<Suggestion[]> {
  return (await freshIndex(now)).index.suggest(typed);
}

/** Forgets the index, so the next search builds it again (tests). */
export function resetSearch(): void {
  state = null;
}
