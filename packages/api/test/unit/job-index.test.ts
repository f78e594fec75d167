import { describe, expect, it } from 'vitest';
import { FOREVER_MS, indexEntriesOf, ownerKeysOf } from '../../src/jobs/store/job-index.ts';
import { aJob } from '../fixtures.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const partitions = (job = aJob()) => indexEntriesOf(job, NOW).map((e) => e.GSI1PK);

describe('index entries', () => {
  it('put an open job in every list it belongs to, and the admin list', () => {
    expect(partitions()).toEqual(
      expect.arrayContaining([
        'JOBS#ADMIN',
        'JOBS#ALL',
        'JOBS#TYPE#full-time',
        'JOBS#CITY#karachi',
        'JOBS#TYPE#full-time#CITY#karachi',
      ]),
    );
  });

  it('carry no words for a search index: search reads the job from its own engine', () => {
    const entries = indexEntriesOf(aJob({ description: 'Build C++ tools for Node.js teams.' }), NOW);
    expect(entries.some((e) => 'terms' in e)).toBe(false);
    expect(entries.filter((e) => e.GSI1PK !== 'JOBS#ADMIN').some((e) => 'description' in e)).toBe(false);
  });

  it("keep a pending, rejected or disabled employer's job off every public list: only the operator's", () => {
    for (const job of [
      aJob({ status: 'pending' }),
      aJob({ status: 'rejected' }),
      { ...aJob(), ownerId: 'u-1', ownerDisabled: true },
    ])
      expect(partitions(job)).toEqual(['JOBS#ADMIN']);
  });

  it('carry nothing only the employer and the operator know (owner, counts, review state)', () => {
    const owned = {
      ...aJob(),
      ownerId: 'u-1',
      applicationCount: 4,
      rejectionReason: null,
      submittedAt: 'x',
      ownerLocale: 'ur' as const,
    };
    for (const entry of indexEntriesOf(owned, NOW))
      for (const key of ['ownerId', 'applicationCount', 'rejectionReason', 'submittedAt', 'ownerLocale'])
        expect(entry).not.toHaveProperty(key);
  });

  it("put an employer's job on their own list and, only while pending, in the moderation queue", () => {
    const owned = { ...aJob({ status: 'pending' }), ownerId: 'u-1', submittedAt: '2026-11-21T09:00:00.000Z' };
    expect(ownerKeysOf(owned)).toEqual({
      GSI3PK: 'JOBS#EMPLOYER#u-1',
      GSI3SK: `${owned.createdAt}#${owned.id}`,
      GSI4PK: 'JOBS#PENDING',
      GSI4SK: `2026-11-21T09:00:00.000Z#${owned.id}`,
    });
    expect(ownerKeysOf({ ...owned, status: 'approved' })).not.toHaveProperty('GSI4PK');
    expect(ownerKeysOf(aJob())).toEqual({});
  });

  it('leave out the city lists when the location names none of the five cities', () => {
    expect(partitions(aJob({ location: 'Dubai, UAE' })).some((p) => p.includes('CITY#'))).toBe(false);
  });

  it('keep pending and closed jobs in the admin list only', () => {
    expect(partitions(aJob({ status: 'pending' }))).toEqual(['JOBS#ADMIN']);
    expect(partitions(aJob({ applicationDeadline: '2026-11-20' }))).toEqual(['JOBS#ADMIN']);
  });

  it('expire public entries at the end of the deadline day, Pakistan time', () => {
    const entries = indexEntriesOf(aJob({ applicationDeadline: '2026-11-30' }), NOW);
    const all = entries.find((e) => e.GSI1PK === 'JOBS#ALL');
    expect(all?.expiresAt).toBe(Date.parse('2026-11-30T23:59:59.999+05:00') / 1000 + 0.001);
  });

  it('add boost twins for a live boost, expiring with it, and mark the plain entries', () => {
    const job = aJob({ isBoosted: true, boostExpiry: '2026-11-25T00:00:00Z' });
    const entries = indexEntriesOf(job, NOW);
    const twin = entries.find((e) => e.GSI1PK === 'JOBS#BOOST#ALL');
    expect(twin?.expiresAt).toBe(Date.parse('2026-11-25T00:00:00Z') / 1000);
    expect(entries.find((e) => e.GSI1PK === 'JOBS#ALL')?.boostUntil).toBe(Date.parse('2026-11-25T00:00:00Z'));
  });

  it('treat a boost without expiry as forever, and an ended boost as none', () => {
    expect(indexEntriesOf(aJob({ isBoosted: true }), NOW).find((e) => e.GSI1PK === 'JOBS#ALL')?.boostUntil).toBe(
      FOREVER_MS,
    );
    expect(
      partitions(aJob({ isBoosted: true, boostExpiry: '2026-11-01T00:00:00Z' })).some((p) => p.includes('BOOST')),
    ).toBe(false);
  });

  it('stay within one DynamoDB transaction even for a long, boosted job', () => {
    const skills = Array.from({ length: 50 }, (_, i) => `skill${i}`);
    const entries = indexEntriesOf(aJob({ isBoosted: true, skills }), NOW);
    // job item + entries + deleting every previous entry must fit in 100 actions
    expect(1 + entries.length * 2).toBeLessThanOrEqual(100);
  });
});
