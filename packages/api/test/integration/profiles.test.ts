import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ANONYMIZED_APPLICANT, API_MESSAGES, PROFILE_LIMITS } from '@modern-jobs/domain';
import { ROUTES } from '@modern-jobs/domain/routes';
import { ANONYMIZE_APPLICATIONS } from '@modern-jobs/domain/workers';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminsCountedToTwo } from '../../src/accounts/store/admins.ts';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser, getUser, saveCompany } from '../../src/accounts/store/users.ts';
import { createAlert } from '../../src/alerts/store/alerts.ts';
import {
  createApplication,
  getApplication,
  listJobApplications,
  RefusedAlongsideError,
} from '../../src/applications/store/applications.ts';
import { dueForAnonymizing } from '../../src/applications/store/retention.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { createUpload, getUpload, markVerified } from '../../src/files/store/uploads.ts';
import { getStoredJob, saveJob } from '../../src/jobs/store/jobs.ts';
import { saveJobFor } from '../../src/jobs/store/saved-jobs.ts';
import { enforceDeclaredAccess, runAsRoute } from '../../src/local/grants.ts';
import { deleteAccount, refusalOf } from '../../src/personal-data/delete-account.ts';
import { exportOf } from '../../src/personal-data/export.ts';
import { addSavedCv, changeSavedCv, deleteSavedCv, savedCvs } from '../../src/profiles/cvs.ts';
import { oneTapApplication } from '../../src/profiles/one-tap.ts';
import {
  addCv,
  CvsFullError,
  getProfile,
  listStoredCvs,
  NoAccountError,
  saveProfile,
} from '../../src/profiles/store/profiles.ts';
import { pakistanDay, takeOne } from '../../src/storage/allowance.ts';
import { newId } from '../../src/storage/ids.ts';
import { postEntry } from '../../src/wallet/store/ledger.ts';
import { anonymizeApplications } from '../../src/workers/anonymize-applications.ts';
import { aJob } from '../fixtures.ts';
import { jobToApplyTo } from './job-to-apply-to.ts';

/** S3 is not what these tests are about: its deletes are recorded, and presigning needs no server. */
const s3 = mockClient(S3Client);
const TableName = config.TABLE_NAME;
const RUN = Date.now().toString(36);
let people = 0;

beforeEach(() => {
  s3.reset();
  s3.on(DeleteObjectCommand).resolves({});
});
afterAll(() => s3.restore());

async function newSeeker(name = 'amina') {
  const id = `int-profile-${RUN}-${++people}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}${people}@example.pk` });
  return id;
}

/** A CV the seeker uploaded and the API checked, as PUT /api/cv-uploads leaves it. */
async function verifiedCv(owner: string) {
  const id = newId();
  await createUpload({ id, key: `uploads/${id}`, purpose: 'cv', owner, contentType: 'application/pdf', size: 1234 });
  await markVerified(id);
  return `/objects/uploads/${id}`;
}

const FIELDS = {
  fullName: 'Amina Khan',
  contactNumber: '+923001234567',
  whatsappNumber: '+923001234567',
  email: 'amina@example.pk',
} as const;

const deletedKeys = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

describe('the profile on DynamoDB Local', () => {
  it('saves a half-filled profile field by field, clears with null, and refuses a deleted account', async () => {
    const seeker = await newSeeker();
    expect((await getProfile(seeker)).profile.fullName).toBeNull();

    await saveProfile(seeker, { fullName: 'Amina Khan', skills: ['Welding'] });
    const saved = await saveProfile(seeker, { city: 'Lahore', skills: null });
    expect(saved).toMatchObject({ fullName: 'Amina Khan', city: 'Lahore', skills: [] });

    await expect(saveProfile(`int-profile-${RUN}-nobody`, { city: 'Lahore' })).rejects.toBeInstanceOf(NoAccountError);
  });
});

