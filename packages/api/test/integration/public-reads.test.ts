import { isBoostLive, isJobClosed, type JobSummary } from '@modern-jobs/domain';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/demo/seed.ts';
import type { StreamFollower } from '../../src/local/table-stream.ts';
import { startIndexer } from './indexer.ts';
import { startApi } from './server.ts';

let api: Awaited<ReturnType<typeof startApi>>;

let indexer: StreamFollower;

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

async function get<T = Record<string, unknown>>(path: string) {
  const res = await fetch(api.url + path);
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

/** Follows the cursor header to the end and answers every job seen, in order. */
async function walk(query: string, limit: number): Promise<{ jobs: JobSummary[]; pages: number }> {
  const jobs: JobSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const res = await get<JobSummary[]>(`/api/jobs?${params}`);
    expect(res.status).toBe(200);
    jobs.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
    pages += 1;
  } while (cursor && pages < 50);
  return { jobs, pages };
}

describe('public reads against DynamoDB Local (and OpenSearch for keywords)', () => {
  it('pages through every open seeded job exactly once, live boosts first, then newest first', async () => {
    const { jobs, pages } = await walk('', 7);

    const ids = jobs.map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBeGreaterThan(3);
    expect(jobs.every((j) => !isJobClosed(j))).toBe(true);
    const openSeeds = SEED_JOBS.filter((s) => s.deadlineInDays === null || s.deadlineInDays >= 0);
    expect(ids.length).toBe(openSeeds.length);
    const live = jobs.map((j) => isBoostLive(j));
    expect(live.indexOf(false)).toBe(live.lastIndexOf(true) + 1);
    const rest = jobs.filter((j) => !isBoostLive(j)).map((j) => j.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('filters by type and city on the server', async () => {
    const { jobs } = await walk('type=internship&city=faisalabad', 20);

    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.jobType === 'internship' && /faisalabad/i.test(j.location))).toBe(true);
  });

  it('finds jobs by keyword in title, company or skills, combined with a city', async () => {
    const byKeyword = await walk('q=Flutter', 20);
    const combined = await walk('q=qatar%20care&city=karachi', 20);
    const twoWords = await walk('q=care%20qatar', 20);

    expect(byKeyword.jobs.map((j) => j.id)).toEqual(['seed-15']);
    expect(combined.jobs).toEqual([]);
    expect(twoWords.jobs.map((j) => j.id).sort()).toEqual(['seed-10', 'seed-20']);
  });

  it('answers a job, open or closed, with its long texts', async () => {
    const closed = await get<{ description: string }>('/api/jobs/seed-09');

    expect(closed.status).toBe(200);
    expect(closed.body.description).toContain('Bahria Town');
    expect((await get('/api/jobs/does-not-exist')).status).toBe(404);
  });

  it('answers the seeded settings and the version', async () => {
    const setting = await get<{ value: string }>('/api/settings/highlight_button');

    expect(JSON.parse(setting.body.value)).toEqual({ text: 'Win 3600', link: '#', visible: true });
    expect((await get('/api/version')).body.stage).toBe('test');
  });

  it('seeds idempotently: a second seed adds no jobs', async () => {
    const before = await walk('', 100);
    await seedDemoData();
    const after = await walk('', 100);

    expect(after.jobs.map((j) => j.id).sort()).toEqual(before.jobs.map((j) => j.id).sort());
  });

  it('answers 404 and 405 as JSON for unknown paths and methods', async () => {
    expect(await get('/api/nothing')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    const res = await fetch(`${api.url}/api/version`, { method: 'DELETE' });
    expect(res.status).toBe(405);
  });
});
