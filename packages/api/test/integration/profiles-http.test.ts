import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { API_MESSAGES, PROFILE_LIMITS } from '@modern-jobs/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { config } from '../../src/config.ts';
import { createUpload, markVerified } from '../../src/files/store/uploads.ts';
import { purgeJob, saveJob } from '../../src/jobs/store/jobs.ts';
import { newId } from '../../src/storage/ids.ts';
import { aJob } from '../fixtures.ts';
import { startApi } from './server.ts';

/**
 * The profile routes over HTTP, through the local adapter (each handler held to its route's declared
 * grant): a person sees and changes only their own profile, CVs and data, whatever id they send. S3
 * is mocked (its deletes recorded): the files are not what this is about.
 */
const s3 = mockClient(S3Client);
const RUN = Date.now().toString(36);
const JOB = `http-profile-job-${RUN}`;
let api: Awaited<ReturnType<typeof startApi>>;

interface Person {
  id: string;
  cookie: string;
}
let tokens = 0;
async function person(name: string): Promise<Person> {
  const id = `http-profile-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}.${RUN}@example.pk` });
  const token = `${name}${RUN}${tokens++}`.padEnd(43, 'p').slice(0, 43);
  await createSession('seeker', id, hashToken(token));
  return { id, cookie: `mj_session=${token}` };
}

async function verifiedCv(owner: string) {
  const id = newId();
  await createUpload({ id, key: `uploads/${id}`, purpose: 'cv', owner, contentType: 'application/pdf', size: 999 });
  await markVerified(id);
  return `/objects/uploads/${id}`;
}

async function call(who: Person | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(method === 'GET' ? {} : { origin: config.SITE_ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers read field by field in the assertions
  const json: any = text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined;
  return { status: res.status, body: json, text, headers: res.headers };
}

const FIELDS = {
  fullName: 'Amina Khan',
  contactNumber: '+923001234567',
  whatsappNumber: '+923001234567',
  email: 'amina@example.pk',
};

let amina: Person;
let bilal: Person;

beforeAll(async () => {
  s3.on(DeleteObjectCommand).resolves({});
  api = await startApi();
  [amina, bilal] = [await person('amina'), await person('bilal')];
  await saveJob(aJob({ id: JOB, title: 'Profile Welder', applicationDeadline: null }), null);
});
afterAll(async () => {
  await purgeJob(JOB);
  await api?.close();
  s3.restore();
});

describe('profiles over HTTP', () => {
  it('keeps each person to their own profile, CVs and export, whatever id they send', async () => {
    expect((await call(amina, 'PATCH', '/api/profile', { ...FIELDS, headline: 'Welder, 6 years' })).status).toBe(200);
    const added = await call(amina, 'POST', '/api/profile/cvs', { cvPath: await verifiedCv(amina.id), name: 'Mine' });
    expect(added.status, added.text).toBe(201);
    const cvId: string = added.body.id;
    const mine = await call(amina, 'GET', '/api/profile');
    expect(mine.body).toMatchObject({ profile: { headline: 'Welder, 6 years' }, canApplyInOneTap: true });

    // Bilal: his own empty profile; Amina's CV by its id is missing for every verb; her upload too.
    const his = await call(bilal, 'GET', '/api/profile');
    expect(his.body).toMatchObject({ profile: { fullName: null }, cvs: [] });
    expect((await call(bilal, 'GET', '/api/profile/cvs')).body).toEqual([]);
    expect((await call(bilal, 'PATCH', `/api/profile/cvs/${cvId}`, { name: 'Taken' })).status).toBe(404);
    expect((await call(bilal, 'DELETE', `/api/profile/cvs/${cvId}`)).status).toBe(404);
    const hersAsHis = await call(bilal, 'POST', '/api/profile/cvs', { cvPath: added.body.objectPath });
    expect(hersAsHis).toMatchObject({ status: 404, body: { message: API_MESSAGES.uploadNotFound } });
    await call(bilal, 'PATCH', '/api/profile', { ...FIELDS, fullName: 'Bilal Ahmed', email: 'bilal@example.pk' });
    const oneTapWithHers = await call(bilal, 'POST', '/api/applications', { jobId: JOB, profileCvId: cvId });
    expect(oneTapWithHers).toMatchObject({ status: 404, body: { message: API_MESSAGES.profileCvNotFound } });
    const export_ = await call(bilal, 'GET', `/api/profile/export?userId=${amina.id}`);
    expect(export_.status).toBe(200);
    expect(export_.text).not.toContain('Amina');
    expect(export_.text).not.toContain(cvId);

    // Amina's CV is still hers, unchanged.
    expect((await call(amina, 'GET', '/api/profile/cvs')).body).toEqual([
      expect.objectContaining({ id: cvId, name: 'Mine', isDefault: true }),
    ]);
  });

  it('applies in one tap, keeps at most 3 CVs, and limits exports to 5 a day', async () => {
    const applied = await call(amina, 'POST', '/api/applications', {
      jobId: JOB,
      profileCvId: (await call(amina, 'GET', '/api/profile')).body.cvs[0].id,
    });
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body).toMatchObject({ ...FIELDS, jobId: JOB });
    const listed = await call(amina, 'GET', '/api/applications/user');
    expect(listed.body.map((a: { id: string }) => a.id)).toContain(applied.body.id);

    for (let i = 1; i < PROFILE_LIMITS.cvs; i++)
      expect((await call(amina, 'POST', '/api/profile/cvs', { cvPath: await verifiedCv(amina.id) })).status).toBe(201);
    const fourth = await call(amina, 'POST', '/api/profile/cvs', { cvPath: await verifiedCv(amina.id) });
    expect(fourth).toMatchObject({ status: 409, body: { message: API_MESSAGES.profileCvsFull } });

    const statuses: number[] = [];
    for (let i = 0; i < PROFILE_LIMITS.exportsPerDay + 1; i++)
      statuses.push((await call(amina, 'GET', '/api/profile/export')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('deletes the account with the typed word; its session ends with it', async () => {
    expect((await call(amina, 'DELETE', '/api/account')).status).toBe(400);
    const deleted = await call(amina, 'DELETE', '/api/account?confirm=DELETE');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, sessionsEnded: expect.any(Number) });
    expect((await call(amina, 'GET', '/api/profile')).status).toBe(401);
    // Bilal is untouched.
    expect((await call(bilal, 'GET', '/api/profile')).body.profile.fullName).toBe('Bilal Ahmed');
  });
});