describe('saved CVs on DynamoDB Local', () => {
  it('keeps at most 3, even when 5 arrive at once, and the first is the default', async () => {
    const seeker = await newSeeker();
    const paths = await Promise.all(Array.from({ length: 5 }, () => verifiedCv(seeker)));
    const results = await Promise.allSettled(
      paths.map((path, i) =>
        addCv(
          {
            id: newId(),
            userId: seeker,
            name: `CV ${i}`,
            uploadId: path.split('/').pop() ?? '',
            objectPath: path,
            contentType: 'application/pdf',
            size: 1234,
          },
          false,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PROFILE_LIMITS.cvs);
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(CvsFullError);
    const cvs = await savedCvs(seeker);
    expect(cvs).toHaveLength(3);
    expect(cvs.filter((cv) => cv.isDefault)).toHaveLength(1);
    expect((await getProfile(seeker, true)).cvCount).toBe(3);

    // A fourth through the service is a 409 with the message.
    await expect(addSavedCv(seeker, { cvPath: await verifiedCv(seeker) })).rejects.toMatchObject({
      statusCode: 409,
      message: API_MESSAGES.profileCvsFull,
    });
  });

  it("refuses another person's upload as missing, and the same file twice", async () => {
    const [amina, bilal] = [await newSeeker(), await newSeeker('bilal')];
    const hers = await verifiedCv(amina);
    await expect(addSavedCv(bilal, { cvPath: hers })).rejects.toMatchObject({
      statusCode: 404,
      message: API_MESSAGES.uploadNotFound,
    });
    await addSavedCv(amina, { cvPath: hers });
    await expect(addSavedCv(amina, { cvPath: hers })).rejects.toMatchObject({ statusCode: 409 });
    expect(await listStoredCvs(bilal)).toEqual([]);
  });

  it('moves the default: made default, renamed, and to the oldest left when the default is deleted', async () => {
    const seeker = await newSeeker();
    const first = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker), name: 'Welding' });
    const second = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker), name: 'Driving' });
    const third = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker), name: 'Office' });
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    const made = await changeSavedCv(seeker, third.id, { isDefault: true, name: 'Office work' });
    expect(made).toMatchObject({ isDefault: true, name: 'Office work' });
    expect((await savedCvs(seeker))[0]?.id).toBe(third.id);

    await deleteSavedCv(seeker, third.id);
    const left = await savedCvs(seeker);
    expect(left.map((cv) => [cv.id, cv.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    await deleteSavedCv(seeker, first.id);
    await deleteSavedCv(seeker, second.id);
    expect(await getProfile(seeker, true)).toMatchObject({ cvCount: 0, profile: { defaultCvId: null } });
    await expect(deleteSavedCv(seeker, second.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('one-tap apply and the CV an application keeps', () => {
  it('sends the profile and the saved CV; deleting the CV then keeps the file the employer received', async () => {
    const seeker = await newSeeker();
    const jobId = `int-onetap-${RUN}`;
    await jobToApplyTo(jobId, 'Welder');
    const cv = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker) });
    const unused = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker) });

    await expect(oneTapApplication(seeker, { jobId, profileCvId: cv.id })).rejects.toMatchObject({
      statusCode: 409,
      message: API_MESSAGES.profileIncomplete,
    });
    await saveProfile(seeker, FIELDS);
    const { submit, alongside } = await oneTapApplication(seeker, { jobId, profileCvId: cv.id });
    expect(submit).toEqual({ jobId, ...FIELDS, cvPath: cv.objectPath });
    const application = await createApplication(
      { ...submit, userId: seeker, jobTitle: 'Welder' },
      new Date(),
      undefined,
      alongside,
    );

    await deleteSavedCv(seeker, cv.id);
    // The application's file stays, with its upload record; the one sent nowhere goes.
    expect(deletedKeys()).toEqual([]);
    expect(await getUpload(cv.objectPath.split('/').pop() ?? '')).toMatchObject({ verified: true });
    expect((await getApplication(application.id))?.cvPath).toBe(cv.objectPath);
    await deleteSavedCv(seeker, unused.id);
    expect(deletedKeys()).toEqual([unused.objectPath.replace('/objects/', '')]);
  });

  it('replaces a saved CV’s file: the old file goes if nothing was sent with it, stays if something was', async () => {
    const seeker = await newSeeker();
    const jobId = `int-replace-${RUN}`;
    await jobToApplyTo(jobId, 'Tailor');
    const cv = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker), name: 'Tailoring' });
    const first = cv.objectPath;

    const second = await verifiedCv(seeker);
    const replaced = await changeSavedCv(seeker, cv.id, { cvPath: second });
    expect(replaced).toMatchObject({ id: cv.id, name: 'Tailoring', objectPath: second, isDefault: true });
    expect(deletedKeys()).toEqual([first.replace('/objects/', '')]);

    await createApplication({ jobId, ...FIELDS, cvPath: second, userId: seeker, jobTitle: 'Tailor' });
    await changeSavedCv(seeker, cv.id, { cvPath: await verifiedCv(seeker) });
    // Sent with an application: kept for its employer.
    expect(deletedKeys()).toEqual([first.replace('/objects/', '')]);
    await expect(changeSavedCv(seeker, cv.id, { cvPath: second })).resolves.toMatchObject({ objectPath: second });
  });

  it('refuses one tap with a CV deleted between the read and the write', async () => {
    const seeker = await newSeeker();
    const jobId = `int-onetap-race-${RUN}`;
    await jobToApplyTo(jobId, 'Driver');
    await saveProfile(seeker, FIELDS);
    const cv = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker) });
    const { submit, alongside } = await oneTapApplication(seeker, { jobId, profileCvId: cv.id });
    await deleteSavedCv(seeker, cv.id);

    await expect(
      createApplication({ ...submit, userId: seeker, jobTitle: 'Driver' }, new Date(), undefined, alongside),
    ).rejects.toBeInstanceOf(RefusedAlongsideError);
  });
});

