import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createApplication } from '../../src/handlers/create-application.ts';
import { handler as authUser } from '../../src/handlers/get-auth-user.ts';
import { handler as myApplications } from '../../src/handlers/list-my-applications.ts';
import { handler as transactions } from '../../src/handlers/list-my-transactions.ts';
import { aJob, anApplication, aVerifiedCv } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { publishedWhile } from '../metrics.ts';
import { ddb } from '../mocks.ts';
import { jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

const UPLOAD_ID = 'u'.repeat(22);
const submit = anApplication(UPLOAD_ID);
const apply = (body: unknown = submit) =>
  invoke(createApplication, {
    method: 'POST',
    cookies: [seekerCookie],
    headers: jsonWrite,
    body: JSON.stringify(body),
  });
const mockJob = (overrides = {}) =>
  ddb
    .on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } })
    .resolves({ Item: { ...aJob(overrides), PK: 'JOB#job-1', SK: 'JOB', indexKeys: [] } });
const mockUpload = (owner = SEEKER_ID) =>
  ddb
    .on(GetCommand, { Key: { PK: `UPLOAD#${UPLOAD_ID}`, SK: 'UPLOAD' } })
    .resolves({ Item: aVerifiedCv(UPLOAD_ID, owner) });

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(PutCommand).resolves({});
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in user with firstName and wallet balance', async () => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: {
        id: SEEKER_ID,
        firstName: 'Ayesha',
        email: 'a@example.pk',
        walletBalance: '0.00',
        createdAt: 'x',
        issuer: 'i',
        subject: 's',
      },
    });

    const res = await invoke(authUser, { cookies: [seekerCookie] });

    expect(res.body).toEqual({
      id: SEEKER_ID,
      firstName: 'Ayesha',
      email: 'a@example.pk',
      walletBalance: '0.00',
      createdAt: 'x',
      savedJobIds: [],
      profileViews: 0,
      company: null,
    });
  });

  it('answers the jobs the seeker saved, in id order, and how often an operator opened their CV', async () => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: {
        id: SEEKER_ID,
        firstName: null,
        email: null,
        walletBalance: '0.00',
        createdAt: 'x',
        savedJobIds: new Set(['job-b', 'job-a']),
        profileViews: 3,
      },
    });

    const res = await invoke(authUser, { cookies: [seekerCookie] });

    expect(res.body).toMatchObject({ savedJobIds: ['job-a', 'job-b'], profileViews: 3 });
  });

  it('answers 401 when signed out', async () => {
    expect(await invoke(authUser)).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe("the caller's own lists", () => {
  it('reads only the caller’s transactions, newest first, a page at a time', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    const res = await invoke(transactions, { cookies: [seekerCookie] });

    expect(res.body).toEqual([]);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': `USER#${SEEKER_ID}`, ':txn': 'TXN#' },
      ScanIndexForward: false,
      Limit: 20,
    });
  });

  it('answers each entry in the spec’s fields with its exact paisa, and the next page’s cursor', async () => {
    const SK = 'TXN#2026-11-27T08:00:00.000Z#e1';
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          PK: `USER#${SEEKER_ID}`,
          SK,
          GSI2PK: 'LEDGER',
          entity: 'walletEntry',
          id: 'e1',
          userId: SEEKER_ID,
          type: 'boost',
          amountPaisa: -1_500_00,
          balancePaisa: 5,
          reference: 'job-1',
          description: 'Boost',
          createdAt: '2026-11-27T08:00:00.000Z',
        },
      ],
      LastEvaluatedKey: { PK: `USER#${SEEKER_ID}`, SK },
    });

    const res = await invoke(transactions, { cookies: [seekerCookie], query: { limit: '1' } });

    expect(res.body).toEqual([
      {
        id: 'e1',
        type: 'boost',
        amount: '-1500.00',
        description: 'Boost',
        createdAt: '2026-11-27T08:00:00.000Z',
        amountPaisa: -1_500_00,
        balancePaisa: 5,
        reference: 'job-1',
      },
    ]);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    await invoke(transactions, { cookies: [seekerCookie], query: { cursor } });
    expect(ddb.commandCalls(QueryCommand).at(-1)?.args[0].input.ExclusiveStartKey).toEqual({
      PK: `USER#${SEEKER_ID}`,
      SK,
    });
  });

  it('refuses a cursor into another list', async () => {
    const cursor = Buffer.from(JSON.stringify({ SK: 'PROFILE' })).toString('base64url');

    const res = await invoke(transactions, { cookies: [seekerCookie], query: { cursor } });

    expect(res.status).toBe(400);
  });

  it('answers applications in the spec’s shape, from the caller’s own list', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [{ id: 'a1', status: 'reviewed', appliedAt: '2026-11-20', jobTitle: 'Data Analyst', cvPath: 'x' }],
    });

    const res = await invoke(myApplications, { cookies: [seekerCookie] });

    expect(res.body).toEqual([
      { id: 'a1', status: 'reviewed', appliedAt: '2026-11-20', jobs: { title: 'Data Analyst' } },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':pk']).toBe(
      `USERAPPS#${SEEKER_ID}`,
    );
  });
});

