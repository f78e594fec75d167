import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, LIMITS } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as approveJob } from '../../src/handlers/approve-job.ts';
import { handler as closeJob } from '../../src/handlers/close-employer-job.ts';
import { handler as createJob } from '../../src/handlers/create-employer-job.ts';
import { handler as createUploadUrl } from '../../src/handlers/create-upload-url.ts';
import { handler as deleteJob } from '../../src/handlers/delete-employer-job.ts';
import { handler as disableUser } from '../../src/handlers/disable-user.ts';
import { handler as applicantCv } from '../../src/handlers/get-applicant-cv.ts';
import { handler as getAuthUser } from '../../src/handlers/get-auth-user.ts';
import { handler as listEmployerJobs } from '../../src/handlers/list-employer-jobs.ts';
import { handler as listApplicants } from '../../src/handlers/list-job-applicants.ts';
import { handler as listModeration } from '../../src/handlers/list-moderation.ts';
import { handler as listUsers } from '../../src/handlers/list-users.ts';
import { handler as putCompany } from '../../src/handlers/put-company.ts';
import { handler as rejectJob } from '../../src/handlers/reject-job.ts';
import { handler as updateApplicant } from '../../src/handlers/update-applicant-status.ts';
import { handler as updateJob } from '../../src/handlers/update-employer-job.ts';
import { handler as adminUpdateJob } from '../../src/handlers/update-job.ts';
import { aJob } from '../fixtures.ts';
import { invoke, refusal } from '../http.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

const OTHER = 'user-bbbbbbbbbbbbbbbbbb';
const COMPANY = {
  name: 'Indus Welding',
  logo: '/objects/logos/aaaaaaaaaaaaaaaaaaaaaa',
  website: null,
  city: 'lahore',
  about: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const input = {
  title: 'Welder',
  description: 'Weld frames.',
  location: 'Lahore, Pakistan',
  jobType: 'full-time',
  salaryMin: 60000,
  salaryMax: 90000,
  skills: ['Welding'],
};
const asEmployer = { cookies: [seekerCookie], headers: jsonWrite };
const asAdmin = { cookies: [adminCookie], headers: jsonWrite };
/** An operator's decision on the version of the job they read (If-Match): aJob's updatedAt. */
const deciding = { cookies: [adminCookie], headers: { ...jsonWrite, 'if-match': '"2026-11-20T10:00:00.000Z"' } };

function profile(overrides: Record<string, unknown> = {}) {
  ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
    Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'kamran@example.pk', company: COMPANY, ...overrides },
  });
}
/** A stored job of `owner`, as the table has it. */
function storedJob(owner: string, overrides: Record<string, unknown> = {}) {
  const item = {
    ...aJob({ id: 'job-1', status: 'pending', company: COMPANY.name }),
    ownerId: owner,
    applicationCount: 0,
    submittedAt: '2026-11-20T10:00:00.000Z',
    PK: 'JOB#job-1',
    SK: 'JOB',
    entity: 'job',
    indexKeys: ['IDX#ADMIN'],
    ...overrides,
  };
  ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves({ Item: item });
  return item;
}
const transaction = () => ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
const cancelled = (codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
});

describe('employer access', () => {
  it('is 401 signed out, 403 notEmployer without a company, 403 accountDisabled when disabled', async () => {
    const signedOut = await invoke(listEmployerJobs, {});
    profile({ company: undefined });
    const noCompany = await invoke(listEmployerJobs, { cookies: [seekerCookie] });
    profile({ disabled: true });
    const disabled = await invoke(listEmployerJobs, { cookies: [seekerCookie] });

    expect(signedOut.status).toBe(401);
    expect([noCompany.status, noCompany.body]).toEqual([403, refusal(API_MESSAGES.notEmployer)]);
    expect([disabled.status, disabled.body]).toEqual([403, refusal(API_MESSAGES.accountDisabled)]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it("lists only the caller's own partition, newest first, with review state and counts", async () => {
    profile();
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          ...aJob({ status: 'rejected' }),
          ownerId: SEEKER_ID,
          rejectionReason: 'No salary',
          applicationCount: 3,
          GSI3PK: 'x',
        },
      ],
      ScannedCount: 1,
    });

    const res = await invoke(listEmployerJobs, { cookies: [seekerCookie], query: { limit: '10' } });

    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI3',
      ExpressionAttributeValues: { ':pk': `JOBS#EMPLOYER#${SEEKER_ID}` },
      ScanIndexForward: false,
      Limit: 10,
    });
    expect(res.body).toEqual({
      items: [
        expect.objectContaining({
          status: 'rejected',
          rejectionReason: 'No salary',
          closedAt: null,
          applicationCount: 3,
        }),
      ],
      nextCursor: null,
    });
    expect(res.body.items[0]).not.toHaveProperty('ownerId');
    expect(res.body.items[0]).not.toHaveProperty('GSI3PK');
  });
});

