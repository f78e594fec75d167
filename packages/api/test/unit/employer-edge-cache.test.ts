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
import { handler as disableUser } from '../../src/handlers/disable-user.ts';
import { handler as enableUser } from '../../src/handlers/enable-user.ts';
import { handler as putCompany } from '../../src/handlers/put-company.ts';
import { handler as verifyCompany } from '../../src/handlers/verify-company.ts';
import { aJob } from '../fixtures.ts';
import { invoke, refusal } from '../http.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

// Issue 28, item 2, through the routes (only what they import is used here): no employer can spend
// the site's CloudFront invalidations, and an operator's disable always clears the employer's public
// jobs from the edge, however busy CloudFront is. The mechanics (backoff, keeping an invalidation for
// retry-edge-cache, the retry itself) are tested in edge-invalidations.test.ts.

const LIST_WILDCARDS = ['/api/jobs*', '/sitemap*'];
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
/** What CloudFront answers while 15 wildcard paths (or 3,000 paths) are under way. */
const busy = () =>
  Object.assign(new Error('Your request contains too many invalidations.'), {
    name: 'TooManyInvalidationsInProgress',
    $metadata: { httpStatusCode: 400 },
  });
const sent = () => cloudfrontMock.commandCalls(CreateInvalidationCommand).map((c) => c.args[0].input);
const pathsSent = () => sent().map((input) => input.InvalidationBatch?.Paths?.Items ?? []);

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
    ddb
      .on(QueryCommand, { IndexName: 'GSI3' })
      .resolves({ Items: [listed('job-1', 'pending', SEEKER_ID), listed('job-2', 'rejected', SEEKER_ID)] });
  });

  it('sends no invalidation, however often, while jobs of theirs wait for review or were rejected', async () => {
    for (let i = 0; i < 10; i++) expect((await save(`Indus Welding ${i}`)).status).toBe(200);

    // The new name reached the jobs not yet approved (saved again), and CloudFront heard nothing.
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeGreaterThan(0);
    expect(sent()).toEqual([]);
  });

  it("clears a verified company's public job pages when a new name drops its badge, and only then", async () => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: { id: SEEKER_ID, company: { ...COMPANY, verified: { at: '2026-11-02T00:00:00.000Z' } } },
    });
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({
      Items: [
        { ...listed('job-1', 'approved', SEEKER_ID), companyVerified: { at: '2026-11-02T00:00:00.000Z' } },
        listed('job-2', 'pending', SEEKER_ID),
      ],
    });

    expect((await save('Indus Welding Works')).status).toBe(200);

    const paths = pathsSent().flat();
    expect(paths).toEqual(expect.arrayContaining(['/api/jobs/job-1', '/job/job-1', '/ur/job/job-1']));
    expect(paths.some((path) => path.includes('job-2') || path.includes('*'))).toBe(false);
    // The same name again keeps the badge: nothing to clear.
    cloudfrontMock.resetHistory();
    expect((await save(COMPANY.name)).status).toBe(200);
    expect(sent()).toEqual([]);
  });

  it('is limited per employer and day: past it, 429 with Retry-After and { message }, and nothing saved', async () => {
    ddb.on(UpdateCommand).callsFake((input: { Key: { PK: string } }) => {
      if (input.Key.PK.startsWith('ALLOWANCE#') && input.Key.PK.includes(SEEKER_ID))
        throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      return { Attributes: { id: SEEKER_ID, company: COMPANY } };
    });

    const res = await save('Indus Welding Works');

    expect([res.status, res.body]).toEqual([429, refusal(API_MESSAGES.companySavesFull)]);
    const retryAfter = Number(res.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // Neither the profile nor any job was written, nor any activity recorded.
    const writes = ddb
      .commandCalls(UpdateCommand)
      .filter((c) => !String(c.args[0].input.Key?.PK).startsWith('ALLOWANCE#'));
    expect(writes).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe("an operator's disable (or enable) of an employer", () => {
  const account = (disabled: boolean) =>
    ddb.on(UpdateCommand).resolves({ Attributes: { id: OTHER, company: COMPANY, disabled, createdAt: 'x' } });
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

  it('clears their approved jobs and the lists, not the others; enabling the same', async () => {
    account(true);
    jobs(listed('job-1', 'approved'), listed('job-2', 'pending'));
    expect((await invoke(disableUser, asAdmin)).status).toBe(200);
    const byDisable = sent().length;
    account(false);
    jobs(
      { ...listed('job-1', 'approved'), ownerDisabled: true },
      { ...listed('job-2', 'pending'), ownerDisabled: true },
    );
    expect((await invoke(enableUser, asAdmin)).status).toBe(200);

    const [disabled, enabled] = [pathsSent().slice(0, byDisable).flat(), pathsSent().slice(byDisable).flat()];
    for (const paths of [disabled, enabled]) {
      expect(paths).toEqual(
        expect.arrayContaining(['/api/jobs/job-1', '/job/job-1', '/ur/job/job-1', ...LIST_WILDCARDS]),
      );
      expect(paths.some((path) => path.includes('job-2'))).toBe(false);
    }
  });

  it('waits out a busy CloudFront (15 wildcard paths under way) until it takes the invalidation', async () => {
    account(true);
    jobs(listed('job-1', 'approved'));
    cloudfrontMock.on(CreateInvalidationCommand).rejectsOnce(busy()).rejectsOnce(busy()).resolves({});

    expect((await invoke(disableUser, asAdmin)).status).toBe(200);

    // Refused twice, then taken: every path went, each invalidation under one CallerReference however
    // often it was sent (CloudFront makes one invalidation of it).
    expect(sent().length).toBeGreaterThanOrEqual(3);
    expect(new Set(pathsSent().flat())).toEqual(
      new Set(['/api/jobs/job-1', '/job/job-1', '/ur/job/job-1', ...LIST_WILDCARDS]),
    );
    const references = new Map<string, string>();
    for (const input of sent()) {
      const key = JSON.stringify(input.InvalidationBatch?.Paths?.Items);
      const reference = String(input.InvalidationBatch?.CallerReference);
      expect(references.get(key) ?? reference).toBe(reference);
      references.set(key, reference);
    }
  });

  it("clears the employer's job pages at once while every wildcard slot is taken; the lists follow", async () => {
    account(true);
    jobs(listed('job-1', 'approved'), listed('job-2', 'approved'));
    // CloudFront refuses any wildcard for now (15 under way), and takes plain paths (up to 3,000).
    let wildcardsRefused = 0;
    cloudfrontMock.on(CreateInvalidationCommand).callsFake((input: CreateInvalidationCommand['input']) => {
      const wildcard = input.InvalidationBatch?.Paths?.Items?.some((path) => path.includes('*'));
      if (wildcard && wildcardsRefused++ < 1) throw busy();
      return {};
    });

    expect((await invoke(disableUser, asAdmin)).status).toBe(200);

    // The job pages went in a plain-path invalidation, taken at its first try.
    const pages = pathsSent().filter((paths) => paths.includes('/job/job-1'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual(expect.arrayContaining(['/job/job-1', '/job/job-2', '/api/jobs/job-2']));
    expect(pages[0]?.some((path) => path.includes('*'))).toBe(false);
    // The lists were refused once, then taken.
    expect(pathsSent().filter((paths) => paths.includes('/api/jobs*'))).toHaveLength(2);
  });
});

describe("an operator's verification of a company", () => {
  const asAdmin = {
    cookies: [adminCookie],
    headers: jsonWrite,
    method: 'POST',
    params: { id: OTHER },
    body: JSON.stringify({ evidence: { note: 'SECP 0123456 checked' } }),
  };
  beforeEach(() => {
    ddb.on(GetCommand, { Key: { PK: `USER#${OTHER}`, SK: 'PROFILE' } }).resolves({
      Item: { id: OTHER, email: 'o@x.pk', company: COMPANY, createdAt: 'x' },
    });
    ddb
      .on(QueryCommand, { IndexName: 'GSI3' })
      .resolves({ Items: [listed('job-1', 'approved'), listed('job-2', 'pending')] });
  });

  it("clears its public jobs' pages, where the badge shows, and spends no wildcard on the lists", async () => {
    const res = await invoke(verifyCompany, asAdmin);

    expect(res.status, res.body).toBe(200);
    const paths = pathsSent().flat();
    expect(paths).toEqual(expect.arrayContaining(['/api/jobs/job-1', '/job/job-1', '/ur/job/job-1']));
    expect(paths.some((path) => path.includes('job-2') || path.includes('*'))).toBe(false);
  });

  it('is refused (412) on a version of the company other than the one stored, and writes nothing', async () => {
    const res = await invoke(verifyCompany, {
      ...asAdmin,
      headers: { ...jsonWrite, 'if-match': '"2026-10-01T00:00:00.000Z"' },
    });

    expect([res.status, res.body]).toEqual([412, refusal(API_MESSAGES.companyChanged)]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(sent()).toEqual([]);
  });
});
