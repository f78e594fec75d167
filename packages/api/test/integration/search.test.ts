import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JobSummary } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { jobKey } from '../../src/jobs/store/job-index.ts';
import { deleteJob, getStoredJob, purgeJob, saveJob } from '../../src/jobs/store/jobs.ts';
import { startOpenSearchLocal } from '../../src/local/opensearch-local.ts';
import type { StreamFollower } from '../../src/local/table-stream.ts';
import { ensureIndex } from '../../src/search/opensearch/indexes.ts';
import { rebuildIndex } from '../../src/search/opensearch/rebuild.ts';
import { aJob } from '../fixtures.ts';
import { startIndexer } from './indexer.ts';
import { startApi } from './server.ts';

let api: Awaited<ReturnType<typeof startApi>>;
let indexer: StreamFollower;

// As in the local stack: the table's stream feeds the search engine through the indexer.
beforeAll(async () => {
  indexer = await startIndexer();
  await seedDemoData();
  await indexer.drained();
  api = await startApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
  await indexer?.stop();
});

async function search(query: string) {
  const res = await fetch(`${api.url}/api/jobs?${query}`);
  expect(res.status).toBe(200);
  return { jobs: (await res.json()) as JobSummary[], headers: res.headers };
}
const ids = async (query: string) => (await search(query)).jobs.map((j) => j.id);

describe('search on OpenSearch, fed from the table through the indexer', () => {
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
    await indexer.drained();
    expect(await ids('q=zookeep')).toEqual(['search-fresh']);
    expect(await ids('q=penguins')).toEqual(['search-fresh']);

    const stored = await getStoredJob('search-fresh');
    if (!stored) throw new Error('not saved');
    const later = new Date(now.getTime() + 1000);
    await saveJob({ ...job, title: 'Aquarist', updatedAt: later.toISOString() }, stored, later);
    await indexer.drained();
    expect(await ids('q=zookeep')).toEqual([]);
    expect(await ids('q=aquarist')).toEqual(['search-fresh']);

    const edited = await getStoredJob('search-fresh');
    if (!edited) throw new Error('not saved');
    await deleteJob(edited);
    await indexer.drained();
    expect(await ids('q=aquarist')).toEqual([]);
  });

  it('finds, after a rebuild, a job the index never heard of, with no moment without an index', async () => {
    const now = new Date();
    // Written behind the stream's back (as a table restored from a backup would be).
    const stray = aJob({ id: 'search-stray', title: 'Glassblower', createdAt: now.toISOString() });
    await indexer.stop();
    await dynamo.send(
      new PutCommand({
        TableName: config.TABLE_NAME,
        Item: { ...stray, ...jobKey(stray.id), entity: 'job', indexKeys: [] },
      }),
    );
    expect(await ids('q=glassblower')).toEqual([]);

    const before = await search('q=developer');
    const rebuilt = await rebuildIndex('jobs', { dropOld: true });
    expect(rebuilt.previous).not.toBe(rebuilt.index);
    expect(await ids('q=glassblower')).toEqual(['search-stray']);
    expect((await search('q=developer')).headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
    indexer = await startIndexer();
    await purgeJob('search-stray');
    await indexer.drained();
    expect(await ids('q=glassblower')).toEqual([]);
  }, 120_000);

  it('answers 503 while its node is stopped, keeps the plain lists, and catches up with what was written meanwhile', async () => {
    // A node of this test's own, stopped and started again on the same folder and port: what it
    // held before the stop is still there after (startOpenSearchLocal's restart, as `npm start` does it).
    const dir = mkdtempSync(join(tmpdir(), 'mj-outage-'));
    const java = process.env.MJ_JAVA;
    const own = { dir, heap: '256m', ...(java ? { java } : {}) };
    let node = await startOpenSearchLocal(own);
    const shared = config.OPENSEARCH_ENDPOINT;
    const live = config as { OPENSEARCH_ENDPOINT?: string };
    live.OPENSEARCH_ENDPOINT = node.endpoint;
    try {
      await ensureIndex('jobs');
      await ensureIndex('alerts');
      const before = new Date();
      await saveJob(aJob({ id: 'search-kept', title: 'Glassblower', createdAt: before.toISOString() }), null, before);
      await indexer.drained();
      expect(await ids('q=glassblower')).toEqual(['search-kept']);
      await node.stop();
      expect(node.process.exitCode !== null || node.process.signalCode !== null).toBe(true);
      await expect(fetch(node.endpoint)).rejects.toThrow();
      const down = await fetch(`${api.url}/api/jobs?q=developer`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBeTruthy();
      expect(((await down.json()) as { message: string }).message).toBe(
        'Search is not available right now. Please try again in a minute.',
      );
      expect((await fetch(`${api.url}/api/jobs?type=contract`)).status).toBe(200);
      const now = new Date();
      // No write fails because the engine is down.
      await saveJob(aJob({ id: 'search-outage', title: 'Beekeeper', createdAt: now.toISOString() }), null, now);
      const stopped = node;
      node = await startOpenSearchLocal({ ...own, port: stopped.port });
      expect(node.endpoint).toBe(stopped.endpoint);
      await indexer.drained();
      expect(await ids('q=beekeeper')).toEqual(['search-outage']);
      expect(await ids('q=glassblower')).toEqual(['search-kept']);
      await purgeJob('search-outage');
      await purgeJob('search-kept');
      await indexer.drained();
    } finally {
      live.OPENSEARCH_ENDPOINT = shared;
      await node.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

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