describe('the export', () => {
  it("holds the person's own data: profile, CVs with links, applications, saved jobs, alerts, wallet, sign-ins", async () => {
    const [seeker, other] = [await newSeeker(), await newSeeker('bilal')];
    const jobId = `int-export-${RUN}`;
    await jobToApplyTo(jobId, 'Electrician');
    await saveProfile(seeker, { ...FIELDS, headline: 'Electrician, 5 years' });
    const cv = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker), name: 'My CV' });
    await createApplication({ jobId, ...FIELDS, cvPath: cv.objectPath, userId: seeker, jobTitle: 'Electrician' });
    await createApplication({
      jobId,
      ...FIELDS,
      fullName: 'Bilal',
      cvPath: await verifiedCv(other),
      userId: other,
      jobTitle: 'Electrician',
    });
    await saveJobFor(seeker, aJob({ id: jobId, title: 'Electrician' }));
    await createAlert(seeker, { name: 'Electricians', criteria: { q: 'electrician' }, frequency: 'daily' }, 'en');
    await postEntry({ userId: seeker, type: 'adjustment', amountPaisa: 50_000, reference: 't', description: 'test' });
    await createSession('seeker', seeker, `hash-${RUN}-${people}`);

    const data = await exportOf(seeker);

    expect(data.format).toBe('modern-jobs-export/1');
    expect(data.account).toMatchObject({ id: seeker });
    expect(data.profile).toMatchObject({ headline: 'Electrician, 5 years', defaultCvId: cv.id });
    expect(data.cvs).toEqual([expect.objectContaining({ id: cv.id, name: 'My CV', isDefault: true })]);
    expect(data.cvs[0]?.download).toContain('X-Amz-Expires=300');
    expect(data.applications).toEqual([
      expect.objectContaining({
        jobId,
        fullName: 'Amina Khan',
        cv: expect.objectContaining({ objectPath: cv.objectPath }),
      }),
    ]);
    expect(data.savedJobs.map((s) => s.jobId)).toEqual([jobId]);
    expect(data.alerts.map((a) => a.name)).toEqual(['Electricians']);
    expect(data.wallet).toMatchObject({
      balance: '500.00',
      entries: [expect.objectContaining({ amountPaisa: 50_000 })],
    });
    expect(data.signIns).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Bilal');
    expect(text).not.toContain('tokenHash');
  });
});

