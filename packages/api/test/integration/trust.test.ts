import { GetCommand, PutCommand, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, type EmployerJob, VALIDATION } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { purgeJob } from '../../src/jobs/store/jobs.ts';
import { exportOf } from '../../src/personal-data/export.ts';
import { pakistanDay, takeOne } from '../../src/storage/allowance.ts';
import { REPORTS_PER_PERSON_PER_DAY } from '../../src/trust/report-limits.ts';
import { addressHash } from '../../src/trust/reporter-address.ts';
import { reindexCompanyBadges } from '../../src/trust/store/reindex-company-badges.ts';
import { reindexReports } from '../../src/trust/store/reindex-reports.ts';
import { reportsBy } from '../../src/trust/store/reports.ts';
import { refusal } from '../http.ts';
import { startApi } from './server.ts';

/**
 * Issue 33 on DynamoDB Local, through the local adapter (each route held to its declared grant): an
 * abroad job through an OEP, verified by the operator; a verified company; a job reported, queued
 * with its signals and hidden, its signed-in reporter e-mailed.
 */
const RUN = `tr${Date.now().toString(36)}`;
let api: Awaited<ReturnType<typeof startApi>>;
const made = new Set<string>();
let admin: string;
let employer: { id: string; cookie: string };
let reporter: { id: string; cookie: string };
// Each run its own addresses, so the day's per-address caps of earlier runs do not count here.
// The answers are read loosely: each test says the fields it expects.
// biome-ignore lint/suspicious/noExplicitAny: JSON read back from the API
type Loose = Record<string, any>;
const STARTED = Date.now();
const address = (n: number) => `10.${(STARTED >> 16) & 255}.${(STARTED >> 8) & 255}.${n}`;

async function person(name: string): Promise<{ id: string; cookie: string }> {
  const id = `trust-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}.${RUN}@example.pk` });
  const token = `${name}${RUN}`.padEnd(43, 'x').slice(0, 43);
  await createSession('seeker', id, hashToken(token));
  return { id, cookie: `mj_session=${token}` };
}

