import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as counts } from '../../src/handlers/count-applications.ts';
import { handler as cvLink } from '../../src/handlers/get-application-cv.ts';
import { handler as list } from '../../src/handlers/list-applications.ts';
import { handler as setStatus } from '../../src/handlers/update-application-status.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

const row = {
  PK: 'APP#a1',
  SK: 'APP',
  GSI3PK: 'APPS',
  id: 'a1',
  jobId: 'seed-05',
  jobTitle: 'Data Analyst',
  userId: 'u1',
  fullName: 'Ayesha Khan',
  contactNumber: '+923001112233',
  whatsappNumber: '+923001112233',
  email: 'ayesha@example.pk',
  status: 'submitted',
  appliedAt: '2026-11-20T10:00:00Z',
  cvPath: '/objects/uploads/cccccccccccccccccccccc',
};

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
});

describe('GET /api/admin/applications', () => {
  it('lists all applications newest first, without storage keys or CV paths', async () => {
    ddb.on(QueryCommand).resolves({ Items: [row] });

    const res = await invoke(list, { cookies: [adminCookie] });

    expect(res.body).toHaveLength(1);
    expect(res.body[0]).not.toHaveProperty('PK');
    expect(res.body[0]).not.toHaveProperty('cvPath');
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI3',
      ScanIndexForward: false,
    });
  });

  it("reads one job's list and filters by status when asked", async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    await invoke(list, { cookies: [adminCookie], query: { jobId: 'seed-05', status: 'shortlisted' } });

    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI2',
      FilterExpression: '#status = :status',
      ExpressionAttributeValues: { ':pk': 'JOBAPPS#seed-05', ':status': 'shortlisted' },
    });
  });

  it('reads on past rounds the status filter thinned, so a page is full unless the list has ended', async () => {
    const key = (id: string) => ({ PK: `APP#${id}`, SK: 'APP', GSI2PK: 'JOBAPPS#seed-05', GSI2SK: `2026-11-20#${id}` });
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ ...row, id: 'a1' }], LastEvaluatedKey: key('a9') })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key('a8') })
      .resolvesOnce({
        Items: [
          { ...row, id: 'a2' },
          { ...row, id: 'a3' },
        ],
        LastEvaluatedKey: key('a3'),
      });

    const res = await invoke(list, {
      cookies: [adminCookie],
      query: { jobId: 'seed-05', status: 'shortlisted', limit: '3' },
    });

    expect(res.body.map((a: { id: string }) => a.id)).toEqual(['a1', 'a2', 'a3']);
    expect(ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.Limit)).toEqual([3, 2, 2]);
    // More may follow the third round: the operator is offered the next page.
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeTruthy();
  });

  it('reads one status across all jobs from its own list, with no filter to read through', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    await invoke(list, { cookies: [adminCookie], query: { status: 'rejected' } });

    const input = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ IndexName: 'GSI4', ExpressionAttributeValues: { ':pk': 'APPSTATUS#rejected' } });
    expect(input).not.toHaveProperty('FilterExpression');
  });

  it('refuses a day that is not a date, and a range that ends before it starts', async () => {
    const list_ = (query: Record<string, string>) => invoke(list, { cookies: [adminCookie], query });
    expect((await list_({ from: '2026-13-45' })).status).toBe(400);
    expect((await list_({ from: '2026-11-20', to: '2026-11-01' })).body).toMatchObject({
      message: "'from' must not be after 'to'",
    });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses an unknown status', async () => {
    expect((await invoke(list, { cookies: [adminCookie], query: { status: 'hired' } })).status).toBe(400);
  });
});

