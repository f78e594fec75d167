import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Job } from '@modern-jobs/domain';
import { sdkStreamMixin } from '@smithy/util-stream';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSiteCard, SITE_CARD_FILE } from '../../build/site-card.ts';
import { CARD_CACHE, cardLinesOf, shareCardKey } from '../../src/cards/card-key.ts';
import { jobCard } from '../../src/cards/card-layout.ts';
import { renderCard } from '../../src/cards/render-card.ts';
import { demoLogoPng } from '../../src/files/demo-logo.ts';
import { renderShareCards as handler } from '../../src/workers/render-share-cards.ts';
import { aJob } from '../fixtures.ts';
import { s3mock } from '../mocks.ts';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const stored = (job: Job) => ({ ...job, PK: `JOB#${job.id}`, SK: 'JOB', entity: 'job', indexKeys: ['LIST#all'] });
const image = (item: object | null) => (item ? marshall(item, { removeUndefinedValues: true }) : undefined);

let sequence = 100;
function change(before: object | null, after: object | null) {
  const eventName = before && after ? 'MODIFY' : after ? 'INSERT' : 'REMOVE';
  return {
    eventName,
    dynamodb: { SequenceNumber: String(++sequence), OldImage: image(before), NewImage: image(after) },
  };
}
const streamOf = (...records: ReturnType<typeof change>[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;

const puts = () => s3mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
const deletes = () => s3mock.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

describe('share cards follow the jobs (render-share-cards worker)', () => {
  beforeEach(() => {
    s3mock.on(ListObjectsV2Command).resolves({ KeyCount: 0 });
    s3mock.on(PutObjectCommand).resolves({});
    s3mock.on(DeleteObjectCommand).resolves({});
  });

  it('draws a new job’s card once: a 1200x630 PNG under 300 KB, named by what it shows, cached for good', async () => {
    const job = aJob({ id: 'job-new' });
    const result = await handler(streamOf(change(null, stored(job))));
    expect(result.batchItemFailures).toEqual([]);
    const [put] = puts();
    expect(put).toMatchObject({ Key: shareCardKey(job), ContentType: 'image/png', CacheControl: CARD_CACHE });
    expect(put?.Key).toMatch(/^cards\/jobs\/job-new\/[0-9a-f]{16}\.png$/);
    const png = put?.Body as Buffer;
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300_000);
  });

  it('draws the company’s verified logo into the card, read from the bucket', async () => {
    const logo = demoLogoPng('Indus Soft Labs');
    s3mock
      .on(GetObjectCommand, { Key: 'logos/demo/indus.png' })
      .resolves({ Body: sdkStreamMixin(Readable.from([logo])), ContentLength: logo.length });
    const withLogo = aJob({ id: 'job-logo', companyLogo: '/objects/logos/demo/indus.png' });
    await handler(streamOf(change(null, stored(withLogo))));
    expect(s3mock.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual(['logos/demo/indus.png']);
    const plain = puts()[0]?.Body as Buffer;
    const without = await renderCard(jobCard({ ...cardLinesOf(withLogo), logoKey: null }, null));
    expect(plain.equals(without)).toBe(false);
  });

  it('keeps the card through writes that do not change it (a boost, an approval) and draws nothing', async () => {
    const job = aJob({ id: 'job-same', status: 'pending' });
    s3mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: shareCardKey(job) }], KeyCount: 1 });
    const approved = { ...job, status: 'approved' as const, isBoosted: true, updatedAt: '2026-11-21T00:00:00.000Z' };
    expect(shareCardKey(approved)).toBe(shareCardKey(job));
    await handler(streamOf(change(stored(job), stored(approved))));
    expect(puts()).toEqual([]);
    expect(deletes()).toEqual([]);
  });

  it('draws a card that is missing on any write to its job, so a failed draw or an older job heals', async () => {
    const job = aJob({ id: 'job-heal' });
    await handler(streamOf(change(stored(job), stored({ ...job, isBoosted: true }))));
    expect(puts().map((p) => p.Key)).toEqual([shareCardKey(job)]);
    expect(deletes()).toEqual([]);
  });

  it('draws a new card when the title changes, and removes the one it replaces', async () => {
    const job = aJob({ id: 'job-edit' });
    const edited = { ...job, title: 'Lead React Developer' };
    await handler(streamOf(change(stored(job), stored(edited))));
    expect(puts().map((p) => p.Key)).toEqual([shareCardKey(edited)]);
    expect(deletes()).toEqual([shareCardKey(job)]);
    expect(shareCardKey(edited)).not.toBe(shareCardKey(job));
  });

  it('removes the card with its job, and leaves every other item of the table alone', async () => {
    const job = aJob({ id: 'job-gone' });
    const entry = { PK: 'JOB#job-gone', SK: 'LIST#all', entity: 'entry', title: job.title };
    const session = { PK: 'SESSION#x', SK: 'SESSION', entity: 'session' };
    await handler(streamOf(change(entry, null), change(null, session), change(stored(job), null)));
    expect(deletes()).toEqual([shareCardKey(job)]);
    expect(puts()).toEqual([]);
    expect(s3mock.commandCalls(ListObjectsV2Command)).toHaveLength(0);
  });

  it('reports the first record it could not handle, so the stream retries from it and skips nothing after', async () => {
    const [first, second, third] = ['job-a', 'job-b', 'job-c'].map((id) => aJob({ id }));
    s3mock.on(PutObjectCommand, { Key: shareCardKey(second as Job) }).rejects(new Error('SlowDown'));
    const records = [first, second, third].map((job) => change(null, stored(job as Job)));
    const result = await handler(streamOf(...records));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[1]?.dynamodb.SequenceNumber }]);
    expect(puts().map((p) => p.Key)).toEqual([shareCardKey(first as Job), shareCardKey(second as Job)]);
  });

  it('clamps a long title to two lines and a long company to one, within the card', async () => {
    const long = 'Senior Principal Staff Software Engineer '.repeat(6);
    const png = await renderCard(
      jobCard({ title: long, company: long, place: long, salary: 'PKR 1,000,000+', logoKey: null }, null),
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('the site card', () => {
  it('is drawn from the current design and words (pnpm --filter @modern-jobs/api site-card)', async () => {
    const committed = readFileSync(SITE_CARD_FILE);
    expect(pngSize(committed)).toEqual({ width: 1200, height: 630 });
    expect(committed.length).toBeLessThan(300_000);
    expect(committed.equals(await renderSiteCard())).toBe(true);
  });
});
