import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearJobFromEdgeCache,
  clearJobsFromEdgeCache,
  deadlineOf,
  JOB_LIST_PATHS,
} from '../../src/edge/clear-edge-cache.ts';
import { invalidate, TRY_MS } from '../../src/edge/invalidate.ts';
import { LONGEST_COPY_SECONDS, PENDING_INVALIDATIONS } from '../../src/edge/pending-invalidations.ts';
import { handler as retryEdgeCache, retryPendingInvalidations } from '../../src/edge/retry-invalidations.ts';
import { COMPANY_SAVES_PER_DAY } from '../../src/employers/company-saves.ts';
import { handler as putCompany } from '../../src/handlers/put-company.ts';
import { context, invoke } from '../http.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

// Issue 28, item 2, the mechanics: an invalidation CloudFront refuses for being busy is sent again
// until taken, or kept in the table for retry-edge-cache when the function's time would run out, and
// that retry sends it. What the routes send is tested in employer-edge-cache.test.ts.

const COMPANY = {
  name: 'Indus Welding',
  logo: null,
  website: null,
  city: 'lahore',
  about: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const busy = () =>
  Object.assign(new Error('Your request contains too many invalidations.'), {
    name: 'TooManyInvalidationsInProgress',
    $metadata: { httpStatusCode: 400 },
  });
const sent = () => cloudfrontMock.commandCalls(CreateInvalidationCommand).map((c) => c.args[0].input);
const kept = () =>
  ddb
    .commandCalls(PutCommand)
    .map((c) => c.args[0].input.Item)
    .filter((item) => item?.PK === PENDING_INVALIDATIONS);

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  cloudfrontMock.on(CreateInvalidationCommand).resolves({});
});

describe('the company save limit', () => {
  it(`takes one of ${COMPANY_SAVES_PER_DAY} saves a Pakistan day, counted atomically per employer`, async () => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'k@x.pk', company: COMPANY },
    });
    const res = await invoke(putCompany, {
      cookies: [seekerCookie],
      headers: jsonWrite,
      method: 'PUT',
      body: JSON.stringify({ name: 'Indus Welding Works', city: 'lahore', logo: null }),
    });

    expect(res.status).toBe(200);
    const take = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(take?.Key?.PK).toMatch(new RegExp(`^ALLOWANCE#company-saves#${SEEKER_ID}#\\d{4}-\\d{2}-\\d{2}$`));
    expect(take?.ConditionExpression).toBe('attribute_not_exists(used) OR used < :limit');
    expect(take?.ExpressionAttributeValues?.[':limit']).toBe(COMPANY_SAVES_PER_DAY);
    // The message says the number the limit is.
    expect(API_MESSAGES.companySavesFull).toContain(`${COMPANY_SAVES_PER_DAY} times`);
  });
});

describe("a route's time for CloudFront", () => {
  it("is the route's own timeout, less what it needs to keep an invalidation and answer", () => {
    expect(deadlineOf('disable-user', 1_000_000)).toBe(1_000_000 + 28_000 - 3000);
    expect(deadlineOf('enable-user', 0)).toBe(25_000);
  });
});

describe('a change to one job', () => {
  it('clears its copies only if the public could see it before the change', async () => {
    await clearJobFromEdgeCache({ id: 'job-1', status: 'pending' });
    await clearJobFromEdgeCache({ id: 'job-2', status: 'rejected' });
    await clearJobFromEdgeCache({ id: 'job-3', status: 'approved', ownerDisabled: true });
    expect(sent()).toEqual([]);

    await clearJobFromEdgeCache({ id: 'job-4', status: 'approved' });
    expect(sent().map((input) => input.InvalidationBatch?.Paths?.Items)).toEqual([
      expect.arrayContaining(['/job/job-4', '/ur/job/job-4', '/api/jobs/job-4']),
    ]);
  });
});