describe('PATCH /api/admin/applications/{id}', () => {
  const patch = (status: string) =>
    invoke(setStatus, {
      method: 'PATCH',
      cookies: [adminCookie],
      headers: jsonWrite,
      params: { id: 'a1' },
      body: JSON.stringify({ status }),
    });

  it('sets the new status over the one it read, recording submitted → shortlisted in the same transaction', async () => {
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: row });
    ddb.on(TransactWriteCommand).resolves({});

    const res = await patch('shortlisted');

    expect(res.body).toMatchObject({ id: 'a1', status: 'shortlisted' });
    expect(res.body).not.toHaveProperty('cvPath');
    const [update, record, ...rest] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    const counts = rest.filter((write) => write.Update);
    expect(counts.map((c) => [c.Update?.Key?.PK, c.Update?.ExpressionAttributeNames])).toEqual([
      ['APPCOUNT#ALL', { '#to': 'shortlisted', '#from': 'submitted' }],
      ['APPCOUNT#JOB#seed-05', { '#to': 'shortlisted', '#from': 'submitted' }],
    ]);
    expect(update?.Update).toMatchObject({
      ConditionExpression: '#status = :before',
      ExpressionAttributeValues: { ':status': 'shortlisted', ':before': 'submitted' },
    });
    expect(record?.Put?.Item).toMatchObject({
      action: 'application.status-changed',
      actor: 'admin:03001234567',
      item: { type: 'application', id: 'a1' },
      changes: [{ field: 'status', before: 'submitted', after: 'shortlisted' }],
    });
  });

  const mailsOf = () =>
    (ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [])
      .filter((write) => write.Put?.Item?.entity === 'mail')
      .map((write) => write.Put?.Item);

  it("queues the seeker's status e-mail in the same transaction: their account's address, their language, the job", async () => {
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: { ...row, locale: 'ur' } });
    ddb
      .on(GetCommand, { Key: { PK: 'USER#u1', SK: 'PROFILE' } })
      .resolves({ Item: { id: 'u1', email: 'u1@example.pk' } });
    ddb.on(GetCommand, { Key: { PK: 'JOB#seed-05', SK: 'JOB' } }).resolves({
      Item: { ...aJob({ id: 'seed-05', company: 'Indus Data' }), PK: 'JOB#seed-05', SK: 'JOB', indexKeys: [] },
    });
    ddb.on(TransactWriteCommand).resolves({});

    expect((await patch('shortlisted')).status).toBe(200);

    expect(mailsOf()).toEqual([
      expect.objectContaining({
        kind: 'application-status',
        to: 'u1@example.pk',
        locale: 'ur',
        status: 'queued',
        snapshot: expect.objectContaining({
          applicationId: 'a1',
          name: 'Ayesha Khan',
          status: 'shortlisted',
          job: expect.objectContaining({ title: aJob().title, company: 'Indus Data' }),
        }),
      }),
    ]);
  });

  it('e-mails the address on the application, in English, with only the title of a deleted job; nothing when the status is set again', async () => {
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: row });
    ddb.on(TransactWriteCommand).resolves({});

    expect((await patch('rejected')).status).toBe(200);
    expect(mailsOf()).toEqual([
      expect.objectContaining({
        to: 'ayesha@example.pk',
        locale: 'en',
        snapshot: expect.objectContaining({
          job: { id: 'seed-05', title: 'Data Analyst', company: null, location: null, salary: null },
        }),
      }),
    ]);

    ddb.resetHistory();
    expect((await patch('submitted')).status).toBe(200);
    expect(mailsOf()).toEqual([]);
  });

  it('answers 404 for no such application, 409 when it changed meanwhile, and 400 for an unknown status', async () => {
    expect((await patch('reviewed')).status).toBe(404);
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: row });
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('no'), { name: 'TransactionCanceledException' }));
    expect((await patch('reviewed')).status).toBe(409);
    expect((await patch('hired')).status).toBe(400);
  });
});

describe('GET /api/admin/applications/counts', () => {
  it('answers the kept counts, all or one job’s, every status present', async () => {
    ddb
      .on(GetCommand, { Key: { PK: 'APPCOUNT#JOB#seed-05', SK: 'APPCOUNT' } })
      .resolves({ Item: { PK: 'APPCOUNT#JOB#seed-05', submitted: 3, shortlisted: 1 } });

    const one = await invoke(counts, { cookies: [adminCookie], query: { jobId: 'seed-05' } });
    const all = await invoke(counts, { cookies: [adminCookie] });

    expect(one.body).toEqual({ submitted: 3, reviewed: 0, shortlisted: 1, rejected: 0 });
    expect(all.body).toEqual({ submitted: 0, reviewed: 0, shortlisted: 0, rejected: 0 });
  });
});

describe('GET /api/admin/applications/{id}/cv', () => {
  const cancelled = (...codes: string[]) =>
    Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  it('answers a download link that expires within 60 seconds', async () => {
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: row });
    ddb.on(TransactWriteCommand).resolves({});

    const res = await invoke(cvLink, { cookies: [adminCookie], params: { id: 'a1' } });

    const url = new URL(res.body.url);
    // Opening a CV is recorded, and counted as a view of the seeker's profile, before the link is given.
    const [record, view] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(record?.Put?.Item).toMatchObject({
      action: 'application.cv-opened',
      actor: 'admin:03001234567',
      item: { type: 'application', id: 'a1' },
    });
    expect(view?.Update).toMatchObject({
      Key: { PK: 'USER#u1', SK: 'PROFILE' },
      UpdateExpression: 'ADD profileViews :one',
      ConditionExpression: 'attribute_exists(PK)',
    });
    expect(url.pathname).toMatch(/uploads\/c{22}$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    expect(url.searchParams.get('response-content-disposition')).toMatch(/^attachment/);
  });

  it('records the look alone for a seeker without a profile, and still answers the link', async () => {
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: row });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));

    const res = await invoke(cvLink, { cookies: [adminCookie], params: { id: 'a1' } });

    expect(res.status).toBe(200);
    expect(ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.action)).toContain(
      'application.cv-opened',
    );
  });

  it('gives no link when the record could not be written for another reason', async () => {
    ddb.on(GetCommand, { Key: { PK: 'APP#a1', SK: 'APP' } }).resolves({ Item: row });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));

    const res = await invoke(cvLink, { cookies: [adminCookie], params: { id: 'a1' } });

    expect(res.status).toBe(500);
    expect(res.body.url).toBeUndefined();
  });
});
