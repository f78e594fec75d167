import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, LIMITS } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as list } from '../../src/handlers/list-saved-jobs.ts';
import { handler as save } from '../../src/handlers/save-job.ts';
import { handler as unsave } from '../../src/handlers/unsave-job.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

const write = (handler: typeof save, method: string, jobId: string) =>
  invoke(handler, { method, cookies: [seekerCookie], headers: { origin: jsonWrite.origin }, params: { jobId } });
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const jobItem = (overrides = {}) => ({ ...aJob(overrides), PK: 'JOB#job-1', SK: 'JOB', indexKeys: [] });

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves({ Item: jobItem() });
  ddb.on(TransactWriteCommand).resolves({});
});

describe('PUT /api/saved-jobs/{jobId}', () => {
  it("keeps the job under the seeker and its id in the profile's capped set, in one transaction", async () => {
    const res = await write(save, 'PUT', 'job-1');

    expect(res.status).toBe(204);
    const [saved, profile] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(saved?.Put).toMatchObject({
      Item: {
        PK: `USER#${SEEKER_ID}`,
        SK: 'SAVED#job-1',
        jobId: 'job-1',
        job: { title: 'Senior React Developer', company: 'Indus Soft Labs' },
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(profile?.Update).toMatchObject({
      Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' },
      UpdateExpression: 'ADD #count :change',
      ExpressionAttributeNames: { '#count': 'savedJobIds' },
      ExpressionAttributeValues: { ':change': new Set(['job-1']), ':max': LIMITS.savedJobs },
    });
    expect(profile?.Update?.ConditionExpression).toContain('size(#count) < :max');
  });

  it('changes nothing and answers 204 when the job is saved already', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));

    expect((await write(save, 'PUT', 'job-1')).status).toBe(204);
  });

  it('answers 409 with a clear message when the seeker has saved the most jobs allowed', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));

    const res = await write(save, 'PUT', 'job-1');

    expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.savedJobsFull } });
    expect(API_MESSAGES.savedJobsFull).toContain(String(LIMITS.savedJobs));
  });

  it('answers 404 for a job that does not exist or is still pending, and writes nothing', async () => {
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves({ Item: jobItem({ status: 'pending' }) });

    expect(await write(save, 'PUT', 'job-1')).toMatchObject({ status: 404, body: { message: 'Job not found' } });
    expect(await write(save, 'PUT', 'job-2')).toMatchObject({ status: 404 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 400 for an id that is not one, and 401 signed out', async () => {
    expect((await write(save, 'PUT', 'not/an id')).status).toBe(400);
    const signedOut = await invoke(save, {
      method: 'PUT',
      headers: { origin: jsonWrite.origin },
      params: { jobId: 'job-1' },
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('DELETE /api/saved-jobs/{jobId}', () => {
  it('removes the saved job and its id from the profile, in one transaction', async () => {
    expect((await write(unsave, 'DELETE', 'job-1')).status).toBe(204);

    const [saved, profile] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(saved?.Delete).toMatchObject({ Key: { PK: `USER#${SEEKER_ID}`, SK: 'SAVED#job-1' } });
    expect(profile?.Update).toMatchObject({
      UpdateExpression: 'DELETE #count :change',
      ExpressionAttributeNames: { '#count': 'savedJobIds' },
      ExpressionAttributeValues: { ':change': new Set(['job-1']) },
    });
  });

  it('answers 204 for a job that was not saved', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));

    expect((await write(unsave, 'DELETE', 'job-9')).status).toBe(204);
  });
});

describe('GET /api/saved-jobs', () => {
  const savedItem = (jobId: string, savedAt: string, title = `Saved ${jobId}`) => ({
    PK: `USER#${SEEKER_ID}`,
    SK: `SAVED#${jobId}`,
    jobId,
    savedAt,
    job: {
      title,
      company: 'Old Co',
      location: 'Lahore',
      companyLogo: null,
      salaryMin: null,
      salaryMax: null,
      applicationDeadline: null,
    },
  });

  it('answers newest first, each open, closed or deleted, with what a deleted job showed when saved', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        savedItem('open-1', '2026-11-20T10:00:00.000Z'),
        savedItem('gone-1', '2026-11-22T10:00:00.000Z', 'Removed Welder'),
        savedItem('closed-1', '2026-11-21T10:00:00.000Z'),
        savedItem('draft-1', '2026-11-19T10:00:00.000Z'),
      ],
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [process.env.TABLE_NAME ?? '']: [
          { ...aJob({ id: 'open-1', title: 'Today’s title' }), PK: 'JOB#open-1', SK: 'JOB' },
          { ...aJob({ id: 'closed-1', applicationDeadline: '2020-01-01' }), PK: 'JOB#closed-1', SK: 'JOB' },
          { ...aJob({ id: 'draft-1', status: 'pending' }), PK: 'JOB#draft-1', SK: 'JOB' },
        ],
      },
    });

    const res = await invoke(list, { cookies: [seekerCookie] });

    expect(res.status).toBe(200);
    expect(res.body.map((s: { jobId: string; state: string }) => [s.jobId, s.state])).toEqual([
      ['gone-1', 'deleted'],
      ['closed-1', 'closed'],
      ['open-1', 'open'],
      ['draft-1', 'closed'],
    ]);
    expect(res.body[0].job.title).toBe('Removed Welder');
    expect(res.body[2].job.title).toBe('Today’s title');
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': `USER#${SEEKER_ID}`,
      ':saved': 'SAVED#',
    });
  });

  it('reads again what DynamoDB left unprocessed', async () => {
    ddb.on(QueryCommand).resolves({ Items: [savedItem('open-1', '2026-11-20T10:00:00.000Z')] });
    const table = process.env.TABLE_NAME ?? '';
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [table]: [] },
        UnprocessedKeys: { [table]: { Keys: [{ PK: 'JOB#open-1', SK: 'JOB' }] } },
      })
      .resolves({ Responses: { [table]: [{ ...aJob({ id: 'open-1' }), PK: 'JOB#open-1', SK: 'JOB' }] } });

    const res = await invoke(list, { cookies: [seekerCookie] });

    expect(res.body[0].state).toBe('open');
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
  });
});
