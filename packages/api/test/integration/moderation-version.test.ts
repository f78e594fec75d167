import { API_MESSAGES, type EmployerJob } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { config } from '../../src/config.ts';
import { COMPANY_SAVES_PER_DAY } from '../../src/employers/company-saves.ts';
import { purgeJob } from '../../src/jobs/store/jobs.ts';
import { refusal } from '../http.ts';
import { startApi } from './server.ts';
import { tallyStatuses } from './tally.ts';

/**
 * Issue 28 on DynamoDB Local, through the local adapter (each route held to its declared grant): the
 * operator decides on the version of a job they read, conditionally in the decision's own write, and
 * an employer's company saves are limited.
 */
const RUN = `mv${Date.now().toString(36)}`;
let api: Awaited<ReturnType<typeof startApi>>;
const made = new Set<string>();
let admin: string;
let employer: string;

async function person(name: string): Promise<{ id: string; cookie: string }> {
  const id = `emp-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}.${RUN}@example.pk` });
  const token = `${name}${RUN}`.padEnd(43, 'x').slice(0, 43);
  await createSession('seeker', id, hashToken(token));
  return { id, cookie: `mj_session=${token}` };
}

async function call(cookie: string, method: string, path: string, body?: unknown, version?: string) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      cookie,
      ...(method === 'GET' ? {} : { origin: config.SITE_ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
    headers: res.headers,
  };
}

const company = (name: string) => ({ name, logo: null, website: null, city: 'lahore', about: null });
const jobInput = (description: string) => ({
  title: `Loom operator ${RUN}`,
  description,
  location: 'Faisalabad, Pakistan',
  jobType: 'full-time',
  salaryMin: 40_000,
  salaryMax: 60_000,
  skills: ['Weaving'],
});

async function post(description: string): Promise<EmployerJob> {
  const res = await call(employer, 'POST', '/api/employer/jobs', jobInput(description));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made.add(String(res.body.id));
  return res.body as unknown as EmployerJob;
}

/** The job as the Moderation tab shows it: its version (updatedAt) is what the operator read. */
async function inQueue(id: string): Promise<{ updatedAt: string; description: string }> {
  const queue = await call(admin, 'GET', '/api/admin/moderation?limit=100');
  const item = (queue.body.items as Array<{ job: { id: string; updatedAt: string; description: string } }>).find(
    (i) => i.job.id === id,
  );
  if (!item) throw new Error(`job ${id} is not in the queue`);
  return item.job;
}
const storedJob = async (id: string) => (await call(employer, 'GET', `/api/employer/jobs/${id}`)).body;

beforeAll(async () => {
  api = await startApi();
  const token = `admin${RUN}`.padEnd(43, 'a');
  await createSession('admin', '03001234567', hashToken(token));
  admin = `mj_admin=${token}`;
  employer = (await person('loom')).cookie;
  expect((await call(employer, 'PUT', '/api/employer/company', company(`Loom Works ${RUN}`))).status).toBe(200);
});

afterAll(async () => {
  for (const id of made) await purgeJob(id);
  await api?.close();
});

describe('the operator decides on the version they read', () => {
  it('refuses a decision on a version the employer edited since (412); the edit stays pending; the new version passes', async () => {
    const job = await post('Day shift, paid overtime.');
    const read = await inQueue(job.id);
    const edited = await call(
      employer,
      'PUT',
      `/api/employer/jobs/${job.id}`,
      jobInput('Night shift.'),
      read.updatedAt,
    );
    expect(edited.status).toBe(200);

    expect(await call(admin, 'POST', `/api/admin/jobs/${job.id}/approve`)).toMatchObject({
      status: 428,
      body: { message: API_MESSAGES.reviewedVersionRequired },
    });
    const stale = await call(admin, 'POST', `/api/admin/jobs/${job.id}/approve`, undefined, read.updatedAt);
    expect([stale.status, stale.body]).toEqual([412, refusal(API_MESSAGES.jobChanged)]);
    const staleReject = await call(admin, 'POST', `/api/admin/jobs/${job.id}/reject`, { reason: 'No' }, read.updatedAt);
    expect(staleReject.status).toBe(412);
    expect(await storedJob(job.id)).toMatchObject({ status: 'pending', description: 'Night shift.' });

    const now = await inQueue(job.id);
    expect(now.description).toBe('Night shift.');
    const approved = await call(admin, 'POST', `/api/admin/jobs/${job.id}/approve`, undefined, now.updatedAt);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', description: 'Night shift.' });
  });

  it('approves exactly the text read when an employer edit races the approval', async () => {
    for (let round = 0; round < 3; round++) {
      const job = await post(`Round ${round}: as read.`);
      const read = await inQueue(job.id);
      const [approval, edit] = await Promise.all([
        call(admin, 'POST', `/api/admin/jobs/${job.id}/approve`, undefined, read.updatedAt),
        call(employer, 'PUT', `/api/employer/jobs/${job.id}`, jobInput(`Round ${round}: edited.`), read.updatedAt),
      ]);
      // One of the two writes on the same version wins; the other is refused, never both applied.
      const stored = await storedJob(job.id);
      if (approval.status === 200) {
        expect([409, 412]).toContain(edit.status);
        expect(stored).toMatchObject({ status: 'approved', description: read.description });
      } else {
        expect([approval.status, edit.status]).toEqual([412, 200]);
        expect(stored).toMatchObject({ status: 'pending', description: `Round ${round}: edited.` });
      }
    }
  });
});

describe('company saves', () => {
  it(`are limited to ${COMPANY_SAVES_PER_DAY} a day per employer: then 429 with Retry-After, and nothing saved`, async () => {
    const busy = await person('busy');
    const answers = [];
    for (let i = 0; i <= COMPANY_SAVES_PER_DAY; i++)
      answers.push(await call(busy.cookie, 'PUT', '/api/employer/company', company(`Busy ${i} ${RUN}`)));
    expect(tallyStatuses(answers)).toEqual({ 200: COMPANY_SAVES_PER_DAY, 429: 1 });
    const refused = answers.at(-1);
    expect(refused?.body).toEqual(refusal(API_MESSAGES.companySavesFull));
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const me = await call(busy.cookie, 'GET', '/api/auth/user');
    expect((me.body.company as { name: string }).name).toBe(`Busy ${COMPANY_SAVES_PER_DAY - 1} ${RUN}`);
  });
});
