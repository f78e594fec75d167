import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { CopyObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../src/files/demo-logo.ts';
import { handler as createJob } from '../../src/handlers/create-job.ts';
import { handler as deleteJob } from '../../src/handlers/delete-job.ts';
import { handler as listAdminJobs } from '../../src/handlers/list-admin-jobs.ts';
import { handler as updateJob } from '../../src/handlers/update-job.ts';
import { aJob } from '../fixtures.ts';
import { invoke, refusal } from '../http.ts';
import { cloudfrontMock, ddb, s3mock } from '../mocks.ts';
import { mockPendingUpload } from '../pending-upload.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

const input = {
  title: 'Accountant',
  company: 'Chenab Foods',
  description: 'Keep the books.',
  location: 'Faisalabad, Pakistan',
  jobType: 'full-time',
  salaryMin: 90000,
  salaryMax: null,
  skills: ['Excel'],
  applicationDeadline: '2099-01-31',
};
const asAdmin = { cookies: [adminCookie], headers: jsonWrite };
const stored = (overrides = {}) => ({
  Item: {
    ...aJob(overrides),
    PK: 'JOB#job-1',
    SK: 'JOB',
    entity: 'job',
    indexKeys: ['IDX#ADMIN', 'IDX#ALL', 'IDX#KW#react'],
  },
});
const invalidatedPaths = () =>
  cloudfrontMock.commandCalls(CreateInvalidationCommand).map((call) => {
    expect(call.args[0].input.DistributionId).toBe('E2TESTDISTRIBUTION');
    return call.args[0].input.InvalidationBatch?.Paths?.Items;
  });
const transaction = () => ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(TransactWriteCommand).resolves({});
});

describe('POST /api/jobs', () => {
  it('writes the job and all its list entries in one transaction, refusing to overwrite', async () => {
    const res = await invoke(createJob, { ...asAdmin, method: 'POST', body: JSON.stringify(input) });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...input,
      id: expect.stringMatching(/^[\w-]{22}$/),
      status: 'approved',
      isBoosted: false,
    });
    const [job, ...entries] = transaction();
    expect(job?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(entries.map((e) => e.Put?.Item?.GSI1PK)).toEqual(
      expect.arrayContaining(['JOBS#ADMIN', 'JOBS#ALL', 'JOBS#TYPE#full-time', 'JOBS#CITY#faisalabad']),
    );
    // The search engine learns of it from the table's stream: the item carries nothing for it.
    expect(job?.Put?.Item).not.toHaveProperty('GSI5PK');
  });

  it("answers the spec's message for a missing title", async () => {
    const res = await invoke(createJob, { ...asAdmin, method: 'POST', body: JSON.stringify({ ...input, title: '' }) });

    expect(res).toMatchObject({ status: 400, body: { message: 'Job title is required' } });
    expect(transaction()).toEqual([]);
  });
});

describe('PUT /api/jobs/{id}', () => {
  it('keeps createdAt, guards against a concurrent edit and removes entries the job left', async () => {
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves(stored());

    const res = await invoke(updateJob, {
      ...asAdmin,
      method: 'PUT',
      params: { id: 'job-1' },
      body: JSON.stringify(input),
    });

    expect(res.body).toMatchObject({ id: 'job-1', createdAt: aJob().createdAt, title: 'Accountant' });
    const items = transaction();
    // The version read, and no application in between (its count is on the job item, carried over).
    expect(items[0]?.Put?.ConditionExpression).toBe('updatedAt = :prev AND attribute_not_exists(applicationCount)');
    expect(items.filter((i) => i.Delete).map((i) => i.Delete?.Key?.SK)).toEqual(['IDX#KW#react']);
    expect(invalidatedPaths()).toEqual([['/api/jobs/job-1', '/job/job-1', '/ur/job/job-1']]);
  });

  it('records the edit in the same transaction, with only the fields that changed, before → after', async () => {
    const before = aJob({ title: 'Accountant', company: 'Chenab Foods', salaryMin: 80000 });
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves(stored(before));

    await invoke(updateJob, { ...asAdmin, method: 'PUT', params: { id: 'job-1' }, body: JSON.stringify(input) });

    const record = transaction().find((i) => i.Put?.Item?.entity === 'audit')?.Put?.Item;
    expect(record).toMatchObject({
      action: 'job.updated',
      actor: 'admin:03001234567',
      item: { type: 'job', id: 'job-1' },
    });
    const changed = ((record?.changes ?? []) as Array<{ field: string }>).map((c) => c.field);
    expect(changed).toContain('salaryMin');
    expect(changed).not.toContain('title');
    expect(changed).not.toContain('company');
    expect(record?.changes).toContainEqual({ field: 'salaryMin', before: '80000', after: '90000' });
  });

  it('saves the edit even when CloudFront refuses to clear the pages (they expire on their own)', async () => {
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves(stored());
    cloudfrontMock.on(CreateInvalidationCommand).rejects(new Error('TooManyInvalidationsInProgress'));

    const res = await invoke(updateJob, {
      ...asAdmin,
      method: 'PUT',
      params: { id: 'job-1' },
      body: JSON.stringify(input),
    });

    expect(res.status).toBe(200);
    expect(transaction()).not.toHaveLength(0);
  });

  it('answers 409 when someone else changed the job meanwhile, and 404 for no job', async () => {
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves(stored());
    ddb
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }));

    const conflict = await invoke(updateJob, {
      ...asAdmin,
      method: 'PUT',
      params: { id: 'job-1' },
      body: JSON.stringify(input),
    });
    const missing = await invoke(updateJob, {
      ...asAdmin,
      method: 'PUT',
      params: { id: 'nope' },
      body: JSON.stringify(input),
    });

    expect(conflict.status).toBe(409);
    expect(missing.status).toBe(404);
    expect(invalidatedPaths()).toEqual([]);
  });
});

