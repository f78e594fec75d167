import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/get-job.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';

describe('GET /api/jobs/{id}', () => {
  it('answers the job without storage keys', async () => {
    ddb
      .on(GetCommand)
      .resolves({ Item: { PK: 'JOB#job-1', SK: 'JOB', entity: 'job', indexKeys: ['IDX#ALL'], ...aJob() } });

    const res = await invoke(handler, { params: { id: 'job-1' } });

    expect(res.status).toBe(200);
    expect(res.body).toEqual(aJob());
    // The same for everyone: CloudFront keeps it a minute (an admin's edit clears it).
    expect(res.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({ PK: 'JOB#job-1', SK: 'JOB' });
  });

  it('answers a closed job too: the detail page marks it closed', async () => {
    ddb
      .on(GetCommand)
      .resolves({ Item: { ...aJob({ applicationDeadline: '2020-01-01' }), PK: 'x', SK: 'JOB', indexKeys: [] } });

    const res = await invoke(handler, { params: { id: 'job-1' } });

    expect(res.body.applicationDeadline).toBe('2020-01-01');
  });

  it("answers 404 for a rejected job and a disabled employer's, and never shows who owns a job", async () => {
    const item = (overrides: Record<string, unknown>) => ({
      Item: { ...aJob(), ownerId: 'u-1', applicationCount: 3, PK: 'x', SK: 'JOB', indexKeys: [], ...overrides },
    });
    ddb
      .on(GetCommand)
      .resolvesOnce(item({ status: 'rejected', rejectionReason: 'No' }))
      .resolvesOnce(item({ ownerDisabled: true }))
      .resolvesOnce(item({}));

    expect((await invoke(handler, { params: { id: 'job-1' } })).status).toBe(404);
    expect((await invoke(handler, { params: { id: 'job-1' } })).status).toBe(404);
    const shown = await invoke(handler, { params: { id: 'job-1' } });
    expect(shown.body).toEqual(aJob());
  });

  it("carries the recruiter's and the company's verification as dates only (issue 33)", async () => {
    const verification = {
      by: 'admin:03001234567',
      at: '2026-11-25T09:00:00.000Z',
      evidence: { note: 'BEOE list', link: null },
    };
    const recruiter = { kind: 'oep', licence: '1234/RWP' };
    ddb.on(GetCommand).resolvesOnce({
      Item: {
        ...aJob(),
        recruiter,
        recruiterVerification: verification,
        // the company's badge, copied onto its jobs when the operator verified it (jobs/company-badge.ts)
        companyVerified: { at: '2026-11-24T09:00:00.000Z' },
        ownerId: 'u-1',
        PK: 'x',
        SK: 'JOB',
        indexKeys: [],
      },
    });

    const res = await invoke(handler, { params: { id: 'job-1' } });

    expect(res.body).toEqual({
      ...aJob(),
      recruiter,
      recruiterVerified: { at: '2026-11-25T09:00:00.000Z' },
      companyVerified: { at: '2026-11-24T09:00:00.000Z' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/BEOE|admin:/);
    // One read: the job carries its badge, so its page costs no read of its employer.
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
  });

  it('answers 404 JSON for a missing job and for a pending one', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({})
      .resolvesOnce({ Item: { ...aJob({ status: 'pending' }), PK: 'x', SK: 'JOB', indexKeys: [] } });

    expect(await invoke(handler, { params: { id: 'nope' } })).toMatchObject({
      status: 404,
      body: { message: 'Job not found' },
    });
    const draft = await invoke(handler, { params: { id: 'job-1' } });
    expect(draft).toMatchObject({ status: 404 });
    // A miss is not kept: the job may be published the next second.
    expect(draft.headers['Cache-Control']).toBe('no-store');
  });

  it('refuses a malformed id before touching the table', async () => {
    const res = await invoke(handler, { params: { id: '../../etc' } });

    expect(res.status).toBe(400);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});