describe('POST /api/employer/jobs', () => {
  it('writes a pending job on the caller’s list and in the queue, with both limits in the same transaction', async () => {
    profile();

    const res = await invoke(createJob, { ...asEmployer, method: 'POST', body: JSON.stringify(input) });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...input,
      status: 'pending',
      company: COMPANY.name,
      companyLogo: COMPANY.logo,
      isBoosted: false,
      rejectionReason: null,
      applicationCount: 0,
    });
    expect(res.body).not.toHaveProperty('ownerId');
    const items = transaction();
    const job = items[0]?.Put;
    expect(job?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(job?.Item).toMatchObject({
      ownerId: SEEKER_ID,
      GSI3PK: `JOBS#EMPLOYER#${SEEKER_ID}`,
      GSI4PK: 'JOBS#PENDING',
      applicationCount: 0,
      // The queue shows who sent it without reading their profile.
      review: { employer: { id: SEEKER_ID, firstName: 'Kamran', email: 'kamran@example.pk' }, company: COMPANY },
    });
    // Nothing public: no entry but the operator's list.
    expect(items.filter((i) => i.Put?.Item?.entity === 'job-index').map((i) => i.Put?.Item?.SK)).toEqual(['IDX#ADMIN']);
    const owner = items.find((i) => i.Update?.Key?.PK === `USER#${SEEKER_ID}`)?.Update;
    expect(owner?.UpdateExpression).toBe('ADD pendingJobs :delta');
    expect(owner?.ConditionExpression).toContain('attribute_exists(company)');
    expect(owner?.ConditionExpression).toContain('pendingJobs < :maxPending');
    expect(owner?.ExpressionAttributeValues).toMatchObject({ ':delta': 1, ':maxPending': LIMITS.employerPendingJobs });
    const daily = items.find((i) => String(i.Update?.Key?.PK).startsWith('ALLOWANCE#employer-jobs#'))?.Update;
    expect(daily?.ConditionExpression).toBe('attribute_not_exists(used) OR used < :limit');
    expect(daily?.ExpressionAttributeValues?.[':limit']).toBe(LIMITS.employerJobsPerDay);
    expect(items.find((i) => i.Put?.Item?.entity === 'audit')?.Put?.Item).toMatchObject({
      action: 'job.submitted',
      actor: `employer:${SEEKER_ID}`,
    });
  });

  it('answers 409 with 5 waiting, 429 with 10 posted today, 403 when no longer an employer', async () => {
    const post = () => invoke(createJob, { ...asEmployer, method: 'POST', body: JSON.stringify(input) });
    // [job, admin entry, owner profile, daily allowance, audit]
    profile();
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None', 'None']));
    const pendingFull = await post();
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed', 'None']));
    const dailyFull = await post();
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None', 'None']));
    // Disabled between the access check's read and the write: the read after the refusal says so.
    let reads = 0;
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).callsFake(() => {
      reads += 1;
      return { Item: { id: SEEKER_ID, company: COMPANY, ...(reads > 1 ? { disabled: true } : {}) } };
    });
    const gone = await post();

    expect([pendingFull.status, pendingFull.body]).toEqual([409, refusal(API_MESSAGES.pendingJobsFull)]);
    expect([dailyFull.status, dailyFull.body]).toEqual([429, refusal(API_MESSAGES.dailyJobsFull)]);
    expect(Number(dailyFull.headers['Retry-After'])).toBeGreaterThan(0);
    expect([gone.status, gone.body]).toEqual([403, refusal(API_MESSAGES.accountDisabled)]);
  });

  it('goes again when it only lost a race with a parallel post (nothing written), not when a limit refused it', async () => {
    profile();
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'TransactionConflict', 'None', 'None']))
      .resolves({});

    const res = await invoke(createJob, { ...asEmployer, method: 'POST', body: JSON.stringify(input) });

    expect(res.status).toBe(201);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it("refuses the admin's fields: no status, boost or company of the employer's choosing", async () => {
    profile();
    const res = await invoke(createJob, {
      ...asEmployer,
      method: 'POST',
      body: JSON.stringify({ ...input, status: 'approved', isBoosted: true, company: 'Google' }),
    });

    expect(res.body).toMatchObject({ status: 'pending', isBoosted: false, company: COMPANY.name });
  });
});

