import { describe, expect, it } from 'vitest';
import { aJob } from '../fixtures.ts';

// Indexes of this file's own on the run's node, so the counts below are this file's jobs alone.
process.env.OPENSEARCH_INDEX_PREFIX = 'operator-test';
const { ensureIndex } = await import('../../src/search/opensearch/indexes.ts');
const { applyJobChanges } = await import('../../src/search/opensearch/index-jobs.ts');
const { listAllJobs } = await import('../../src/search/job-lists.ts');

const TITLES = ['Staff Nurse', 'Driver', 'Accountant', 'Electrician', 'Sales Officer', 'Teacher', 'Data Analyst'];

describe('the operator’s job search on a real OpenSearch node', () => {
  it('finds one job among 5,000 by its title, and filters by status, paging every match once', async () => {
    await ensureIndex('jobs');
    const now = new Date();
    const jobs = Array.from({ length: 5000 }, (_, i) =>
      aJob({
        id: `op-${i}`,
        title: `${TITLES[i % TITLES.length]} ${i}`,
        status: i % 10 === 0 ? 'pending' : 'approved',
        createdAt: new Date(now.getTime() - i * 60_000).toISOString(),
      }),
    );
    jobs.push(aJob({ id: 'op-needle', title: 'Marine Biologist', status: 'pending', createdAt: now.toISOString() }));
    for (let i = 0; i < jobs.length; i += 1000)
      await applyJobChanges(jobs.slice(i, i + 1000).map((job) => ({ kind: 'put' as const, job })));

    const found = await listAllJobs(50, undefined, { q: 'marine biolog' });
    expect(found.jobs.map((j) => j.id)).toEqual(['op-needle']);

    const pending = await listAllJobs(50, undefined, { status: 'pending' });
    expect(pending.jobs).toHaveLength(50);
    expect(pending.jobs.every((j) => j.status === 'pending')).toBe(true);
    const rest = await listAllJobs(1000, pending.nextCursor, { status: 'pending' });
    expect(new Set([...pending.jobs, ...rest.jobs].map((j) => j.id)).size).toBe(501);
    expect(rest.nextCursor).toBeUndefined();
  }, 120_000);
});
