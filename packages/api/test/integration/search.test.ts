import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { JobSummary } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { resetSearch } from '../../src/search/job-search.ts';
import { indexEntriesOf } from '../../src/storage/job-index.ts';
import { deleteJob, getStoredJob, purgeJob, saveJob } from '../../src/storage/jobs.ts';
import { reindexJobs } from '../../src/storage/reindex-jobs.ts';
import { seedDemoData } from '../../src/storage/seed.ts';
import { aJob } from '../fixtures.ts';
import { startApi } from './server.ts';

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  await seedDemoData();
  api = await startApi();
});
afterAll(() => api?.close());

async function search(query: string) {
  const res = await fetch(`${api.url}/api/jobs?${query}`);
  expect(res.status).toBe(200);
  return { jobs: (await res.json()) as JobSummary[], headers: res.headers };
}
const ids = async (query: string) => (await search(query)).jobs.map((j) => j.id);

describe('search against DynamoDB Local', () => {
  it('finds the demo jobs by the start of a word, by a word of the description, and past a slip', async () => {
    const develop = await search('q=develop');
    expect(develop.jobs.length).toBeGreaterThan(0);
    // Title matches rank first (after boosted ones).
    expect(develop.jobs.some((j) => /develop/i.test(j.title))).toBe(true);
    expect(await ids('q=Bahria')).toEqual([]); // a closed job's description is not searched
    const typo = await search('q=enginer');
    expect(typo.jobs.length).toBeGreaterThan(0);
    expect(typo.headers.get('x-did-you-mean')).toBe('engineer');
  });

  it('filters by where, least pay and age, and sorts by pay', async () => {
    const abroad = (await search('where=abroad&limit=50')).jobs;
    expect(abroad.length).toBeGreaterThan(0);
    expect(abroad.every((j) => !/pakistan/i.test(j.location) && !/remote/i.test(j.location))).toBe(true);
    const paid = (await search('minSalary=300000&sort=salary&limit=50')).jobs;
    expect(paid.length).toBeGreaterThan(0);
    const pay = paid.map((j) => j.salaryMax ?? j.salaryMin ?? 0);
    expect(pay.every((p) => p >= 300_000)).toBe(true);
    expect(pay).toEqual([...pay].sort((a, b) => b - a));
    const recent = (await search('posted=24h&limit=50')).jobs;
    expect(recent.every((j) => Date.parse(j.createdAt) >= Date.now() - 86_400_000)).toBe(true);
  });

  it('finds a new job at once, its edit by the new words only, and its deletion', async () => {
    const now = new Date();
    const job = aJob({
      id: 'search-fresh',
      title: 'Zookeeper',
      skills: ['Giraffes'],
      description: 'Feeds the penguins at dawn.',
      createdAt: now.toISOString(),
    });
    await saveJob(job, null, now);
    expect(await ids('q=zookeep')).toEqual(['search-fresh']);
    expect(await ids('q=penguins')).toEqual(['search-fresh']);

    const stored = await getStoredJob('search-fresh');
    if (!stored) throw new Error('not saved');
    const later = new Date(now.getTime() + 1000);
    await saveJob({ ...job, title: 'Aquarist', updatedAt: later.toISOString() }, stored, later);
    expect(await ids('q=zookeep')).toEqual([]);
    expect(await ids('q=aquarist')).toEqual(['search-fresh']);

    const edited = await getStoredJob('search-fresh');
    if (!edited) throw new Error('not saved');
    await deleteJob(edited);
    expect(await ids('q=aquarist')).toEqual([]);
  });

  it('finds a job written before the index whole once the jobs are saved again (reindex-jobs)', async () => {
    const now = new Date();
    const old = aJob({
      id: 'search-old',
      title: 'Glassblower',
      description: 'Shapes lanterns.',
      createdAt: now.toISOString(),
    });
    // As an older version wrote it: the job and its lists, no feed keys, no description words.
    const entries = indexEntriesOf(old, now).map(({ terms: _t, ...entry }) => entry);
    await dynamo.send(
      new BatchWriteCommand({
        RequestItems: {
          [config.TABLE_NAME]: [
            {
              PutRequest: {
                Item: { ...old, PK: 'JOB#search-old', SK: 'JOB', entity: 'job', indexKeys: entries.map((e) => e.SK) },
              },
            },
            ...entries.map((Item) => ({ PutRequest: { Item } })),
          ],
        },
      }),
    );
    resetSearch();
    expect(await ids('q=glassblower')).toEqual(['search-old']);
    expect(await ids('q=lanterns')).toEqual([]);

    await reindexJobs();
    resetSearch();
    expect(await ids('q=lanterns')).toEqual(['search-old']);
    // Other files count the open jobs of the same table.
    await purgeJob('search-old');
    expect(await ids('q=lanterns')).toEqual([]);
  });

  it('suggests titles and skills as a word is typed', async () => {
    const res = await fetch(`${api.url}/api/jobs/suggestions?q=sen`);
    const suggestions = (await res.json()) as Array<{ text: string; kind: string }>;

    expect(res.status).toBe(200);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.map((s) => s.text)).toContain('Senior React Developer');
    expect(await (await fetch(`${api.url}/api/jobs/suggestions?q=`)).json()).toEqual([]);
  });
});