describe("an employer's own job", () => {
  it("answers 404 for another employer's job, and writes nothing", async () => {
    profile();
    storedJob(OTHER);
    const answers = await Promise.all([
      invoke(updateJob, { ...asEmployer, method: 'PUT', params: { id: 'job-1' }, body: JSON.stringify(input) }),
      invoke(closeJob, { ...asEmployer, method: 'POST', params: { id: 'job-1' } }),
      invoke(deleteJob, { ...asEmployer, method: 'DELETE', params: { id: 'job-1' } }),
      invoke(listApplicants, { cookies: [seekerCookie], params: { id: 'job-1' } }),
    ]);

    expect(answers.map((a) => [a.status, a.body?.message])).toEqual(
      Array.from({ length: 4 }, () => [404, API_MESSAGES.jobNotFound]),
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('an edit of an approved job sends it back to review, on the condition that it is still theirs', async () => {
    profile();
    storedJob(SEEKER_ID, { status: 'approved', rejectionReason: null, applicationCount: 2 });

    const res = await invoke(updateJob, {
      ...asEmployer,
      method: 'PUT',
      params: { id: 'job-1' },
      body: JSON.stringify({ ...input, title: 'Senior welder' }),
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Senior welder', status: 'pending', applicationCount: 2 });
    const items = transaction();
    expect(items[0]?.Put?.ConditionExpression).toBe(
      'updatedAt = :prev AND applicationCount = :apps AND ownerId = :caller',
    );
    expect(items[0]?.Put?.ExpressionAttributeValues).toMatchObject({ ':caller': SEEKER_ID, ':apps': 2 });
    expect(items[0]?.Put?.Item).toMatchObject({ status: 'pending', GSI4PK: 'JOBS#PENDING', applicationCount: 2 });
    // Back to review counts against the pending limit.
    expect(
      items.find((i) => i.Update?.Key?.PK === `USER#${SEEKER_ID}`)?.Update?.ExpressionAttributeValues,
    ).toMatchObject({
      ':delta': 1,
    });
    // Its public entries go.
    expect(items.filter((i) => i.Put?.Item?.entity === 'job-index').map((i) => i.Put?.Item?.SK)).toEqual(['IDX#ADMIN']);
    expect(cloudfrontMock.commandCalls(CreateInvalidationCommand)).toHaveLength(1);
  });

  it('closes early: deadline yesterday (Pakistan day) and closedAt, status kept', async () => {
    profile();
    storedJob(SEEKER_ID, { status: 'approved' });

    const res = await invoke(closeJob, { ...asEmployer, method: 'POST', params: { id: 'job-1' } });

    const yesterday = new Date(Date.now() + 5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect(res.body).toMatchObject({
      status: 'approved',
      applicationDeadline: yesterday,
      closedAt: expect.any(String),
    });
    // A pending count unchanged is still checked: still an employer, not disabled.
    expect(transaction().find((i) => i.ConditionCheck)?.ConditionCheck?.Key).toEqual({
      PK: `USER#${SEEKER_ID}`,
      SK: 'PROFILE',
    });
  });

  it('deletes only without applications, on a condition that says so, and frees a pending place', async () => {
    profile();
    storedJob(SEEKER_ID, { applicationCount: 1 });
    const refused = await invoke(deleteJob, { ...asEmployer, method: 'DELETE', params: { id: 'job-1' } });
    expect([refused.status, refused.body]).toEqual([409, refusal(API_MESSAGES.jobHasApplications)]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);

    storedJob(SEEKER_ID, { applicationCount: 0 });
    const res = await invoke(deleteJob, { ...asEmployer, method: 'DELETE', params: { id: 'job-1' } });

    expect(res.status).toBe(204);
    const items = transaction();
    expect(items[0]?.Delete?.ConditionExpression).toBe(
      'updatedAt = :prev AND ownerId = :caller AND (attribute_not_exists(applicationCount) OR applicationCount = :none)',
    );
    expect(items.find((i) => i.Update?.Key?.PK === `USER#${SEEKER_ID}`)?.Update?.ExpressionAttributeValues).toEqual({
      ':less': -1,
    });
  });
});

describe('applicants', () => {
  const application = {
    id: 'app-1',
    jobId: 'job-1',
    jobTitle: 'Welder',
    userId: 'user-seeker',
    fullName: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    contactNumber: '+923001112233',
    whatsappNumber: '+923001112233',
    cvPath: '/objects/uploads/cccccccccccccccccccccc',
    status: 'submitted',
    appliedAt: '2026-11-21T10:00:00.000Z',
  };
  const mockApplication = () =>
    ddb.on(GetCommand, { Key: { PK: 'APP#app-1', SK: 'APP' } }).resolves({ Item: { ...application, PK: 'APP#app-1' } });

  it("changes an own applicant's status with a check on the job's owner in the same transaction", async () => {
    profile();
    storedJob(SEEKER_ID, { status: 'approved' });
    mockApplication();

    const res = await invoke(updateApplicant, {
      ...asEmployer,
      method: 'PATCH',
      params: { id: 'app-1' },
      body: JSON.stringify({ status: 'shortlisted' }),
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 'app-1',
      jobId: 'job-1',
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      status: 'shortlisted',
      appliedAt: application.appliedAt,
    });
    const items = transaction();
    expect(items[1]?.ConditionCheck).toMatchObject({
      Key: { PK: 'JOB#job-1', SK: 'JOB' },
      ConditionExpression: 'ownerId = :caller',
      ExpressionAttributeValues: { ':caller': SEEKER_ID },
    });
    // The seeker is e-mailed, as when the operator changes it.
    expect(items.find((i) => i.Put?.Item?.entity === 'mail')?.Put?.Item).toMatchObject({ kind: 'application-status' });
  });

  it("answers 404 for another employer's applicant, and when the job changed hands in between", async () => {
    profile();
    storedJob(OTHER, { status: 'approved' });
    mockApplication();
    const theirs = await invoke(updateApplicant, {
      ...asEmployer,
      method: 'PATCH',
      params: { id: 'app-1' },
      body: JSON.stringify({ status: 'rejected' }),
    });
    const cv = await invoke(applicantCv, { cookies: [seekerCookie], params: { id: 'app-1' } });
    expect([theirs.status, cv.status]).toEqual([404, 404]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);

    storedJob(SEEKER_ID, { status: 'approved' });
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None', 'None', 'None']));
    const raced = await invoke(updateApplicant, {
      ...asEmployer,
      method: 'PATCH',
      params: { id: 'app-1' },
      body: JSON.stringify({ status: 'rejected' }),
    });
    expect([raced.status, raced.body]).toEqual([404, refusal(API_MESSAGES.applicationNotFound)]);
  });

  it('opens an own applicant’s CV: recorded, counted, and held to the job’s owner in the same write', async () => {
    profile();
    storedJob(SEEKER_ID, { status: 'approved' });
    mockApplication();

    const res = await invoke(applicantCv, { cookies: [seekerCookie], params: { id: 'app-1' } });

    expect(res.status).toBe(200);
    expect(res.body.url).toContain('uploads/cccccccccccccccccccccc');
    const items = transaction();
    expect(items[0]?.Put?.Item).toMatchObject({ action: 'application.cv-opened', actor: `employer:${SEEKER_ID}` });
    expect(items[2]?.ConditionCheck?.ConditionExpression).toBe('ownerId = :caller');
  });
});

describe('moderation', () => {
  it("leaves approving and rejecting an employer's job to Moderation: the operator's job form may not (409)", async () => {
    const stored = storedJob(SEEKER_ID);
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = aJob({ company: COMPANY.name });
    const save = (status: string) =>
      invoke(adminUpdateJob, {
        ...asAdmin,
        method: 'PUT',
        params: { id: 'job-1' },
        body: JSON.stringify({ ...fields, companyLogo: stored.companyLogo, status }),
      });

    for (const status of ['approved', 'rejected'])
      expect(await save(status), status).toMatchObject({
        status: 409,
        body: { message: API_MESSAGES.moderateEmployerJobs },
      });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    // Its other fields the operator may still correct, the review state unchanged.
    expect((await save('pending')).status).toBe(200);
  });

  it('reads the queue oldest first; jobs carry who sent them, the others’ employers come in one BatchGetItem', async () => {
    const review = {
      employer: { id: OTHER, firstName: 'Bushra', email: 'b@x.pk' },
      company: { ...COMPANY, name: 'B Co' },
    };
    ddb.on(QueryCommand).resolves({
      Items: [
        { ...aJob({ id: 'j1', status: 'pending' }), ownerId: SEEKER_ID },
        { ...aJob({ id: 'j2', status: 'pending' }), ownerId: SEEKER_ID },
        { ...aJob({ id: 'j3', status: 'pending' }), ownerId: OTHER, review },
      ],
      ScannedCount: 3,
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: { 'modern-jobs-test': [{ id: SEEKER_ID, firstName: 'Kamran', email: 'k@x.pk', company: COMPANY }] },
    });

    const res = await invoke(listModeration, { cookies: [adminCookie] });

    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI4',
      ScanIndexForward: true,
      ExpressionAttributeValues: { ':pk': 'JOBS#PENDING' },
    });
    expect(ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.['modern-jobs-test']?.Keys).toHaveLength(
      1,
    );
    expect(res.body.items.map((i: { job: { id: string } }) => i.job.id)).toEqual(['j1', 'j2', 'j3']);
    expect(res.body.items[2]).toMatchObject(review);
    expect(res.body.items[2].job).not.toHaveProperty('review');
    expect(res.body.items[0]).toMatchObject({ employer: { id: SEEKER_ID, firstName: 'Kamran' }, company: COMPANY });
    expect(res.body.items[0].job).not.toHaveProperty('ownerId');
  });

  it('approves a pending job: public entries, one place freed, the employer e-mailed, all in one transaction', async () => {
    storedJob(SEEKER_ID, { ownerLocale: 'ur' });
    ddb
      .on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } })
      .resolves({ Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'kamran@example.pk', company: COMPANY } });

    const res = await invoke(approveJob, { ...deciding, method: 'POST', params: { id: 'job-1' } });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'job-1', status: 'approved' });
    const items = transaction();
    expect(items[0]?.Put?.Item?.GSI4PK).toBeUndefined();
    expect(items.filter((i) => i.Put?.Item?.entity === 'job-index').map((i) => i.Put?.Item?.SK)).toContain('IDX#ALL');
    expect(items.find((i) => i.Update?.Key?.PK === `USER#${SEEKER_ID}`)?.Update).toMatchObject({
      UpdateExpression: 'ADD pendingJobs :delta',
      ExpressionAttributeValues: { ':delta': -1 },
    });
    expect(items.find((i) => i.Put?.Item?.entity === 'mail')?.Put?.Item).toMatchObject({
      kind: 'job-approved',
      to: 'kamran@example.pk',
      locale: 'ur',
    });
    expect(items.find((i) => i.Put?.Item?.entity === 'audit')?.Put?.Item).toMatchObject({ action: 'job.approved' });
  });

  it('rejects with a reason only, and only a pending job', async () => {
    storedJob(SEEKER_ID, { status: 'approved' });
    const notPending = await invoke(rejectJob, {
      ...deciding,
      method: 'POST',
      params: { id: 'job-1' },
      body: JSON.stringify({ reason: 'No' }),
    });
    storedJob(SEEKER_ID);
    const noReason = await invoke(rejectJob, { ...deciding, method: 'POST', params: { id: 'job-1' }, body: '{}' });
    const res = await invoke(rejectJob, {
      ...deciding,
      method: 'POST',
      params: { id: 'job-1' },
      body: JSON.stringify({ reason: 'Salary is not real' }),
    });

    expect([notPending.status, notPending.body]).toEqual([409, refusal(API_MESSAGES.jobNotPending)]);
    expect(noReason.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'rejected' });
    expect(transaction()[0]?.Put?.Item).toMatchObject({ status: 'rejected', rejectionReason: 'Salary is not real' });
  });
});

