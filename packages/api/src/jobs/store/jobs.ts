import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  isJobPublic,
  type Job,
  type JobFields,
  type JobListQuery,
  type JobSummary,
  jobInputSchema,
  LIMITS,
} from '@modern-jobs/domain';
import type { QueuedMail } from '@modern-jobs/domain/email';
import * as z from 'zod';
import { EMPLOYER_CONDITION, EMPLOYER_VALUES, userKey } from '../../accounts/store/users.ts';
import { type AuditEvent, auditPut } from '../../audit/store/audit.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { mailPut } from '../../mail/store/outbox.ts';
import { checkStartKey, decodeCursor, encodeCursor, storedKeySchema } from '../../storage/cursor.ts';
import { CONFLICT_TRIES, onlyConflicted, refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import {
  boosted,
  fromEntry,
  indexEntriesOf,
  jobKey,
  jobOfItem,
  list,
  type OwnedJob,
  ownerKeysOf,
  partitionOf,
} from './job-index.ts';
import { cachedCount, type ListCount } from './list-counts.ts';

const TableName = config.TABLE_NAME;

export interface StoredJob extends OwnedJob {
  PK: string;
  SK: string;
  entity: 'job';
  /** sort keys of this job's index entries, so an update can remove the stale ones */
  indexKeys: string[];
  /** set to updatedAt when seeding wrote the job; any other write drops it (see isSeedAsWritten) */
  seededAt?: string;
  GSI5PK?: string;
  GSI5SK?: string;
}

const toJob = (item: StoredJob): Job => jobOfItem(item);

/** Whether a stored job is still as seeding last wrote it: nobody has edited it since. */
export const isSeedAsWritten = (stored: StoredJob) =>
  stored.seededAt !== undefined && stored.seededAt === stored.updatedAt;

export async function getStoredJob(id: string, consistent = false): Promise<StoredJob | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: jobKey(id), ConsistentRead: consistent }));
  return (Item as StoredJob | undefined) ?? null;
}

export async function getJob(id: string): Promise<Job | null> {
  const item = await getStoredJob(id);
  return item ? toJob(item) : null;
}

/**
 * The job as the public may see it, or null: pending, rejected and disabled employers' jobs do not
 * exist for the public (its API read, its pages, saving it, applying to it). Closed jobs are public.
 */
export async function getPublicJob(id: string): Promise<Job | null> {
  const item = await getStoredJob(id);
  return item && isJobPublic(item) ? toJob(item) : null;
}

/** The job if it is this employer's own; another employer's answers exactly like a missing one. */
export async function getOwnedJob(id: string, ownerId: string): Promise<StoredJob | null> {
  const item = await getStoredJob(id);
  return item?.ownerId === ownerId ? item : null;
}

export class JobConflictError extends Error {}

/** Why an employer's write was refused: no longer an employer (or disabled), or a limit reached. */
export class EmployerRefusedError extends Error {
  constructor(readonly reason: 'not-employer' | 'disabled' | 'pending-full' | 'daily-full') {
    super(reason);
  }
}

export interface SaveOptions {
  seeding?: boolean;
  audit?: AuditEvent;
  /** the e-mail the change sends (an employer told of the operator's decision), written with it */
  mail?: QueuedMail;
  /**
   * The write is an employer's own: it holds only on their own job (ownerId = the caller), only while
   * they are an employer and not disabled, and a job going to review must fit their pending limit.
   * `dailyAllowance`: a new job also takes one of the day's posts (the counter's key and its end).
   */
  asEmployer?: { id: string; dailyAllowance?: { key: string; endsAt: number } };
  /**
   * The write holds only on this person's own job, and checks nothing else of theirs: for a write
   * whose transaction checks their profile itself (a paid boost's ledger entry, wallet/boosts.ts),
   * as one transaction cannot touch an item twice.
   */
  onlyOwner?: string;
}

const isPendingReview = (job: OwnedJob | null) => Boolean(job?.ownerId) && job?.status === 'pending';

