import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../src/local/dynamodb-local.ts';

// A table of this file's own, without a stream: its writes and deletes are nobody else's
// to read through (the indexer other files follow reads the shared table's stream from its start).
process.env.TABLE_NAME = `mj-sitemap-${Date.now().toString(36)}`;
await ensureTable(process.env.DYNAMODB_ENDPOINT ?? '', process.env.TABLE_NAME);
const { dynamo } = await import('../../src/clients/dynamo.ts');
const { config } = await import('../../src/config.ts');
const { partitionOf } = await import('../../src/jobs/store/job-index.ts');
const { LAMBDA_LIMITS } = await import('../../src/local/adapter.ts');
const { daySitemap, sitemap } = await import('../../src/pages/sitemap.ts');
const { SITEMAP_MAX_URLS, urlsetXml } = await import('../../src/pages/sitemap-xml.ts');

// One and a half sitemaps' worth of open jobs (and closed ones) in the list of open jobs, posted 125
// a day over 120 days: only the list entries the sitemap reads, written and removed by this file.
const OPEN = 15_000;
const CLOSED = 150;
const PER_DAY = 125;
const now = new Date();
const nowSec = Math.floor(now.getTime() / 1000);

function entry(n: number, closed: boolean) {
  const id = `${closed ? 'sm-closed' : 'sm'}-${String(n).padStart(5, '0')}`;
  const createdAt = new Date(
    now.getTime() - (Math.floor(n / PER_DAY) * 86_400 + (n % PER_DAY) + 60) * 1000,
  ).toISOString();
  return {
    PK: `JOB#${id}`,
    SK: 'IDX#ALL',
    GSI1PK: partitionOf('ALL'),
    GSI1SK: `${createdAt}#${id}`,
    entity: 'job-index',
    id,
    createdAt,
    updatedAt: createdAt,
    // A closed job's entry has expired; DynamoDB's TTL has not removed it yet.
    ...(closed ? { expiresAt: nowSec - 3600 } : { expiresAt: nowSec + 30 * 86_400 }),
  };
}
const entries = [
  ...Array.from({ length: OPEN }, (_, n) => entry(n, false)),
  ...Array.from({ length: CLOSED }, (_, n) => entry(n * 100, true)),
];

/** Writes (or deletes) in batches of 25, eight at a time. */
async function batches(requests: Array<Record<string, unknown>>) {
  const chunks = Array.from({ length: Math.ceil(requests.length / 25) }, (_, i) => requests.slice(i * 25, i * 25 + 25));
  for (let i = 0; i < chunks.length; i += 8)
    await Promise.all(
      chunks.slice(i, i + 8).map(async (chunk) => {
        let unprocessed: Record<string, unknown>[] | undefined = chunk;
        while (unprocessed?.length) {
          const result = await dynamo.send(
            new BatchWriteCommand({ RequestItems: { [config.TABLE_NAME]: unprocessed } }),
          );
          unprocessed = result.UnprocessedItems?.[config.TABLE_NAME] as Record<string, unknown>[] | undefined;
        }
      }),
    );
}

beforeAll(() => batches(entries.map((Item) => ({ PutRequest: { Item } }))), 180_000);
afterAll(async () => {
  const { DeleteTableCommand } = await import('@aws-sdk/client-dynamodb');
  await dynamo.send(new DeleteTableCommand({ TableName: config.TABLE_NAME }));
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/** Reads the sitemap as a crawler does: the index, then every day it names. */
async function crawl(at: Date) {
  const index = await sitemap(at);
  expect(index.body).toContain('<sitemapindex');
  const bytes = [Buffer.byteLength(index.body ?? '')];
  const pages = locs(index.body ?? '').map((url) => new URL(url).pathname);
  const listed: string[] = [];
  let itemsRead = index.itemsRead;
  for (const page of pages) {
    const day = await daySitemap(page.replace('/sitemaps/', ''), at);
    expect(day.statusCode).toBe(200);
    bytes.push(Buffer.byteLength(day.body ?? ''));
    itemsRead += day.itemsRead;
    listed.push(...locs(day.body ?? '').map((url) => url.split('/job/')[1] ?? ''));
  }
  return { pages, listed, perUrl: itemsRead / listed.length, itemsRead, largest: Math.max(...bytes) };
}

describe('the sitemap of 15,000 open jobs', () => {
  it('holds as many URLs per sitemap as fit in what Lambda may return, with the longest ids', () => {
    const at = now.toISOString();
    const jobs = Array.from({ length: SITEMAP_MAX_URLS }, (_, n) => ({
      id: `${'j'.repeat(60)}${n}`,
      createdAt: at,
      lastmod: at,
    }));
    expect(Buffer.byteLength(urlsetXml(config.SITE_ORIGIN, jobs))).toBeLessThan(LAMBDA_LIMITS.responseBytes);
  });

  it('is an index of day pages listing every open job exactly once and no closed one, read without a Scan', async () => {
    const first = await crawl(now);
    const { pages, listed } = first;
    expect(OPEN).toBeGreaterThan(SITEMAP_MAX_URLS);
    expect(pages.length).toBeGreaterThanOrEqual(OPEN / PER_DAY);
    const ours = listed.filter((id) => id.startsWith('sm-'));
    expect(ours).toHaveLength(listed.length);
    expect(new Set(ours).size).toBe(ours.length);
    expect(ours.filter((id) => !id.startsWith('sm-closed'))).toHaveLength(OPEN);
    expect(ours.filter((id) => id.startsWith('sm-closed'))).toEqual([]);

    // Paged by day, never scanned. The first crawl also finds the board past one sitemap (reading one
    // sitemap's worth of the newest entries); the finding is kept, so later crawls read each job once,
    // by its day. (A Scan would read every item of the table, ten or more per job; the first crawl
    // reads one sitemap's worth, 10,000, more than the 15,000 it lists.)
    const later = await crawl(new Date(now.getTime() + 60_000));
    process.stdout.write(
      `sitemap of ${listed.length} URLs: first crawl ${first.itemsRead} items read (${first.perUrl.toFixed(2)} per URL), ` +
        `later crawls ${later.itemsRead} (${later.perUrl.toFixed(2)} per URL)\n`,
    );
    expect(later.listed.sort()).toEqual([...listed].sort());
    expect(first.perUrl).toBeLessThan(1.05 + (SITEMAP_MAX_URLS + 2) / OPEN);
    expect(later.perUrl).toBeLessThan(1.05);
    // Every answer fits in what Lambda may return.
    expect(first.largest).toBeLessThan(LAMBDA_LIMITS.responseBytes);
  }, 120_000);
});