describe('the Users tab', () => {
  it("reads one role's partition with the words as a filter, and everyone's without a role", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { entity: 'user', id: SEEKER_ID, firstName: 'Kamran', email: 'k@x.pk', company: COMPANY, createdAt: 'x' },
        { entity: 'admin', mobile: '03001234567', createdAt: 'y' },
      ],
      ScannedCount: 5,
    });

    const res = await invoke(listUsers, { cookies: [adminCookie], query: { role: 'employer', q: 'Indus ' } });
    await invoke(listUsers, { cookies: [adminCookie] });

    const [byRole, everyone] = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(byRole).toMatchObject({
      IndexName: 'GSI1',
      FilterExpression: 'contains(#text, :q)',
      ExpressionAttributeValues: { ':pk': 'USERS#employer', ':q': 'indus' },
    });
    expect(everyone).toMatchObject({ IndexName: 'GSI2', ExpressionAttributeValues: { ':pk': 'USERS' } });
    expect(res.body.items).toEqual([
      {
        id: SEEKER_ID,
        role: 'employer',
        firstName: 'Kamran',
        email: 'k@x.pk',
        companyName: COMPANY.name,
        // What the operator verifies it by, and the version they saw (sent back when verifying).
        companyRegistration: null,
        companyVersion: COMPANY.updatedAt,
        disabled: false,
        createdAt: 'x',
      },
      {
        id: '03001234567',
        role: 'admin',
        firstName: null,
        email: null,
        companyName: null,
        disabled: false,
        createdAt: 'y',
      },
    ]);
  });
});