/**
 * The writes that keep the owner's count of jobs waiting for review (pendingJobs, on their profile)
 * in step with this change, and, for an employer's own write, check they may make it: still an
 * employer, not disabled, and under LIMITS.employerPendingJobs when a job goes to review. In the
 * change's transaction, so parallel posts cannot together pass the limit.
 */
function ownerWrites(job: OwnedJob, previous: OwnedJob | null, asEmployer: SaveOptions['asEmployer']) {
  const ownerId = previous?.ownerId ?? job.ownerId;
  if (!ownerId) return [];
  const delta = Number(isPendingReview(job)) - Number(isPendingReview(previous));
  const Key = userKey(ownerId);
  if (!asEmployer) {
    if (delta === 0) return [];
    return [
      {
        Update: {
          TableName,
          Key,
          UpdateExpression: 'ADD pendingJobs :delta',
          ExpressionAttributeValues: { ':delta': delta },
        },
      },
    ];
  }
  const conditions = [EMPLOYER_CONDITION];
  if (delta > 0) conditions.push('(attribute_not_exists(pendingJobs) OR pendingJobs < :maxPending)');
  const values = { ...EMPLOYER_VALUES, ...(delta > 0 ? { ':maxPending': LIMITS.employerPendingJobs } : {}) };
  if (delta === 0)
    return [
      {
        ConditionCheck: {
          TableName,
          Key,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeValues: values,
        },
      },
    ];
  return [
    {
      Update: {
        TableName,
        Key,
        UpdateExpression: 'ADD pendingJobs :delta',
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeValues: { ...values, ':delta': delta },
      },
    },
  ];
}

/** One of the day's posts, taken in the post's transaction: at most LIMITS.employerJobsPerDay. */
function dailyPost(allowance: { key: string; endsAt: number }) {
  return {
    Update: {
      TableName,
      Key: { PK: allowance.key, SK: 'ALLOWANCE' },
      UpdateExpression: 'ADD used :one SET expiresAt = :resets',
      ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': LIMITS.employerJobsPerDay, ':resets': allowance.endsAt },
    },
  };
}

/** Why a transaction with owner writes was cancelled: which of its conditions failed. */
async function refusal(
  error: unknown,
  at: { job: number; owner: number; daily: number },
  ownerId: string | undefined,
  jobId: string,
): Promise<Error> {
  const refused = refusedWrites(error);
  // Without reasons (none given) the job's own condition is the one every save has.
  if (refused[at.job] || !refused.includes(true)) return new JobConflictError(jobId);
  if (at.daily >= 0 && refused[at.daily]) return new EmployerRefusedError('daily-full');
  if (at.owner >= 0 && refused[at.owner] && ownerId) {
    // The profile's condition says both "still an employer" and "room for one more": which one failed.
    const { Item } = await dynamo.send(new GetCommand({ TableName, Key: userKey(ownerId), ConsistentRead: true }));
    if (Item?.disabled === true) return new EmployerRefusedError('disabled');
    return new EmployerRefusedError(Item?.company === undefined ? 'not-employer' : 'pending-full');
  }
  return error as Error;
}

/**
 * Writes a job and exactly the index entries it should have, in one transaction: the job and its
 * lists never disagree. `previous` is the stored job this write replaces (null for a new job);
 * the write fails with JobConflictError if someone else changed it in between, or an application
 * came in (its count is the job item's, and this write carries it over). An owned job's owner and
 * count are the storage's to keep: whatever the caller passes, they come from `previous`.
 */
export async function saveJob(
  job: OwnedJob,
  previous: StoredJob | null,
  now = new Date(),
  options: SaveOptions = {},
): Promise<Job> {
  const { items, at, item, ownerId } = jobWrite(job, previous, now, options);
  const write = new TransactWriteCommand({ TransactItems: items });
  // An employer's parallel posts meet on their profile's count: one that only lost the race to
  // another (nothing written) goes again, and then passes or meets the limit's condition.
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(write);
      break;
    } catch (error) {
      if (transactionCancelled(error) && onlyConflicted(error) && attempt < CONFLICT_TRIES) {
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
        continue;
      }
      if (transactionCancelled(error)) throw await refusal(error, at, ownerId, job.id);
      throw error;
    }
  }
  return toJob(item);
}