async function call(
  cookie: string | null,
  method: string,
  path: string,
  options: { body?: unknown; version?: string; ip?: string } = {},
) {
  const { body, version, ip } = options;
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: config.SITE_ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      ...(ip ? { 'cloudfront-viewer-address': `${ip}:443` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { items?: Loose[] },
    headers: res.headers,
  };
}

const gulfJob = (recruiter?: unknown) => ({
  title: `Electrician ${RUN}`,
  description: 'Industrial electrician for a construction site in Dubai. Two-year contract.',
  location: 'Dubai, UAE',
  jobType: 'full-time',
  salaryMin: 150_000,
  salaryMax: 200_000,
  ...(recruiter === undefined ? {} : { recruiter }),
});

async function post(input: unknown, by = employer): Promise<EmployerJob> {
  const res = await call(by.cookie, 'POST', '/api/employer/jobs', { body: input });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made.add(String(res.body.id));
  return res.body as unknown as EmployerJob;
}

async function moderationItem(id: string) {
  const queue = await call(admin, 'GET', '/api/admin/moderation?limit=100');
  const item = queue.body.items?.find((i) => i.job.id === id);
  if (!item) throw new Error(`job ${id} is not in the queue`);
  return item;
}

async function approve(id: string) {
  const item = await moderationItem(id);
  return call(admin, 'POST', `/api/admin/jobs/${id}/approve`, { version: item.job.updatedAt });
}

async function setRules(value: { requireRecruiterVerification: boolean; complaintLink: string }) {
  const res = await call(admin, 'PUT', '/api/settings/trust_rules', { body: { value: JSON.stringify(value) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function mailsTo(to: string) {
  const items: Loose[] = [];
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: config.TABLE_NAME,
      FilterExpression: 'entity = :mail AND #to = :to',
      ExpressionAttributeNames: { '#to': 'to' },
      ExpressionAttributeValues: { ':mail': 'mail', ':to': to },
    },
  ))
    items.push(...(page.Items ?? []));
  return items;
}

beforeAll(async () => {
  api = await startApi();
  const token = `admin${RUN}`.padEnd(43, 'a');
  await createSession('admin', '03001234567', hashToken(token));
  admin = `mj_admin=${token}`;
  employer = await person('recruit');
  reporter = await person('reporter');
  const company = { name: `Gulf Link ${RUN}`, city: 'lahore', registration: { kind: 'secp', number: '012 3456' } };
  const saved = await call(employer.cookie, 'PUT', '/api/employer/company', { body: company });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.registration).toEqual({ kind: 'secp', number: '0123456' });
});

afterAll(async () => {
  await setRules({ requireRecruiterVerification: false, complaintLink: '#' }).catch(() => undefined);
  for (const id of made) await purgeJob(id);
  await api?.close();
});

describe('who recruits for a job abroad', () => {
  it('is required of the employer, validated, and stored in its one written form', async () => {
    const missing = await call(employer.cookie, 'POST', '/api/employer/jobs', { body: gulfJob() });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'recruiter', ...refusal(VALIDATION.trust.recruiter) }]);
    const bad = await call(employer.cookie, 'POST', '/api/employer/jobs', {
      body: gulfJob({ kind: 'oep', licence: 'call 0300' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'recruiter.licence', ...refusal(VALIDATION.trust.licence) }]);
    const job = await post(gulfJob({ kind: 'oep', licence: 'oep 1234 rwp' }));
    expect(job.recruiter).toEqual({ kind: 'oep', licence: '1234/RWP' });
  });

  it('is verified by the operator before approval when the setting asks, and the public sees the date only', async () => {
    const job = await post(gulfJob({ kind: 'oep', licence: '0567/LHR' }));
    expect((await moderationItem(job.id)).signals.map((s: { kind: string }) => s.kind)).toContain(
      'unverified-recruiter',
    );
    await setRules({ requireRecruiterVerification: true, complaintLink: '#' });
    try {
      expect(await approve(job.id)).toMatchObject({
        status: 409,
        body: { message: API_MESSAGES.recruiterNotVerified },
      });
      const noEvidence = await call(admin, 'POST', `/api/admin/jobs/${job.id}/verify-recruiter`, {
        body: { evidence: {} },
      });
      expect(noEvidence.status).toBe(400);
      const evidence = { note: 'On the Bureau’s list of licensed OEPs', link: 'https://beoe.gov.pk/oep' };
      // The operator checked another version of the job (its employer changed the licence since): 412.
      const stale = await call(admin, 'POST', `/api/admin/jobs/${job.id}/verify-recruiter`, {
        body: { evidence },
        version: '2020-01-01T00:00:00.000Z',
      });
      expect(stale).toMatchObject({ status: 412, body: { message: API_MESSAGES.jobChanged } });
      expect((await moderationItem(job.id)).recruiterVerification).toBeFalsy();
      const verified = await call(admin, 'POST', `/api/admin/jobs/${job.id}/verify-recruiter`, {
        body: { evidence },
        version: (await moderationItem(job.id)).job.updatedAt,
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body.verification).toMatchObject({
        by: 'admin:03001234567',
        evidence: { note: expect.any(String) },
      });
      const item = await moderationItem(job.id);
      expect(item.signals.map((s: { kind: string }) => s.kind)).not.toContain('unverified-recruiter');
      expect(item.recruiterVerification.by).toBe('admin:03001234567');
      expect((await approve(job.id)).status).toBe(200);
    } finally {
      await setRules({ requireRecruiterVerification: false, complaintLink: '#' });
    }
    const read = await call(null, 'GET', `/api/jobs/${job.id}`);
    expect(read.status).toBe(200);
    expect(read.body.recruiter).toEqual({ kind: 'oep', licence: '0567/LHR' });
    expect(read.body.recruiterVerified).toEqual({ at: expect.any(String) });
    expect(JSON.stringify(read.body)).not.toMatch(/03001234567|beoe\.gov\.pk|recruiterVerification/);

    // A new licence is a new recruiter: unverified until checked again.
    const edit = await call(employer.cookie, 'PUT', `/api/employer/jobs/${job.id}`, {
      body: gulfJob({ kind: 'oep', licence: '0568/LHR' }),
      version: String(read.body.updatedAt),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.recruiterVerified).toBeUndefined();
  });

  it('cannot be verified on a job that names none (409), nor on a missing job (404)', async () => {
    const home = await post({ ...gulfJob(), location: 'Lahore, Pakistan' });
    const body = { evidence: { note: 'x' } };
    expect((await call(admin, 'POST', `/api/admin/jobs/${home.id}/verify-recruiter`, { body })).status).toBe(409);
    expect((await call(admin, 'POST', `/api/admin/jobs/missing-${RUN}/verify-recruiter`, { body })).status).toBe(404);
  });
});

describe('a verified company', () => {
  it("shows on its jobs and their cards until its name changes; the verification's evidence stays the operator's", async () => {
    // An employer of its own: this test posts three jobs, and the file's employer has a day's cap.
    const owner = await person('badge');
    const same = { name: `Gulf Badge ${RUN}`, city: 'lahore', registration: { kind: 'secp', number: '0123456' } };
    expect((await call(owner.cookie, 'PUT', '/api/employer/company', { body: same })).status).toBe(200);
    const job = await post(gulfJob({ kind: 'direct' }), owner);
    expect((await approve(job.id)).status).toBe(200);
    const waiting = await post(gulfJob({ kind: 'direct' }), owner);
    const onList = async (id: string) =>
      ((await call(null, 'GET', '/api/jobs?limit=100')).body as unknown as Loose[]).find((j) => j.id === id);
    expect((await onList(job.id))?.companyVerified).toBeUndefined();

    const verified = await call(admin, 'POST', `/api/admin/users/${owner.id}/verify-company`, {
      body: { evidence: { note: 'SECP registration 0123456 checked on the SECP site' } },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const badge = { at: String((verified.body.company as Loose).verified.at) };
    const read = await call(null, 'GET', `/api/jobs/${job.id}`);
    expect(read.body.companyVerified).toEqual(badge);
    expect(JSON.stringify(read.body)).not.toContain('SECP registration 0123456 checked');
    // Its card in the list (the table's entries) says so too, and Moderation's copy of the job waiting.
    expect((await onList(job.id))?.companyVerified).toEqual(badge);
    expect((await moderationItem(waiting.id)).company.verified).toEqual(badge);
    // A job posted after the check carries the badge from the start.
    const later = await post(gulfJob({ kind: 'direct' }), owner);
    expect((await approve(later.id)).status).toBe(200);
    expect((await onList(later.id))?.companyVerified).toEqual(badge);

    // A new logo-less save with the same name and registration keeps it; a new name drops it.
    expect((await call(owner.cookie, 'PUT', '/api/employer/company', { body: same })).body.verified).toEqual(badge);
    const renamed = await call(owner.cookie, 'PUT', '/api/employer/company', {
      body: { ...same, name: `Gulf Badge Overseas ${RUN}` },
    });
    expect(renamed.body.verified).toBeUndefined();
    expect((await call(null, 'GET', `/api/jobs/${job.id}`)).body.companyVerified).toBeUndefined();
    // The approved jobs keep the name they were approved with, but not the badge, on their cards too.
    for (const id of [job.id, later.id]) {
      const card = await onList(id);
      expect(card).toMatchObject({ company: `Gulf Badge ${RUN}` });
      expect(card?.companyVerified).toBeUndefined();
    }
  });

  it("is given to the jobs of a company verified before jobs carried it, by the operator's reindex pass", async () => {
    const older = await person('older');
    const company = { name: `Gulf Older ${RUN}`, city: 'lahore', registration: { kind: 'secp', number: '2345678' } };
    expect((await call(older.cookie, 'PUT', '/api/employer/company', { body: company })).status).toBe(200);
    const job = await post(gulfJob({ kind: 'direct' }), older);
    expect((await approve(job.id)).status).toBe(200);
    const verified = await call(admin, 'POST', `/api/admin/users/${older.id}/verify-company`, {
      body: { evidence: { note: 'SECP 2345678 checked' } },
    });
    expect(verified.status).toBe(200);
    // As a stage upgraded from before the badge was on jobs: the job's item without it.
    await dynamo.send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: { PK: `JOB#${job.id}`, SK: 'JOB' },
        UpdateExpression: 'REMOVE companyVerified',
      }),
    );
    expect((await call(null, 'GET', `/api/jobs/${job.id}`)).body.companyVerified).toBeUndefined();

    expect((await reindexCompanyBadges()).jobs).toBeGreaterThanOrEqual(1);
    const read = await call(null, 'GET', `/api/jobs/${job.id}`);
    expect(read.body.companyVerified).toEqual({ at: (verified.body.company as Loose).verified.at });
    await reindexCompanyBadges();
    expect((await call(null, 'GET', `/api/jobs/${job.id}`)).body.updatedAt).toBe(read.body.updatedAt);
  });

  it('is verified only as the operator saw it (412 after a change), with its record beside it', async () => {
    const company = { name: `Gulf Link ${RUN}`, city: 'lahore', registration: { kind: 'secp', number: '7654321' } };
    expect((await call(employer.cookie, 'PUT', '/api/employer/company', { body: company })).status).toBe(200);
    const row = async () => {
      const { body } = await call(
        admin,
        'GET',
        `/api/admin/users?role=employer&q=${encodeURIComponent(`Gulf Link ${RUN}`)}`,
      );
      return (body.items ?? [])[0] ?? ({} as Loose);
    };
    const seen = await row();
    expect(seen).toMatchObject({ id: employer.id, companyRegistration: 'SECP 7654321' });

    // The employer changes the registration after the operator looked: that version is refused.
    const changed = { ...company, registration: { kind: 'secp', number: '1111111' } };
    expect((await call(employer.cookie, 'PUT', '/api/employer/company', { body: changed })).status).toBe(200);
    const body = { evidence: { note: 'SECP 7654321 checked' } };
    const stale = await call(admin, 'POST', `/api/admin/users/${employer.id}/verify-company`, {
      body,
      version: seen.companyVersion,
    });
    expect(stale.status).toBe(412);
    expect((await row()).companyVerified).toBeUndefined();

    const fresh = await row();
    expect(fresh.companyRegistration).toBe('SECP 1111111');
    const verified = await call(admin, 'POST', `/api/admin/users/${employer.id}/verify-company`, {
      body: { evidence: { note: 'SECP 1111111 checked' } },
      version: fresh.companyVersion,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const activity = await call(admin, 'GET', `/api/admin/activity?item=user:${employer.id}`);
    expect(activity.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'company.verified',
          changes: expect.arrayContaining([{ field: 'registration', before: null, after: 'SECP 1111111' }]),
        }),
      ]),
    );
  });

  it('needs an employer to verify (409 for a seeker, 404 for nobody)', async () => {
    const body = { evidence: { link: 'https://example.pk/ntn' } };
    expect((await call(admin, 'POST', `/api/admin/users/${reporter.id}/verify-company`, { body })).status).toBe(409);
    expect((await call(admin, 'POST', `/api/admin/users/nobody-${RUN}/verify-company`, { body })).status).toBe(404);
  });
});