describe('deleting an account', () => {
  it('is refused with the reason: money in the wallet not given up, open jobs, the only admin', async () => {
    const seeker = await newSeeker();
    await postEntry({ userId: seeker, type: 'adjustment', amountPaisa: 100, reference: 't', description: 'test' });
    const person = { userId: seeker, isEmployer: false, isAdmin: false, giveUpWallet: false };
    expect(await refusalOf(person)).toBe(API_MESSAGES.deleteWalletBalance);
    expect(await refusalOf({ ...person, giveUpWallet: true })).toBeNull();

    const employer = await newSeeker('hamza');
    await saveCompany(employer, {
      name: 'Hamza Steel',
      city: 'lahore',
      website: null,
      about: null,
      logo: null,
    } as never);
    const asEmployer = { userId: employer, isEmployer: true, isAdmin: false, giveUpWallet: false };
    expect(await refusalOf(asEmployer)).toBeNull();
    const job = aJob({ id: `int-open-job-${RUN}`, applicationDeadline: null });
    await saveJob({ ...job, ownerId: employer }, null);
    expect(await refusalOf(asEmployer)).toBe(API_MESSAGES.deleteOpenJobs);
    // Closed (its deadline passed), it no longer holds the deletion back.
    const stored = await getStoredJob(job.id);
    await saveJob({ ...job, ownerId: employer, applicationDeadline: '2020-01-01' }, stored);
    expect(await refusalOf(asEmployer)).toBeNull();

    // Counted to two: with no admin listed, or one, a signed-in admin is the only one.
    const admins = await adminsCountedToTwo();
    expect(await refusalOf({ ...person, giveUpWallet: true, isAdmin: true })).toBe(
      admins < 2 ? API_MESSAGES.deleteOnlyAdmin : null,
    );
  });

  it('deletes everything under the person, ends their sessions, keeps applications for the employer until anonymized', async () => {
    const seeker = await newSeeker();
    const recent = `int-del-recent-${RUN}`;
    const old = `int-del-old-${RUN}`;
    await jobToApplyTo(recent, 'Cook');
    await jobToApplyTo(old, 'Baker');
    await saveProfile(seeker, FIELDS);
    const sent = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker) });
    const unsent = await addSavedCv(seeker, { cvPath: await verifiedCv(seeker) });
    const oldCv = await verifiedCv(seeker);
    const kept = await createApplication({
      jobId: recent,
      ...FIELDS,
      cvPath: sent.objectPath,
      userId: seeker,
      jobTitle: 'Cook',
    });
    const past = await createApplication(
      { jobId: old, ...FIELDS, cvPath: oldCv, userId: seeker, jobTitle: 'Baker' },
      new Date(Date.now() - 200 * 86_400_000),
    );
    await saveJobFor(seeker, aJob({ id: recent }));
    await createAlert(seeker, { name: 'Cooks', criteria: { q: 'cook' }, frequency: 'daily' }, 'en');
    await postEntry({ userId: seeker, type: 'adjustment', amountPaisa: 100, reference: 't', description: 'test' });
    await createSession('seeker', seeker, `hash-del-${RUN}`);

    const done = await deleteAccount(seeker);

    expect(done).toMatchObject({ applicationsAnonymized: 1, sessionsEnded: 1 });
    // Nothing is left under the person's partition.
    const { Items = [] } = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${seeker}` },
      }),
    );
    expect(Items).toEqual([]);
    expect(await getUser(seeker)).toBeNull();
    // The unsent CV and the anonymized application's CV are gone; the one the employer received stays.
    expect(deletedKeys().sort()).toEqual(
      [unsent.objectPath, oldCv].map((path) => path.replace('/objects/', '')).sort(),
    );
    // The recent application stays whole for its employer, off the person's list, under a new id, due
    // on its day; the old one is anonymized under a new id too. Neither old id answers.
    expect(await getApplication(kept.id)).toBeNull();
    expect(await getApplication(past.id)).toBeNull();
    const moved = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `DELETEDAPPS#${seeker}` },
      }),
    );
    expect(moved.Items).toHaveLength(1);
    const Item = moved.Items?.[0];
    expect(Item).toMatchObject({
      jobId: recent,
      fullName: 'Amina Khan',
      cvPath: sent.objectPath,
      status: 'submitted',
      appliedAt: kept.appliedAt,
    });
    const keptId = String(Item?.id);
    expect((await listJobApplications(recent, 10)).items.map((a) => a.id)).toEqual([keptId]);
    expect((await listJobApplications(old, 10)).items).toEqual([
      expect.objectContaining({ fullName: ANONYMIZED_APPLICANT, email: '', contactNumber: '', whatsappNumber: '' }),
    ]);

    // Signing in again is a new person with nothing: no profile, no CVs, no applications.
    await ensureUser({ id: seeker, issuer: 'int', subject: seeker, firstName: 'Amina', email: null });
    const again = await exportOf(seeker);
    expect([again.applications, again.cvs, again.savedJobs, again.alerts, again.wallet.entries]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);

    // Its retention day comes: anonymized, and its file goes.
    const day = String(Item?.retainUntil).slice(0, 10);
    expect((await dueForAnonymizing(day)).map((d) => d.applicationId)).toContain(keptId);
    s3.reset();
    s3.on(DeleteObjectCommand).resolves({});
    const until = Date.parse(String(Item?.retainUntil));
    // An hour before its retention ends, the worker leaves it whole; an hour after, it anonymizes it.
    await anonymizeApplications({ scheduledTime: new Date(until - 3_600_000).toISOString() });
    expect(await getApplication(keptId)).toMatchObject({ fullName: 'Amina Khan' });
    expect(deletedKeys()).toEqual([]);
    const run = await anonymizeApplications({ scheduledTime: new Date(until + 3_600_000).toISOString() });
    expect(run.anonymized).toBeGreaterThanOrEqual(1);
    expect(await getApplication(keptId)).toMatchObject({ fullName: ANONYMIZED_APPLICANT, cvPath: '' });
    expect(deletedKeys()).toEqual([sent.objectPath.replace('/objects/', '')]);
    expect(await dueForAnonymizing(day)).not.toContainEqual(expect.objectContaining({ applicationId: keptId }));

    // The same person, signed in again, may apply to the same job as anyone new may.
    const again2 = await createApplication({
      jobId: recent,
      ...FIELDS,
      cvPath: await verifiedCv(seeker),
      userId: seeker,
      jobTitle: 'Cook',
    });
    expect(again2.status).toBe('submitted');
  });
});