describe('an invalidation CloudFront refuses for being busy', () => {
  const PATHS = ['/job/job-1', '/ur/job/job-1', '/api/jobs/job-1', ...JOB_LIST_PATHS];

  it('is sent again, with growing waits, under one CallerReference, until CloudFront takes it', async () => {
    cloudfrontMock.on(CreateInvalidationCommand).rejectsOnce(busy()).rejectsOnce(busy()).resolves({});
    const started = Date.now();

    expect(await invalidate(PATHS, 'ref-1', Date.now() + 10_000)).toBe('done');

    expect(sent()).toHaveLength(3);
    expect(new Set(sent().map((input) => input.InvalidationBatch?.CallerReference))).toEqual(new Set(['ref-1']));
    // 500 ms, then 1,000 (each with up to a quarter more): backed off, not hammered.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(kept()).toEqual([]);
  });

  it('is kept in the table, under the same reference, when a next try could not end in time', async () => {
    cloudfrontMock.on(CreateInvalidationCommand).rejects(busy());
    const before = Math.floor(Date.now() / 1000);

    // Time for a first wait (500 ms) and one more try (TRY_MS), not for a second wait and try.
    expect(await invalidate(PATHS, 'ref-1', Date.now() + 500 * 1.25 + TRY_MS + 200)).toBe('busy');

    expect(sent()).toHaveLength(2);
    expect(kept()).toEqual([
      expect.objectContaining({
        PK: PENDING_INVALIDATIONS,
        SK: 'ref-1',
        reference: 'ref-1',
        entity: 'edge-invalidation',
        paths: PATHS,
        attempts: 2,
        lastError: expect.stringContaining('TooManyInvalidationsInProgress'),
      }),
    ]);
    expect(kept()[0]?.expiresAt).toBeGreaterThanOrEqual(before + LONGEST_COPY_SECONDS);
  });

  it('begins no try that could outlast the time given: kept after the first', async () => {
    cloudfrontMock.on(CreateInvalidationCommand).rejects(busy());
    const started = Date.now();

    await invalidate(PATHS, 'ref-1', Date.now() + TRY_MS);

    expect(sent()).toHaveLength(1);
    expect(kept()).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('is kept at once when CloudFront cannot be reached, without holding the request', async () => {
    cloudfrontMock
      .on(CreateInvalidationCommand)
      .rejects(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));

    expect(await invalidate(PATHS, 'ref-1', Date.now() + 10_000)).toBe('unreached');

    expect(sent()).toHaveLength(1);
    expect(kept()).toHaveLength(1);
  });

  it('is not kept when refused for good (no permission): logged, as a retry cannot help', async () => {
    cloudfrontMock
      .on(CreateInvalidationCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }));

    expect(await invalidate(PATHS, 'ref-1', Date.now() + 10_000)).toBe('refused');

    expect(sent()).toHaveLength(1);
    expect(kept()).toEqual([]);
  });

  it("sends an employer's job pages and the lists' wildcards apart, each kept on its own if need be", async () => {
    cloudfrontMock.on(CreateInvalidationCommand).callsFake((input: CreateInvalidationCommand['input']) => {
      if (input.InvalidationBatch?.Paths?.Items?.some((path) => path.includes('*'))) throw busy();
      return {};
    });

    await clearJobsFromEdgeCache(['job-1', 'job-2'], { until: Date.now() + TRY_MS });

    const pages = sent().find((input) => !input.InvalidationBatch?.Paths?.Items?.some((p) => p.includes('*')));
    expect(pages?.InvalidationBatch?.Paths?.Items).toEqual(
      expect.arrayContaining(['/job/job-1', '/ur/job/job-2', '/api/jobs/job-2']),
    );
    expect(kept()).toEqual([expect.objectContaining({ paths: [...JOB_LIST_PATHS] })]);
    expect(kept()[0]?.reference).not.toBe(pages?.InvalidationBatch?.CallerReference);
  });
});