describe('DELETE /api/jobs/{id}', () => {
  it('deletes the job and every entry it had', async () => {
    ddb.on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } }).resolves(stored());

    const res = await invoke(deleteJob, {
      cookies: [adminCookie],
      headers: { origin: jsonWrite.origin },
      method: 'DELETE',
      params: { id: 'job-1' },
    });

    expect(res.body).toEqual({ success: true });
    expect(transaction().flatMap((i) => (i.Delete ? [i.Delete.Key?.SK] : []))).toEqual([
      'JOB',
      'IDX#ADMIN',
      'IDX#ALL',
      'IDX#KW#react',
    ]);
    // The search engine learns of it from the table's stream: nothing is left behind for it.
    expect(transaction().find((i) => i.Put?.Item?.entity === 'job-gone')).toBeUndefined();
    // …and its record, in the same transaction, with what the job was.
    const record = transaction().find((i) => i.Put?.Item?.entity === 'audit')?.Put?.Item;
    expect(record).toMatchObject({
      action: 'job.deleted',
      actor: 'admin:03001234567',
      item: { type: 'job', id: 'job-1' },
    });
    expect(record?.changes).toContainEqual({ field: 'title', before: 'Senior React Developer', after: null });
    expect(invalidatedPaths()).toEqual([['/api/jobs/job-1', '/job/job-1', '/ur/job/job-1']]);
  });
});

describe('GET /api/admin/jobs', () => {
  it('refuses a status it does not know, and words past 100 characters', async () => {
    const res = await invoke(listAdminJobs, {
      cookies: [adminCookie],
      query: { status: 'archived', q: 'x'.repeat(101) },
    });

    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['q', 'status']);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('lists every job from the admin list, newest first, with the long texts for editing', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          ...aJob({ status: 'pending' }),
          PK: 'JOB#job-1',
          SK: 'IDX#ADMIN',
          GSI1PK: 'JOBS#ADMIN',
          GSI1SK: 'x',
          entity: 'job-index',
          kw: ' a ',
          city: null,
        },
      ],
    });

    const res = await invoke(listAdminJobs, { cookies: [adminCookie] });

    expect(res.body).toEqual([aJob({ status: 'pending' })]);
    const query = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'GSI1',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'JOBS#ADMIN' },
    });
  });
});

describe('companyLogo, "path or upload URL" (spec, Job)', () => {
  const LOGO_ID = 'L'.repeat(22);
  const create = (companyLogo: string) =>
    invoke(createJob, { ...asAdmin, method: 'POST', body: JSON.stringify({ ...input, companyLogo }) });

  it('stores a logo path in its one form', async () => {
    // It names a logo that is there (missing-objects.test.ts: one that is not is refused).
    s3mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'logos/demo/chenab.png' }], KeyCount: 1 });
    const res = await create('logos/demo/chenab.png');
    expect(res.body.companyLogo).toBe('/objects/logos/demo/chenab.png');
  });

  it('verifies the URL a logo was uploaded to and stores its object path, not the expiring URL', async () => {
    mockPendingUpload(
      { id: LOGO_ID, key: `logos/${LOGO_ID}`, purpose: 'logo', owner: 'admin', contentType: 'image/png' },
      demoLogoPng('c'),
    );

    const res = await create(
      `http://localhost:5173/modern-jobs-test-uploads/pending/logos/${LOGO_ID}?X-Amz-Signature=abc`,
    );

    expect(res.status).toBe(201);
    expect(res.body.companyLogo).toBe(`/objects/logos/${LOGO_ID}`);
    expect(s3mock.commandCalls(CopyObjectCommand)[0]?.args[0].input.Key).toBe(`logos/${LOGO_ID}`);
  });

  it('refuses anything else with a 400 that names the field, and writes nothing', async () => {
    for (const logo of ['https://evil.example/logo.png', '/objects/uploads/cv.pdf', 'javascript:alert(1)']) {
      const res = await create(logo);
      expect(res.status, logo).toBe(400);
      expect(res.body).toEqual({
        ...refusal(API_MESSAGES.companyLogo),
        issues: [{ path: 'companyLogo', ...refusal(API_MESSAGES.companyLogo) }],
      });
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
