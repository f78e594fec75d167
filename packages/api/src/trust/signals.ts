import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  cityOf,
  type Job,
  medianOf,
  PAY_COMPARISON_MINIMUM,
  type ScamSignal,
  scamSignalsOf,
  topPayOf,
  workplaceOfJob,
} from '@modern-jobs/domain';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { list, partitionOf } from '../jobs/store/job-index.ts';

const TableName = config.TABLE_NAME;

/** How many of a list's newest open jobs the comparison reads: one Query page. */
export const SIMILAR_JOBS_READ = 100;

/**
 * "Similar jobs" for pay, chosen to cost one Query per list whatever the board's size: the newest
 * SIMILAR_JOBS_READ open jobs of the same type in the same searchable city (the board's TYPE#…#CITY#…
 * list), or of the same type when the job names no such city (abroad, remote, a smaller town), of
 * those the ones done in the same place (Pakistan, abroad or remote), the job itself left out. Their
 * median top pay, when PAY_COMPARISON_MINIMUM of them say a salary; else no comparison.
 */
export function similarListOf(job: Pick<Job, 'jobType' | 'location'>): string {
  const city = cityOf(job.location);
  return city ? list.typeCity(job.jobType, city) : list.type(job.jobType);
}

type Entry = Pick<Job, 'id' | 'salaryMin' | 'salaryMax' | 'location' | 'workplace'>;

async function openJobsOf(name: string): Promise<Entry[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :list',
      ExpressionAttributeValues: { ':list': partitionOf(name) },
      ProjectionExpression: 'id, salaryMin, salaryMax, #location, workplace',
      ExpressionAttributeNames: { '#location': 'location' },
      ScanIndexForward: false,
      Limit: SIMILAR_JOBS_READ,
    }),
  );
  return Items as Entry[];
}

/** The median top pay of the jobs similar to this one among a list's entries. */
export function similarMedian(job: Job, entries: readonly Entry[]): number | null {
  const where = workplaceOfJob(job);
  const pays = entries
    .filter((entry) => entry.id !== job.id && workplaceOfJob(entry) === where)
    .map((entry) => topPayOf({ salaryMin: entry.salaryMin ?? null, salaryMax: entry.salaryMax ?? null }))
    .filter((pay): pay is number => pay !== null);
  return pays.length >= PAY_COMPARISON_MINIMUM ? medianOf(pays) : null;
}

/** Each job's scam signals, for the operator's lists: one Query per distinct list the jobs compare with. */
export async function signalsOfJobs(jobs: readonly Job[]): Promise<ScamSignal[][]> {
  const names = [...new Set(jobs.map(similarListOf))];
  const read = new Map(await Promise.all(names.map(async (name) => [name, await openJobsOf(name)] as const)));
  return jobs.map((job) =>
    scamSignalsOf(
      { ...job, recruiterVerification: job.recruiterVerified ?? null },
      similarMedian(job, read.get(similarListOf(job)) ?? []),
    ),
  );
}
