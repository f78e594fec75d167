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
import { LONGEST_COPY_SECONDS, PENDING_INVALIDATIONS } from '../../src/edge/pending-invalidations.ts';
import { handler as retryEdgeCache, retryPendingInvalidations } from '../../src/edge/retry-invalidations.ts';
import { COMPANY_SAVES_PER_DAY } from '../../src/employer/company-saves.ts';
import { handler as disableUser } from '../../src/handlers/disable-user.ts';
import { handler as enableUser } from '../../src/handlers/enable-user.ts';
import { handler as putCompany } from '../../src/handlers/put-company.ts';
import { aJob } from '../fixtures.ts';
import { context, invoke } from '../http.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

// Issue 28, item 2: no employer can spend the site's CloudFront invalidations, and an operator's
// disable always clears the employer's public jobs from the edge, however busy CloudFront is.

const OTHER = 'user-bbbbbbbbbbbbbbbbbb';
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

/** An employer's job as their own list (GSI3) has it. */
const listed = (id: string, status: string, owner = OTHER) => ({
  ...aJob({ id, status: status as 'approved' }),
  ownerId: owner,
  PK: `JOB#${id}`,
  SK: 'JOB',
  indexKeys: [],
});

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

describe('saving the company profile', () => {
  const save = (name: string) =>
    invoke(putCompany, {
      cookies: [seekerCookie],
      headers: jsonWrite,
      method: 'PUT',
      body: JSON.stringify({ name, city: 'lahore', logo: null }),
    });
  beforeEach(() => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'k@x.pk', company: COMPANY },
    });
  });

  it('sends no invalidation, even while jobs of theirs wait for review or were rejected', async () => {
    ddb
      .on(QueryCommand, { IndexName: 'GSI3' })
      .resolves({ Items: [listed('job-1', 'pending', SEEKER_ID), listed('job-2', 'rejected', SEEKER_ID)] });

    for (let i = 0; i < 10; i++) expect((await save(`Indus Welding ${i}`)).status).toBe(200);

    // The new name reached the jobs not yet approved (saved again), and CloudFront heard nothing.
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeGreaterThan(0);
    expect(sent()).toEqual([]);
  });

  it(`takes one of ${COMPANY_SAVES_PER_DAY} saves a Pakistan day, counted atomically per employer`, async () => {
    expect((await save('Indus Welding Works')).status).toBe(200);

    const take = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(take?.Key?.PK).toMatch(new RegExp(`^ALLOWANCE#company-saves#${SEEKER_ID}#\\d{4}-\\d{2}-\\d{2}$`));
    expect(take?.ConditionExpression).toBe('attribute_not_exists(used) OR used < :limit');
    expect(take?.ExpressionAttributeValues?.[':limit']).toBe(COMPANY_SAVES_PER_DAY);
    expect(API_MESSAGES.companySavesFull).toContain(`${COMPANY_SAVES_PER_DAY} times`);
  });

  it('refuses a save past the limit: 429 with Retry-After and { message }, and saves nothing', async () => {
    ddb.on(UpdateCommand).callsFake((input: { Key: { PK: string } }) => {
      if (input.Key.PK.startsWith('ALLOWANCE#company-saves#'))
        throw Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' });
      return {};
    });

    const res = await save('Indus Welding Works');

    expect([res.status, res.body]).toEqual([429, { message: API_MESSAGES.companySavesFull }]);
    const retryAfter = Number(res.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const profileWrites = ddb.commandCalls(UpdateCommand).filter((c) => c.args[0].input.Key?.SK === 'PROFILE');
    expect(profileWrites).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('disabling or enabling an employer clears only their public jobs', () => {
  const account = (disabled: boolean) => {
    ddb.on(UpdateCommand).resolves({ Attributes: { id: OTHER, company: COMPANY, disabled, createdAt: 'x' } });
  };
  const jobs = (...items: Array<Record<string, unknown>>) =>
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({ Items: items });
  const asAdmin = { cookies: [adminCookie], headers: jsonWrite, method: 'POST', params: { id: OTHER } };

  it('sends nothing when none of their jobs was public (waiting for review, rejected)', async () => {
    account(true);
    jobs(listed('job-1', 'pending'), listed('job-2', 'rejected'));

    expect((await invoke(disableUser, asAdmin)).status).toBe(200);
    // Both were saved again (hidden), yet no cached copy ever showed them.
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
    expect(sent()).toEqual([]);
  });

  it('clears the approved ones and the lists, not the others; enabling the same', async () => {
    account(true);
    jobs(listed('job-1', 'approved'), listed('job-2', 'pending'));
    expect((await invoke(disableUser, asAdmin)).status).toBe(200);
    account(false);
    jobs(
      { ...listed('job-1', 'approved'), ownerDisabled: true },
      { ...listed('job-2', 'pending'), ownerDisabled: true },
    );
    expect((await invoke(enableUser, asAdmin)).status).toBe(200);

    const [disabled, enabled] = sent().map((input) => input.InvalidationBatch?.Paths?.Items ?? []);
    for (const paths of [disabled, enabled]) {
      expect(paths).toEqual(expect.arrayContaining(['/api/jobs/job-1', '/job/job-1', ...JOB_LIST_PATHS]));
      expect(paths?.some((path) => path.includes('job-2'))).toBe(false);
    }
  });

  it('waits out a busy CloudFront (15 wildcard paths under way) until it takes the disable', async () => {
    account(true);
    jobs(listed('job-1', 'approved'));
    cloudfrontMock.on(CreateInvalidationCommand).rejectsOnce(busy()).resolves({});

    expect((await invoke(disableUser, asAdmin)).status).toBe(200);

    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.InvalidationBatch?.CallerReference).toBe(sent()[0]?.InvalidationBatch?.CallerReference);
    expect(kept()).toEqual([]);
  });

  it("gives CloudFront the route's own time, less what it needs to answer", () => {
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
  it('is sent again, with growing waits, under one CallerReference, until CloudFront takes it', async () => {
    cloudfrontMock.on(CreateInvalidationCommand).rejectsOnce(busy()).rejectsOnce(busy()).resolves({});
    const started = Date.now();

    await clearJobsFromEdgeCache(['job-1'], { until: Date.now() + 10_000 });

    expect(sent()).toHaveLength(3);
    expect(new Set(sent().map((input) => input.InvalidationBatch?.CallerReference)).size).toBe(1);
    // 500 ms, then 1,000 (each with up to a quarter more): backed off, not hammered.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(kept()).toEqual([]);
  });

  it('is kept in the table, under the same reference, when the function runs out of time', async () => {
    cloudfrontMock.on(CreateInvalidationCommand).rejects(busy());
    const before = Math.floor(Date.now() / 1000);

    await clearJobsFromEdgeCache(['job-1', 'job-2'], { until: Date.now() + 800 });

    expect(sent()).toHaveLength(2);
    const [item] = kept();
    expect(kept()).toHaveLength(1);
    expect(item).toMatchObject({
      SK: sent()[0]?.InvalidationBatch?.CallerReference,
      reference: sent()[0]?.InvalidationBatch?.CallerReference,
      entity: 'edge-invalidation',
      paths: sent()[0]?.InvalidationBatch?.Paths?.Items,
      attempts: 2,
    });
    expect(item?.paths).toEqual(expect.arrayContaining(['/job/job-2', ...JOB_LIST_PATHS]));
    expect(item?.expiresAt).toBeGreaterThanOrEqual(before + LONGEST_COPY_SECONDS);
  });

  it('is kept at once when CloudFront cannot be reached, without holding the request', async () => {
    cloudfrontMock
      .on(CreateInvalidationCommand)
      .rejects(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));

    await clearJobsFromEdgeCache(['job-1'], { until: Date.now() + 10_000 });

    expect(sent()).toHaveLength(1);
    expect(kept()).toHaveLength(1);
  });

  it('is not kept when refused for good (no permission): logged, as a retry cannot help', async () => {
    cloudfrontMock
      .on(CreateInvalidationCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }));

    await clearJobsFromEdgeCache(['job-1'], { until: Date.now() + 10_000 });

    expect(sent()).toHaveLength(1);
    expect(kept()).toEqual([]);
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

  it('runs as a scheduled function within its own time', async () => {
    waiting(item('r1', ['/job/job-1'], '2026-11-20T09:58:00.000Z', Math.floor(Date.now() / 1000) + 60));
    await retryEdgeCache({}, context);
    expect(sent()).toHaveLength(1);
    expect(forgotten()).toEqual(['r1']);
  });
});