describe('disabling an account', () => {
  it('makes a session the disabling missed count for nothing: the profile is read with the session', async () => {
    profile({ disabled: true });

    expect(await invoke(getAuthUser, { cookies: [seekerCookie] })).toMatchObject({
      status: 403,
      body: { message: API_MESSAGES.accountDisabled },
    });
    const upload = await invoke(createUploadUrl, {
      ...asEmployer,
      method: 'POST',
      body: JSON.stringify({ purpose: 'cv', contentType: 'application/pdf', size: 1000 }),
    });
    expect(upload.status).toBe(401);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('flags the profile first, then ends every session, hides every job and records it', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { id: OTHER, company: COMPANY, disabled: true, createdAt: 'x' } });
    ddb
      .on(QueryCommand, { IndexName: 'GSI2' })
      .resolves({ Items: [{ tokenHash: 't1' }, { tokenHash: 't2' }] })
      .on(QueryCommand, { IndexName: 'GSI3' })
      .resolves({ Items: [{ ...aJob({ id: 'job-1' }), ownerId: OTHER, PK: 'JOB#job-1', SK: 'JOB', indexKeys: [] }] });

    const res = await invoke(disableUser, { ...asAdmin, method: 'POST', params: { id: OTHER } });

    expect(res.body).toMatchObject({ id: OTHER, role: 'employer', disabled: true });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: `USER#${OTHER}`, SK: 'PROFILE' },
      UpdateExpression: 'SET disabled = :yes',
    });
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.PK)).toEqual(['SESSION#t1', 'SESSION#t2']);
    const saved = transaction();
    expect(saved[0]?.Put?.Item).toMatchObject({ id: 'job-1', ownerDisabled: true });
    expect(saved.filter((i) => i.Put?.Item?.entity === 'job-index').map((i) => i.Put?.Item?.SK)).toEqual(['IDX#ADMIN']);
    expect(ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.action)).toEqual(['user.disabled']);
    // Off the home page now: the job's own paths and the shared lists it was on.
    // (two invalidations: the job's own paths, and the lists' wildcards apart: edge/clear-edge-cache.ts)
    const cleared = cloudfrontMock
      .commandCalls(CreateInvalidationCommand)
      .map((c) => c.args[0].input.InvalidationBatch?.Paths);
    expect(cleared.flatMap((paths) => paths?.Items ?? [])).toEqual(
      expect.arrayContaining(['/api/jobs/job-1', '/api/jobs*', '/sitemap*']),
    );
    for (const paths of cleared) expect(paths?.Quantity).toBe(paths?.Items?.length);
  });

  it('answers 404 userNotFound for no such person', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));
    const res = await invoke(disableUser, { ...asAdmin, method: 'POST', params: { id: 'nobody' } });
    expect([res.status, res.body]).toEqual([404, refusal(API_MESSAGES.userNotFound)]);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});