describe('reporting a job', () => {
  it('queues it with its signals, never hides it by itself, and the decision hides it and e-mails the reporter', async () => {
    const job = await post({
      ...gulfJob({ kind: 'direct' }),
      description: 'Registration charges 5,000 before the interview. WhatsApp your CV to 0300-1234567.',
    });
    expect((await approve(job.id)).status).toBe(200);
    const path = `/api/jobs/${job.id}/reports`;

    const anonymous = await call(null, 'POST', path, {
      body: { reason: 'asks-money', details: '<b>They asked</b> for 5000 on WhatsApp' },
      ip: address(1),
    });
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(201);
    expect(anonymous.body).toMatchObject({ reason: 'asks-money', signedIn: false });
    expect(await call(null, 'POST', path, { body: { reason: 'other' }, ip: address(1) })).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.alreadyReported },
    });
    const signedIn = await call(reporter.cookie, 'POST', path, {
      body: { reason: 'fake-company', details: 'No such company <script>x</script>' },
      ip: address(1),
    });
    expect(signedIn.status).toBe(201);
    expect((await call(null, 'POST', path, { body: { reason: 'spam' }, ip: address(2) })).status).toBe(400);
    // Reports alone change nothing for the public.
    expect((await call(null, 'GET', `/api/jobs/${job.id}`)).status).toBe(200);

    const queue = await call(admin, 'GET', '/api/admin/reports?limit=100');
    expect(queue.status).toBe(200);
    const counts = queue.body.items?.map((i) => i.openReports) ?? [];
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const item = queue.body.items?.find((i) => i.job.id === job.id);
    expect(item?.openReports).toBe(2);
    expect(item?.reports.map((r: { reason: string }) => r.reason)).toEqual(['asks-money', 'fake-company']);
    expect(item?.signals.map((s: { kind: string }) => s.kind)).toEqual(
      expect.arrayContaining(['asks-money', 'personal-contact']),
    );
    expect(JSON.stringify(item)).not.toContain(reporter.id);

    const noReason = await call(admin, 'POST', `/api/admin/reports/${job.id}/decision`, {
      body: { decision: 'hide-job', reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const decided = await call(admin, 'POST', `/api/admin/reports/${job.id}/decision`, {
      body: { decision: 'hide-job', reason: 'Asks for registration charges' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toEqual({ decided: 2 });
    expect((await call(null, 'GET', `/api/jobs/${job.id}`)).status).toBe(404);
    const after = await call(admin, 'GET', '/api/admin/reports?limit=100');
    expect(after.body.items?.some((i) => i.job.id === job.id)).toBe(false);
    expect(
      (
        await call(admin, 'POST', `/api/admin/reports/${job.id}/decision`, {
          body: { decision: 'dismiss', reason: 'x' },
        })
      ).status,
    ).toBe(409);

    const activity = await call(admin, 'GET', `/api/admin/activity?item=job:${job.id}`);
    expect(activity.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'reports.decided' }),
        expect.objectContaining({ action: 'job.rejected' }),
      ]),
    );
    const mails = await mailsTo(`reporter.${RUN}@example.pk`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'report-outcome',
      snapshot: { decision: 'hide-job', reason: 'fake-company', job: { id: job.id } },
    });
  });

  it('lets a deleted job leave the queue: nothing is left to decide on', async () => {
    const job = await post({ ...gulfJob({ kind: 'direct' }), title: `Deleted ${RUN}` });
    expect((await approve(job.id)).status).toBe(200);
    const body = { reason: 'other' };
    expect((await call(null, 'POST', `/api/jobs/${job.id}/reports`, { body, ip: address(5) })).status).toBe(201);
    const queued = async () =>
      ((await call(admin, 'GET', '/api/admin/reports?limit=100')).body.items ?? []).some(
        (item) => (item.job as { id: string }).id === job.id,
      );
    expect(await queued()).toBe(true);
    expect((await call(employer.cookie, 'DELETE', `/api/employer/jobs/${job.id}`)).status).toBe(204);
    expect(await queued()).toBe(false);
    // Gone from the index too, not only skipped by each read: its tally is out of the queue's partition.
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: { PK: `REPORT#${job.id}`, SK: 'TALLY' } }),
    );
    expect(Item?.GSI1PK).toBeUndefined();
    expect(Item?.openReports).toBe(1);
  });

  it("are in the reporter's export, and stay with the job, unlinked from them, when they delete their account", async () => {
    const job = await post({ ...gulfJob({ kind: 'direct' }), title: `Left ${RUN}` });
    expect((await approve(job.id)).status).toBe(200);
    const leaver = await person('leaver');
    const sent = await call(leaver.cookie, 'POST', `/api/jobs/${job.id}/reports`, {
      body: { reason: 'other', details: 'The number is not theirs' },
      ip: address(7),
    });
    expect(sent.status).toBe(201);
    await expect
      .poll(async () => (await exportOf(leaver.id)).reports)
      .toEqual([
        {
          jobId: job.id,
          reason: 'other',
          details: 'The number is not theirs',
          at: expect.any(String),
          status: 'open',
          decision: null,
          decidedAt: null,
        },
      ]);
    expect((await exportOf(reporter.id)).reports.map((report) => report.jobId)).not.toContain(job.id);

    const deleted = await call(leaver.cookie, 'DELETE', '/api/account?confirm=DELETE');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.reportsUnlinked).toBe(1);
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: { PK: `REPORT#${job.id}`, SK: `BY#user:${leaver.id}` } }),
    );
    expect(Item).toMatchObject({ reason: 'other', status: 'open' });
    expect(Item?.userId).toBeUndefined();
    expect(Item?.GSI2PK).toBeUndefined();
    await expect.poll(() => reportsBy(leaver.id)).toEqual([]);
    // Still the operator's to decide, as sent signed in; its outcome e-mails nobody.
    const queue = await call(admin, 'GET', '/api/admin/reports?limit=100');
    const item = queue.body.items?.find((i) => i.job.id === job.id);
    expect(item?.reports).toEqual([expect.objectContaining({ reason: 'other', signedIn: true })]);
    const decided = await call(admin, 'POST', `/api/admin/reports/${job.id}/decision`, {
      body: { decision: 'dismiss', reason: 'Not enough to go on' },
    });
    expect(decided.body).toEqual({ decided: 1 });
    expect(await mailsTo(`leaver.${RUN}@example.pk`)).toEqual([]);
  });

  it("sent before the reporter index are put on it by the operator's reindex-reports pass", async () => {
    const old = await person('old');
    const at = new Date().toISOString();
    const jobId = `old-${RUN}`;
    // As putReport wrote a signed-in report before the index: no GSI2 keys.
    await dynamo.send(
      new PutCommand({
        TableName: config.TABLE_NAME,
        Item: {
          PK: `REPORT#${jobId}`,
          SK: `BY#user:${old.id}`,
          entity: 'report',
          id: `r-${RUN}`,
          jobId,
          person: `user:${old.id}`,
          userId: old.id,
          reason: 'spam',
          at,
          status: 'open',
        },
      }),
    );
    expect(await reportsBy(old.id)).toEqual([]);
    expect(await reindexReports()).toBeGreaterThanOrEqual(1);
    expect((await reportsBy(old.id)).map((report) => report.jobId)).toEqual([jobId]);
    expect(await reindexReports()).toBe(0);
  });

  it('answers 404 for a missing or non-public job', async () => {
    const pending = await post({ ...gulfJob({ kind: 'direct' }), title: `Pending ${RUN}` });
    const body = { reason: 'other' };
    expect((await call(null, 'POST', `/api/jobs/${pending.id}/reports`, { body, ip: address(3) })).status).toBe(404);
    expect((await call(null, 'POST', `/api/jobs/missing-${RUN}/reports`, { body, ip: address(3) })).status).toBe(404);
  });

  it("refuses a person's reports past the day's cap with 429 and Retry-After", async () => {
    const job = await post({ ...gulfJob({ kind: 'direct' }), title: `Capped ${RUN}` });
    expect((await approve(job.id)).status).toBe(200);
    const ip = address(4);
    const { day, endsAt } = pakistanDay();
    for (let i = 0; i < REPORTS_PER_PERSON_PER_DAY; i++)
      await takeOne(`ALLOWANCE#reports#ip:${addressHash(ip)}#${day}`, REPORTS_PER_PERSON_PER_DAY, endsAt);
    const refused = await call(null, 'POST', `/api/jobs/${job.id}/reports`, { body: { reason: 'other' }, ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(API_MESSAGES.reportsFull);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