/**
 * The writes of saveJob, for a transaction that carries more (a paid boost's ledger entry): the job
 * first, whose condition a refusal at index 0 names (JobConflictError).
 */
export function jobWrite(job: OwnedJob, previous: StoredJob | null, now: Date, options: SaveOptions = {}) {
  const { applicationCount: _ignored, ...fields } = job;
  const ownerId = previous ? previous.ownerId : job.ownerId;
  const applicationCount = previous ? previous.applicationCount : ownerId ? 0 : undefined;
  const owned: OwnedJob = {
    ...fields,
    ...(ownerId ? { ownerId } : {}),
    ...(applicationCount !== undefined ? { applicationCount } : {}),
  };
  if (!ownerId) delete owned.ownerId;
  const entries = indexEntriesOf(owned, now);
  const keep = new Set(entries.map((e) => e.SK));
  const stale = (previous?.indexKeys ?? []).filter((sk) => !keep.has(sk));
  const item: StoredJob = {
    ...owned,
    ...jobKey(job.id),
    entity: 'job',
    indexKeys: [...keep],
    ...(options.seeding ? { seededAt: job.updatedAt } : {}),
    ...ownerKeysOf(owned),
  };
  const employer = options.asEmployer;
  const conditions = previous ? ['updatedAt = :prev'] : ['attribute_not_exists(PK)'];
  const values: Record<string, unknown> = previous ? { ':prev': previous.updatedAt } : {};
  if (previous) {
    conditions.push(
      previous.applicationCount === undefined ? 'attribute_not_exists(applicationCount)' : 'applicationCount = :apps',
    );
    if (previous.applicationCount !== undefined) values[':apps'] = previous.applicationCount;
  }
  const caller = employer?.id ?? options.onlyOwner;
  if (caller && previous) {
    conditions.push('ownerId = :caller');
    values[':caller'] = caller;
  }
  const owner = ownerWrites(owned, previous, employer);
  const daily = employer?.dailyAllowance ? [dailyPost(employer.dailyAllowance)] : [];
  const head = [
    {
      Put: {
        TableName,
        Item: item,
        ConditionExpression: conditions.join(' AND '),
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      },
    },
    ...entries.map((entry) => ({ Put: { TableName, Item: entry } })),
    ...stale.map((SK) => ({ Delete: { TableName, Key: { PK: item.PK, SK } } })),
  ];
  const at = {
    job: 0,
    owner: owner.length > 0 ? head.length : -1,
    daily: daily.length > 0 ? head.length + owner.length : -1,
  };
  const items = [
    ...head,
    ...owner,
    ...daily,
    ...(options.audit ? [auditPut(options.audit, now)] : []),
    ...(options.mail ? [mailPut(options.mail, now)] : []),
  ];
  return { items, at, item, ownerId, job: toJob(item) };
}

/** The fields of a job an admin sets, whose changes the activity log shows. */
export const JOB_AUDIT_FIELDS = Object.keys(jobInputSchema.shape) as Array<keyof JobFields & string>;

/**
 * Deletes a job and the entries it had when read, only if it is still that version: a save in
 * between may have written other entries, which this delete would leave behind as ghost cards.
 * An employer deletes only their own job, and only while nobody has applied to it.
 */
export async function deleteJob(previous: StoredJob, audit?: AuditEvent, asEmployer?: { id: string }): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: jobDeleteWrite(previous, audit, asEmployer).items }));
  } catch (error) {
    if (transactionCancelled(error)) throw new JobConflictError(previous.id);
    throw error;
  }
}

/**
 * The writes of deleteJob, for a transaction that carries more (a boost's refund). With
 * `ownerProfileElsewhere`, the owner's count of jobs waiting for review is not written here but
 * returned (`ownerAdd`), for the write of their profile the transaction already makes.
 */