describe('PUT /api/employer/company', () => {
  it('makes a signed-in seeker an employer, on the employer list, and records it', async () => {
    ddb
      .on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } })
      .resolves({ Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'k@x.pk', createdAt: '2026-01-01' } });

    const res = await invoke(putCompany, {
      ...asEmployer,
      method: 'PUT',
      body: JSON.stringify({ name: 'Indus Welding', city: 'lahore', website: '', logo: null }),
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Indus Welding', city: 'lahore', website: null, logo: null });
    // The profile's write (the day's company saves are counted first, in an ALLOWANCE# item).
    const update = ddb.commandCalls(UpdateCommand).find((c) => c.args[0].input.Key?.SK === 'PROFILE')?.args[0].input;
    expect(update?.ConditionExpression).toContain('attribute_not_exists(disabled)');
    expect(update?.ExpressionAttributeValues).toMatchObject({
      ':g1': 'USERS#employer',
      ':text': 'kamran k@x.pk indus welding',
    });
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ action: 'company.saved' });
  });

  it("refuses a logo that is not the caller's own upload", async () => {
    profile();
    const res = await invoke(putCompany, {
      ...asEmployer,
      method: 'PUT',
      body: JSON.stringify({
        name: 'Indus Welding',
        city: 'lahore',
        logo: 'http://localhost:4569/modern-jobs-test-uploads/pending/logos/bbbbbbbbbbbbbbbbbbbbbb',
      }),
    });
    expect(res.status).toBe(404);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("names a logo by its path only if it is the employer's own verified upload", async () => {
    profile();
    const upload = (id: string, owner: string) =>
      ddb.on(GetCommand, { Key: { PK: `UPLOAD#${id}`, SK: 'UPLOAD' } }).resolves({
        Item: { id, key: `logos/${id}`, purpose: 'logo', owner, verified: true },
      });
    const own = 'o'.repeat(22);
    const theirs = 't'.repeat(22);
    upload(own, SEEKER_ID);
    upload(theirs, 'someone-else');
    const save = (logo: string) =>
      invoke(putCompany, {
        ...asEmployer,
        method: 'PUT',
        body: JSON.stringify({ name: 'Indus Welding', city: 'lahore', logo }),
      });

    for (const logo of [`/objects/logos/${theirs}`, '/objects/logos/demo/sui-gas.png'])
      expect(await save(logo), logo).toMatchObject({
        status: 400,
        body: { message: API_MESSAGES.companyLogo, issues: [{ path: 'logo' }] },
      });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);

    const res = await save(`logos/${own}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ logo: `/objects/logos/${own}` });
  });
});