describe("each route's work within its declared data access", () => {
  const as = <T>(handler: string, fn: () => Promise<T>) => {
    const route = ROUTES.find((r) => r.handler === handler);
    if (!route) throw new Error(handler);
    return runAsRoute(route, fn);
  };

  it('passes its own grant, and a read-only route is refused a write', async () => {
    await enforceDeclaredAccess();
    const seeker = await newSeeker();
    const jobId = `int-grants-${RUN}`;
    await jobToApplyTo(jobId, 'Plumber');
    const path = await verifiedCv(seeker);

    await as('update-profile', () => saveProfile(seeker, FIELDS));
    await expect(as('get-profile', () => saveProfile(seeker, { city: 'Lahore' }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    const spareUpload = await verifiedCv(seeker);
    const cv = await as('add-profile-cv', () => addSavedCv(seeker, { cvPath: path }));
    const spare = await as('add-profile-cv', () => addSavedCv(seeker, { cvPath: spareUpload }));
    await as('update-profile-cv', () => changeSavedCv(seeker, spare.id, { name: 'Spare', isDefault: true }));
    await as('get-profile', () => Promise.all([getProfile(seeker), listStoredCvs(seeker)]));
    await as('list-profile-cvs', () => listStoredCvs(seeker));
    await as('create-application', async () => {
      const { submit, alongside } = await oneTapApplication(seeker, { jobId, profileCvId: cv.id });
      return createApplication({ ...submit, userId: seeker, jobTitle: 'Plumber' }, new Date(), undefined, alongside);
    });
    await as('delete-profile-cv', () => deleteSavedCv(seeker, spare.id));
    await as('export-profile', async () => {
      const { day, endsAt } = pakistanDay();
      expect(await takeOne(`ALLOWANCE#export#${seeker}#${day}`, 5, endsAt)).toBe(true);
      return exportOf(seeker);
    });
    await as('delete-account', async () => {
      expect(await refusalOf({ userId: seeker, isEmployer: false, isAdmin: false, giveUpWallet: false })).toBeNull();
      return deleteAccount(seeker);
    });
    expect(await getUser(seeker)).toBeNull();
    // The scheduled worker, as its own role, once the one-tap application's 180 days have passed.
    const later = new Date(Date.now() + 181 * 86_400_000).toISOString();
    const run = await runAsRoute(ANONYMIZE_APPLICATIONS, () => anonymizeApplications({ scheduledTime: later }));
    expect(run.anonymized).toBeGreaterThanOrEqual(1);
  });
});
