import { BatchGetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isJobClosed, isJobPublic, type Job, LIMITS, type SavedJob, type SavedJobSnapshot } from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { jobKey, jobOfItem } from './job-index.ts';

const TableName = config.TABLE_NAME;
const SAVED = 'SAVED#';
const savedKey = (userId: string, jobId: string) => ({ PK: userKey(userId).PK, SK: `${SAVED}${jobId}` });

export class SavedJobsFullError extends Error {}

const snapshotOf = (job: Job): SavedJobSnapshot => ({
  title: job.title,
  company: job.company,
  location: job.location,
  companyLogo: job.companyLogo ?? null,
  salaryMin: job.salaryMin ?? null,
  salaryMax: job.salaryMax ?? null,
  applicationDeadline: job.applicationDeadline ?? null,
});

/**
 * Keeps a job for the seeker: the saved item (newest-first list, what the job showed) and the job's
 * id in the profile's set (every card's toggle, and the cap), in one transaction. Saving a saved
 * job changes nothing; a seeker at the cap gets SavedJobsFullError.
 */
export async function saveJobFor(userId: string, job: Job, now = new Date()): Promise<void> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: {
                ...savedKey(userId, job.id),
                entity: 'saved-job',
                jobId: job.id,
                savedAt: now.toISOString(),
                job: snapshotOf(job),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: userKey(userId),
              UpdateExpression: 'ADD savedJobIds :ids',
              // The profile exists (sign-in made it): an update must not create a stray one.
              ConditionExpression:
                'attribute_exists(PK) AND (attribute_not_exists(savedJobIds) OR size(savedJobIds) < :max)',
              ExpressionAttributeValues: { ':ids': new Set([job.id]), ':max': LIMITS.savedJobs },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!transactionCancelled(error)) throw error;
    const [alreadySaved, profileRefused] = refusedWrites(error);
    if (alreadySaved) return;
    if (profileRefused) throw new SavedJobsFullError(userId);
    throw error;
  }
}

/** Forgets a saved job; forgetting one that is not saved changes nothing. */
export async function unsaveJobFor(userId: string, jobId: string): Promise<void> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName, Key: savedKey(userId, jobId), ConditionExpression: 'attribute_exists(PK)' } },
          {
            Update: {
              TableName,
              Key: userKey(userId),
              UpdateExpression: 'DELETE savedJobIds :ids',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':ids': new Set([jobId]) },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!transactionCancelled(error)) throw error;
    if (refusedWrites(error)[0]) return;
    throw error;
  }
}

/** BatchGetItem takes at most 100 keys; the cap keeps a seeker's saved jobs within one. */
const BATCH_MAX = 100;
const BATCH_TRIES = 5;

/** The jobs that still exist among these ids, by id (listed: the public may see it), retrying what DynamoDB left unprocessed. */
async function jobsById(ids: string[]): Promise<Map<string, { job: Job; listed: boolean }>> {
  const jobs = new Map<string, { job: Job; listed: boolean }>();
  for (let start = 0; start < ids.length; start += BATCH_MAX) {
    let keys: Array<Record<string, unknown>> = ids.slice(start, start + BATCH_MAX).map(jobKey);
    for (let attempt = 0; keys.length > 0; attempt++) {
      if (attempt === BATCH_TRIES) throw new Error(`saved jobs: ${keys.length} jobs left unread`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const { Responses, UnprocessedKeys } = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys } } }),
      );
      for (const item of Responses?.[TableName] ?? [])
        jobs.set(String(item.id), {
          job: jobOfItem(item),
          listed: isJobPublic(item as { status: string; ownerDisabled?: boolean }),
        });
      keys = UnprocessedKeys?.[TableName]?.Keys ?? [];
    }
  }
  return jobs;
}

/**
 * The seeker's saved jobs, newest first, each as it stands now: open, closed (past its deadline, no
 * longer approved, or its employer disabled) or deleted, with what it shows (the job's today, or what it showed when saved).
 */
export async function listSavedJobs(userId: string, now = new Date()): Promise<SavedJob[]> {
  const saved: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :saved)',
        ExpressionAttributeValues: { ':pk': userKey(userId).PK, ':saved': SAVED },
        ExclusiveStartKey,
      }),
    );
    saved.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const jobs = await jobsById(saved.map((item) => String(item.jobId)));
  return saved
    .map((item): SavedJob => {
      const found = jobs.get(String(item.jobId));
      const job = found?.job;
      const state = !found || !job ? 'deleted' : !found.listed || isJobClosed(job, now) ? 'closed' : 'open';
      return {
        jobId: String(item.jobId),
        savedAt: String(item.savedAt),
        state,
        // A job no longer public (back in review, rejected, its employer disabled) shows as it was
        // saved: its current words may not have been reviewed.
        job: job && found.listed ? snapshotOf(job) : (item.job as SavedJobSnapshot),
      };
    })
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.jobId.localeCompare(b.jobId));
}