export function jobDeleteWrite(
  previous: StoredJob,
  audit: AuditEvent | undefined,
  asEmployer: { id: string } | undefined,
  { ownerProfileElsewhere = false } = {},
) {
  const conditions = ['updatedAt = :prev'];
  const values: Record<string, unknown> = { ':prev': previous.updatedAt };
  if (asEmployer) {
    conditions.push('ownerId = :caller', '(attribute_not_exists(applicationCount) OR applicationCount = :none)');
    Object.assign(values, { ':caller': asEmployer.id, ':none': 0 });
  }
  // A job deleted while waiting for review leaves its owner's count of those.
  const leavesCount = isPendingReview(previous) && Boolean(previous.ownerId);
  const items = [
    {
      Delete: {
        TableName,
        Key: jobKey(previous.id),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeValues: values,
      },
    },
    ...previous.indexKeys.map((SK) => ({ Delete: { TableName, Key: { PK: previous.PK, SK } } })),
    ...(leavesCount && !ownerProfileElsewhere && previous.ownerId
      ? [
          {
            Update: {
              TableName,
              Key: userKey(previous.ownerId),
              UpdateExpression: 'ADD pendingJobs :less',
              ExpressionAttributeValues: { ':less': -1 },
            },
          },
        ]
      : []),
    ...(audit ? [auditPut(audit)] : []),
  ];
  return { items, ownerAdd: leavesCount && ownerProfileElsewhere ? { pendingJobs: -1 } : undefined };
}

/** Removes a job and its entries whatever their state; for tests and resets, not a request path. */
export async function purgeJob(id: string): Promise<void> {
  const stored = await getStoredJob(id);
  if (stored) await deleteJob(stored);
  else await dynamo.send(new DeleteCommand({ TableName, Key: jobKey(id) }));
}

const cursorSchema = z.object({ phase: z.enum(['boost', 'rest']), key: storedKeySchema.optional() });
type Cursor = z.infer<typeof cursorSchema>;

interface ListPlan {
  name: string;
}

/** Which list answers a query without a keyword: the narrowest partition kept for its city and type. */
function planFor(query: JobListQuery): ListPlan {
  const name =
    query.type && query.city
      ? list.typeCity(query.type, query.city)
      : query.type
        ? list.type(query.type)
        : query.city
          ? list.city(query.city)
          : list.all;
  return { name };
}

export interface JobPage {
  jobs: JobSummary[];
  nextCursor?: string;
  /** how many open jobs match, on a first page only; capped at COUNT_CAP (companies: of those counted) */
  total?: { count: number; capped: boolean; companies?: number };
  /** items DynamoDB evaluated for this page, for the read-cost benchmark */
  itemsRead: number;
  /** the keyword as the search corrected a misspelling in it */
  corrected?: string | null;
}

/** Query round trips one page may take. */
const MAX_ROUNDS = 8;

/** Counting stops here: beyond it the list says "1000+" rather than read every entry. */
export const COUNT_CAP = 1000;

/** The GSI1 query of one list partition, with the filter for its phase: all a list read shares. */
function listQuery(phase: 'boost' | 'rest' | 'count', partition: string, now: Date) {
  const filters = ['(attribute_not_exists(#exp) OR #exp > :nowSec)'];
  // A job whose boost is live was already listed in the boost phase.
  if (phase === 'rest') filters.push('(attribute_not_exists(#boost) OR #boost < :nowMs)');
  return {
    TableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: filters.join(' AND '),
    ExpressionAttributeNames: {
      '#exp': 'expiresAt',
      ...(phase === 'rest' ? { '#boost': 'boostUntil' } : {}),
    },
    ExpressionAttributeValues: {
      ':pk': partition,
      ':nowSec': Math.floor(now.getTime() / 1000),
      ...(phase === 'rest' ? { ':nowMs': now.getTime() } : {}),
    },
  };
}

/**
 * Counts the open jobs in a list (every open job has a plain entry), and the companies they are
 * from, reading at most COUNT_CAP entries: the company is the only attribute read, and a Query costs
 * the same read units whether it answers the items or only their count.
 */
