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
import { handler as approveJob } from '../../src/handlers/approve-job.ts';
import { handler as rejectJob } from '../../src/handlers/reject-job.ts';
import { aJob } from '../fixtures.ts';
import { invoke, refusal } from '../http.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID } from '../sessions.ts';

// Issue 28, item 1: the operator approves (or rejects) the version of a pending job they read, sent
// as If-Match, and nothing else; the condition is in the decision's own write.

const READ = '2026-11-20T10:00:00.000Z';
const EDITED = '2026-11-20T10:05:00.000Z';
const COMPANY = {
  name: 'Indus Welding',
  logo: null,
  website: null,
  city: 'lahore',
  about: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function stored(overrides: Record<string, unknown> = {}) {
  return {
    ...aJob({ id: 'job-1', status: 'pending', company: COMPANY.name, updatedAt: READ }),
    ownerId: SEEKER_ID,
    applicationCount: 0,
    submittedAt: READ,
    PK: 'JOB#job-1',
    SK: 'JOB',
    entity: 'job',
    indexKeys: ['IDX#ADMIN'],
    ...overrides,
  };
}
const storeJob = (overrides: Record<string, unknown> = {}) =>
  ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves({ Item: stored(overrides) });

const asAdmin = (version?: string) => ({
  cookies: [adminCookie],
  headers: { ...jsonWrite, ...(version === undefined ? {} : { 'if-match': version === '*' ? '*' : `"${version}"` }) },
  method: 'POST',
  params: { id: 'job-1' },
});
const approve = (version?: string) => invoke(approveJob, asAdmin(version));
const reject = (version?: string) =>
  invoke(rejectJob, { ...asAdmin(version), body: JSON.stringify({ reason: 'Say the salary.' }) });
const writes = () => ddb.commandCalls(TransactWriteCommand);

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
    Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'kamran@example.pk', company: COMPANY },
  });
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  cloudfrontMock.on(CreateInvalidationCommand).resolves({});
});

describe('approve and reject carry the version the operator read', () => {
  it('refuses a decision without If-Match: 428 with a clear message, nothing read or written', async () => {
    storeJob();
    for (const res of [await approve(), await reject(), await approve('*')])
      expect([res.status, res.body]).toEqual([428, refusal(API_MESSAGES.reviewedVersionRequired)]);
    expect(writes()).toHaveLength(0);
    expect(ddb.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.PK === 'JOB#job-1')).toHaveLength(0);
  });

  it('refuses (412) an approval or a rejection of a version the employer has edited since, writing nothing', async () => {
    storeJob({ updatedAt: EDITED, description: 'Now also: unpaid overtime.' });

    const approved = await approve(READ);
    const rejected = await reject(READ);

    expect([approved.status, approved.body]).toEqual([412, refusal(API_MESSAGES.jobChanged)]);
    expect([rejected.status, rejected.body]).toEqual([412, refusal(API_MESSAGES.jobChanged)]);
    expect(writes()).toHaveLength(0);
  });

  it('decides on the version read, the condition on it in the write itself; reads the job consistently', async () => {
    storeJob();

    const res = await approve(READ);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'job-1', status: 'approved' });
    const read = ddb.commandCalls(GetCommand).find((c) => c.args[0].input.Key?.PK === 'JOB#job-1');
    expect(read?.args[0].input.ConsistentRead).toBe(true);
    const put = writes()[0]?.args[0].input.TransactItems?.[0]?.Put;
    expect(put?.ConditionExpression).toContain('updatedAt = :prev');
    expect(put?.ExpressionAttributeValues?.[':prev']).toBe(READ);
  });

  it('answers 412 when the employer edits between the read and the conditional write', async () => {
    let reads = 0;
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).callsFake(() => {
      reads += 1;
      return { Item: reads === 1 ? stored() : stored({ updatedAt: EDITED }) };
    });
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );

    const res = await reject(READ);

    expect([res.status, res.body]).toEqual([412, refusal(API_MESSAGES.jobChanged)]);
  });

  it('answers 409 jobNotPending when another operator decided first, whatever the version', async () => {
    storeJob({ status: 'approved', updatedAt: EDITED });
    const res = await approve(READ);
    expect([res.status, res.body]).toEqual([409, refusal(API_MESSAGES.jobNotPending)]);
  });

  it('clears nothing at the edge: a pending job was never on a public page', async () => {
    storeJob();
    expect((await approve(READ)).status).toBe(200);
    storeJob();
    expect((await reject(READ)).status).toBe(200);
    expect(cloudfrontMock.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });
});