describe('retry-edge-cache (every minute)', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  const at = Math.floor(now.getTime() / 1000);
  const item = (reference: string, paths: string[], createdAt: string, expiresAt = at + 3600) => ({
    PK: PENDING_INVALIDATIONS,
    SK: reference,
    entity: 'edge-invalidation',
    reference,
    paths,
    attempts: 3,
    createdAt,
    expiresAt,
  });
  const waiting = (...items: ReturnType<typeof item>[]) =>
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': PENDING_INVALIDATIONS } }).resolves({ Items: items });
  const forgotten = () => ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.SK);

  it('sends what functions kept, merged into one invalidation (the lists once), and forgets it', async () => {
    waiting(
      item('r1', ['/job/job-1', ...JOB_LIST_PATHS], '2026-11-20T09:58:00.000Z'),
      item('r2', ['/job/job-2', ...JOB_LIST_PATHS], '2026-11-20T09:59:00.000Z'),
      item('r0', ['/job/job-0', ...JOB_LIST_PATHS], '2026-11-19T08:00:00.000Z', at - 1),
    );

    const counts = await retryPendingInvalidations(now);

    expect(counts).toEqual({ sent: 2, waiting: 0, dropped: 1 });
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.InvalidationBatch?.Paths).toEqual({
      Quantity: 4,
      Items: ['/job/job-1', ...JOB_LIST_PATHS, '/job/job-2'],
    });
    expect(forgotten().sort()).toEqual(['r0', 'r1', 'r2']);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ConsistentRead).toBe(true);
  });

  it('sends one kept alone under the reference it was first sent with (one invalidation, however often)', async () => {
    waiting(item('r1', ['/job/job-1'], '2026-11-20T09:58:00.000Z'));
    await retryPendingInvalidations(now);
    expect(sent()[0]?.InvalidationBatch?.CallerReference).toBe('r1');
  });

  it('leaves them for the next run while CloudFront is still busy, counting the try', async () => {
    waiting(item('r1', ['/job/job-1', ...JOB_LIST_PATHS], '2026-11-20T09:58:00.000Z'));
    cloudfrontMock.on(CreateInvalidationCommand).rejects(busy());

    const counts = await retryPendingInvalidations(now);

    expect(counts).toEqual({ sent: 0, waiting: 1, dropped: 0 });
    expect(forgotten()).toEqual([]);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: PENDING_INVALIDATIONS, SK: 'r1' },
      UpdateExpression: 'ADD attempts :one SET lastError = :error',
      ConditionExpression: 'attribute_exists(PK)',
    });
  });

  it("sends kept job pages while CloudFront refuses wildcards, and keeps the lists' for the next run", async () => {
    waiting(
      item('lists', [...JOB_LIST_PATHS], '2026-11-20T09:58:00.000Z'),
      item('pages-1', ['/job/job-1', '/api/jobs/job-1'], '2026-11-20T09:58:00.000Z'),
      item('pages-2', ['/job/job-2'], '2026-11-20T09:59:00.000Z'),
    );
    cloudfrontMock.on(CreateInvalidationCommand).callsFake((input: CreateInvalidationCommand['input']) => {
      if (input.InvalidationBatch?.Paths?.Items?.some((path) => path.includes('*'))) throw busy();
      return {};
    });

    const counts = await retryPendingInvalidations(now);

    expect(counts).toEqual({ sent: 2, waiting: 1, dropped: 0 });
    expect(sent().map((input) => input.InvalidationBatch?.Paths?.Items)).toEqual([
      ['/job/job-1', '/api/jobs/job-1', '/job/job-2'],
      [...JOB_LIST_PATHS],
    ]);
    expect(forgotten().sort()).toEqual(['pages-1', 'pages-2']);
  });

  it('runs as a scheduled function within its own time', async () => {
    waiting(item('r1', ['/job/job-1'], '2026-11-20T09:58:00.000Z', Math.floor(Date.now() / 1000) + 60));
    await retryEdgeCache({}, context);
    expect(sent()).toHaveLength(1);
    expect(forgotten()).toEqual(['r1']);
  });
});