async function countOpenJobs(plan: ListPlan, now: Date): Promise<ListCount> {
  const base = listQuery('count', partitionOf(plan.name), now);
  let count = 0;
  let itemsRead = 0;
  const companies = new Set<string>();
  let key: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    pages += 1;
    const result = await dynamo.send(
      new QueryCommand({
        ...base,
        ProjectionExpression: '#company',
        ExpressionAttributeNames: { ...base.ExpressionAttributeNames, '#company': 'company' },
        Limit: Math.max(1, COUNT_CAP - itemsRead),
        ExclusiveStartKey: key,
      }),
    );
    count += result.Count ?? 0;
    itemsRead += result.ScannedCount ?? 0;
    for (const item of result.Items ?? [])
      companies.add(
        String(item.company ?? '')
          .trim()
          .toLowerCase(),
      );
    key = result.LastEvaluatedKey;
  } while (key && itemsRead < COUNT_CAP && pages < 20);
  return { count: Math.min(count, COUNT_CAP), capped: key !== undefined, companies: companies.size, itemsRead };
}

/**
 * Open approved jobs from the lists the table keeps, live boosts first, then newest first. Reads
 * O(page): a Query on one partition with Limit set to what the page still needs, continuing from
 * the cursor. What the lists do not keep (a keyword, some filters) is the search engine's
 * (search/job-lists.ts decides).
 */
export async function listOpenJobsFromLists(query: JobListQuery, now = new Date()): Promise<JobPage> {
  const plan = planFor(query);
  const partitions = { boost: partitionOf(boosted(plan.name)), rest: partitionOf(plan.name) };
  const start = decodeCursor(cursorSchema, query.cursor);
  // A cursor from another query would page through the wrong list.
  if (start) checkStartKey(start.key, 'GSI1', partitions[start.phase]);

  const jobs: JobSummary[] = [];
  let itemsRead = 0;
  let state: Cursor | null = start ?? { phase: 'boost' };
  // Filtered-out entries (expired, awaiting TTL) cost round trips; past a few, answer a short page
  // with a cursor rather than keep the caller waiting.
  for (let round = 0; state && jobs.length < query.limit && round < MAX_ROUNDS; round++) {
    const result = await dynamo.send(
      new QueryCommand({
        ...listQuery(state.phase, partitions[state.phase], now),
        ScanIndexForward: false,
        Limit: query.limit - jobs.length,
        ExclusiveStartKey: state.key,
      }),
    );
    itemsRead += result.ScannedCount ?? 0;
    jobs.push(...(result.Items ?? []).map((item) => fromEntry(item)));
    const key = result.LastEvaluatedKey as Record<string, string> | undefined;
    state = key ? { phase: state.phase, key } : state.phase === 'boost' ? { phase: 'rest' } : null;
  }
  // Only a first page says how many jobs match; later pages would count the same again.
  const signature = JSON.stringify([plan.name]);
  const total = start ? null : await cachedCount(signature, () => countOpenJobs(plan, now), now);
  return {
    jobs,
    itemsRead: itemsRead + (total?.itemsRead ?? 0),
    ...(total ? { total: { count: total.count, capped: total.capped, companies: total.companies } } : {}),
    ...(state ? { nextCursor: encodeCursor(state) } : {}),
  };
}

const adminCursorSchema = z.object({ key: storedKeySchema });

/** Every job whatever its status or deadline, newest first: the operator's list, from the table. */
export async function listAllJobsFromList(
  limit: number,
  cursor?: string,
): Promise<{ jobs: JobSummary[]; nextCursor?: string; itemsRead: number }> {
  const start = decodeCursor(adminCursorSchema, cursor);
  if (start) checkStartKey(start.key, 'GSI1', partitionOf(list.admin));
  const result = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitionOf(list.admin) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start?.key,
    }),
  );
  const key = result.LastEvaluatedKey as Record<string, string> | undefined;
  return {
    jobs: (result.Items ?? []).map((item) => fromEntry<Job>(item)),
    itemsRead: result.ScannedCount ?? 0,
    ...(key ? { nextCursor: encodeCursor({ key }) } : {}),
  };
}
