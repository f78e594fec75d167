import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@modern-jobs/domain';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { statusList } from './applications.ts';

const TableName = config.TABLE_NAME;

export type StatusCounts = Record<ApplicationStatus, number>;

/** The kept counts of applications per status: all of them, or one job's. */
const countsKey = (jobId?: string) => ({ PK: jobId ? `APPCOUNT#JOB#${jobId}` : 'APPCOUNT#ALL', SK: 'APPCOUNT' });

const zeros = (): StatusCounts => Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as StatusCounts;

/**
 * The counter updates of one application moving from `from` (null: a new one) to `to`, for the
 * transaction that makes the move: the counts are exact because they change with the application,
 * or not at all.
 */
export function countMoves(jobId: string, from: ApplicationStatus | null, to: ApplicationStatus) {
  if (from === to) return [];
  const update = (key: ReturnType<typeof countsKey>) => ({
    Update: {
      TableName,
      Key: key,
      UpdateExpression: from ? 'ADD #to :one, #from :less' : 'ADD #to :one',
      ExpressionAttributeNames: { '#to': to, ...(from ? { '#from': from } : {}) },
      ExpressionAttributeValues: { ':one': 1, ...(from ? { ':less': -1 } : {}) },
    },
  });
  return [update(countsKey()), update(countsKey(jobId))];
}

/** Applications per status, all or one job's: one GetItem. */
export async function applicationCounts(jobId?: string): Promise<StatusCounts> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: countsKey(jobId) }));
  const counts = zeros();
  for (const status of APPLICATION_STATUSES) counts[status] = Math.max(0, Number(Item?.[status] ?? 0));
  return counts;
}

/**
 * Counts every application again and stores the counts, and puts on its status's list any
 * application that is not (data from before the counts and the lists were kept).
 * It reads every application once (an operator's action, never a request path of the site).
 */
export async function recountApplications(): Promise<{ applications: number }> {
  const all = zeros();
  const perJob = new Map<string, StatusCounts>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  let applications = 0;
  const listsToFix: Array<Record<string, unknown>> = [];
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk',
        ExpressionAttributeValues: { ':pk': 'APPS' },
        ProjectionExpression: 'PK, SK, jobId, #status, GSI3SK, GSI4PK',
        ExpressionAttributeNames: { '#status': 'status' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const status = item.status as ApplicationStatus;
      if (!APPLICATION_STATUSES.includes(status)) continue;
      applications += 1;
      all[status] += 1;
      const job = perJob.get(String(item.jobId)) ?? zeros();
      job[status] += 1;
      perJob.set(String(item.jobId), job);
      // An application from before the status lists is put on its status's list.
      if (item.GSI4PK !== statusList(status)) listsToFix.push(item);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const put = (key: ReturnType<typeof countsKey>, counts: StatusCounts) =>
    dynamo.send(new PutCommand({ TableName, Item: { ...key, entity: 'application-counts', ...counts } }));
  for (let i = 0; i < listsToFix.length; i += 25)
    await Promise.all(
      listsToFix.slice(i, i + 25).map((item) =>
        dynamo.send(
          new UpdateCommand({
            TableName,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET GSI4PK = :list, GSI4SK = :sk',
            ExpressionAttributeValues: { ':list': statusList(item.status as ApplicationStatus), ':sk': item.GSI3SK },
          }),
        ),
      ),
    );
  await put(countsKey(), all);
  // A few at a time: thousands of jobs' counts within the seeding function's time.
  const jobs = [...perJob];
  for (let i = 0; i < jobs.length; i += 25)
    await Promise.all(jobs.slice(i, i + 25).map(([jobId, counts]) => put(countsKey(jobId), counts)));
  return { applications };
}
