import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { indexEntriesOf } from '../../src/storage/job-index.ts';
import { listAllJobs, saveJob } from '../../src/storage/jobs.ts';
import { aJob } from '../fixtures.ts';

const TITLES = ['Staff Nurse', 'Driver', 'Accountant', 'Electrician', 'Sales Officer', 'Teacher', 'Data Analyst'];

describe('the operator’s job search on DynamoDB Local', () => {
  it('finds one job among 5,000 by its title, and filters by status', async () => {
    const now = new Date();
    // 5,000 jobs as the admin list has them (its entries carry the whole job).
    const entries = Array.from({ length: 5000 }, (_, i) =>
      indexEntriesOf(
        aJob({
          id: `op-${i}`,
          title: `${TITLES[i % TITLES.length]} ${i}`,
          status: i % 10 === 0 ? 'pending' : 'approved',
          createdAt: new Date(now.getTime() - i * 60_000).toISOString(),
        }),
        now,
      ).find((entry) => entry.GSI1PK === 'JOBS#ADMIN'),
    );
    for (let i = 0; i < entries.length; i += 25)
      await dynamo.send(
        new BatchWriteCommand({
          RequestItems: { [config.TABLE_NAME]: entries.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    // A draft, so the public lists other files count stay as they are.
    await saveJob(
      aJob({ id: 'op-needle', title: 'Marine Biologist', status: 'pending', createdAt: now.toISOString() }),
      null,
      now,
    );

    const found = await listAllJobs(50, undefined, { q: 'marine biolog' });
    expect(found.jobs.map((j) => j.id)).toEqual(['op-needle']);

    const pending = await listAllJobs(50, undefined, { status: 'pending' });
    expect(pending.jobs).toHaveLength(50);
    expect(pending.jobs.every((j) => j.status === 'pending')).toBe(true);
    const rest = await listAllJobs(1000, pending.nextCursor, { status: 'pending' });
    expect(pending.jobs.length + rest.jobs.length).toBe(501);
    expect(rest.nextCursor).toBeUndefined();
  });
});