describe('POST /api/applications', () => {
  it('records a submitted application once, keyed by job and seeker, and counts it', async () => {
    mockJob();
    mockUpload();

    const { result: res, totals } = await publishedWhile(() => apply());

    expect(res.status).toBe(201);
    expect(totals).toEqual({ ApplicationsSubmitted: 1 });
    expect(res.body).toMatchObject({ status: 'submitted', jobTitle: aJob().title, userId: SEEKER_ID });
    const [application, job, ...rest] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    const counts = rest.filter((write) => write.Update);
    expect(application?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    // The job's own count (its employer's list shows it), only while the job is public, in the same write.
    expect(job?.Update).toMatchObject({
      Key: { PK: `JOB#${aJob().id}`, SK: 'JOB' },
      UpdateExpression: 'ADD applicationCount :one',
      ConditionExpression: 'attribute_exists(PK) AND #status = :approved AND attribute_not_exists(ownerDisabled)',
    });
    // The counts per status move with it, in the same transaction: all applications', and the job's.
    expect(
      counts.map((c) => [c.Update?.Key?.PK, c.Update?.UpdateExpression, c.Update?.ExpressionAttributeNames]),
    ).toEqual([
      ['APPCOUNT#ALL', 'ADD #to :one', { '#to': 'submitted' }],
      [`APPCOUNT#JOB#${aJob().id}`, 'ADD #to :one', { '#to': 'submitted' }],
    ]);
  });

  it("queues the confirmation e-mail in the same transaction, to the account's address, in the page's language", async () => {
    mockJob();
    mockUpload();
    ddb
      .on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } })
      .resolves({ Item: { id: SEEKER_ID, email: 'account@example.pk', firstName: 'Ayesha' } });

    const res = await invoke(createApplication, {
      method: 'POST',
      cookies: [seekerCookie],
      headers: { ...jsonWrite, referer: `http://localhost:5173/ur/job/${aJob().id}` },
      body: JSON.stringify(submit),
    });

    expect(res.status).toBe(201);
    const writes = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    const mails = writes.filter((write) => write.Put?.Item?.entity === 'mail').map((write) => write.Put?.Item);
    expect(mails).toEqual([
      expect.objectContaining({
        PK: expect.stringMatching(/^MAIL#[\w-]{22}$/),
        SK: 'MAIL',
        status: 'queued',
        kind: 'application-received',
        to: 'account@example.pk',
        locale: 'ur',
        snapshot: expect.objectContaining({
          name: submit.fullName,
          status: 'submitted',
          job: expect.objectContaining({ title: aJob().title, company: aJob().company }),
        }),
      }),
    ]);
    // Later status e-mails follow the language the seeker applied in.
    expect(writes[0]?.Put?.Item?.locale).toBe('ur');
  });

  it('sends the confirmation to the address typed on the form when the account has none, in English by default', async () => {
    mockJob();
    mockUpload();

    expect((await apply()).status).toBe(201);
    const writes = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(writes.find((write) => write.Put?.Item?.entity === 'mail')?.Put?.Item).toMatchObject({
      to: submit.email,
      locale: 'en',
    });
  });

  it('answers 409 with the duplicate message for a second application', async () => {
    mockJob();
    mockUpload();
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('exists'), { name: 'TransactionCanceledException' }));

    const { result, totals } = await publishedWhile(() => apply());
    expect(result).toMatchObject({ status: 409, body: { message: 'You have already applied for this job' } });
    expect(totals).toEqual({});
  });

  it('tries again when the application only lost a race on a busy job, rather than call it a duplicate', async () => {
    mockJob();
    mockUpload();
    const conflict = Object.assign(new Error('conflict'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }, { Code: 'None' }],
    });
    ddb.on(TransactWriteCommand).rejectsOnce(conflict).resolves({});

    expect(await apply()).toMatchObject({ status: 201 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('refuses a missing or pending job (404) and a closed one (409)', async () => {
    mockUpload();
    expect((await apply()).status).toBe(404);
    mockJob({ status: 'pending' });
    expect((await apply()).status).toBe(404);
    mockJob({ applicationDeadline: '2020-01-01' });
    expect(await apply()).toMatchObject({ status: 409, body: { message: 'Applications for this job are closed' } });
  });

  it("refuses another seeker's CV as if there were none", async () => {
    mockJob();
    mockUpload('someone-else');

    expect(await apply()).toMatchObject({ status: 400, body: { message: 'CV upload is required' } });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("answers the spec's messages for bad fields", async () => {
    const res = await apply({ ...submit, fullName: '', email: 'nope' });

    expect(res).toMatchObject({ status: 400, body: { message: 'Full name is required' } });
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain('Valid email address required');
  });
});
