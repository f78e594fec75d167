import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isJobClosed, isJobPublic, type Job, LIMITS, type SavedJob, type SavedJobSnapshot } from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { deleteCountedItem, type OwnerCount, putCountedItem } from '../../storage/counted-items.ts';
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

/** The profile's set of saved job ids: every card's toggle, and the cap. */
const savedIds = (jobId: string): OwnerCount => ({
  kind: 'set',
  attribute: 'savedJobIds',
  id: jobId,
  max: LIMITS.savedJobs,
});

/**
 * Keeps a job for the seeker: the saved item (newest-first list, what the job showed) and the job's
 * id in the profile's set, in one transaction. Saving a saved job changes nothing; a seeker at the
 * cap gets SavedJobsFullError.
 */
export async function saveJobFor(userId: string, job: Job, now = new Date()): Promise<void> {
  const item = {
    ...savedKey(userId, job.id),
    entity: 'saved-job',
    jobId: job.id,
    savedAt: now.toISOString(),
    job: snapshotOf(job),
  };
  if ((await putCountedItem(item, userKey(userId), savedIds(job.id))) === 'full') throw new SavedJobsFullError(userId);
}

/** Forgets a saved job; forgetting one that is not saved changes nothing. */
export async function unsaveJobFor(userId: string, jobId: string): Promise<void> {
  await deleteCountedItem(savedKey(userId, jobId), userKey(userId), savedIds(jobId));
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
