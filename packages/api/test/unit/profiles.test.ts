import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, VALIDATION } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { handler as addCv } from '../../src/handlers/add-profile-cv.ts';
import { handler as createApplication } from '../../src/handlers/create-application.ts';
import { handler as deleteAccount } from '../../src/handlers/delete-account.ts';
import { handler as deleteCv } from '../../src/handlers/delete-profile-cv.ts';
import { handler as exportProfile } from '../../src/handlers/export-profile.ts';
import { handler as getProfile } from '../../src/handlers/get-profile.ts';
import { handler as updateProfile } from '../../src/handlers/update-profile.ts';
import { handler as updateCv } from '../../src/handlers/update-profile-cv.ts';
import { aJob, aVerifiedCv } from '../fixtures.ts';
import { invoke, refusal } from '../http.ts';
import { ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID, SEEKER_TOKEN, seekerCookie } from '../sessions.ts';

const UPLOAD_ID = 'p'.repeat(22);
const ME = `USER#${SEEKER_ID}`;
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const conditionFailed = () => Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });
const send = (handler: typeof getProfile, method: string, body?: unknown, extra: object = {}) =>
  invoke(handler, {
    method,
    cookies: [seekerCookie],
    headers: jsonWrite,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...extra,
  });

const FIELDS = {
  fullName: 'Ayesha Khan',
  contactNumber: '+923001112233',
  whatsappNumber: '+923001112233',
  email: 'ayesha@example.pk',
};
const savedCvItem = {
  PK: ME,
  SK: 'CV#cv-1',
  id: 'cv-1',
  userId: SEEKER_ID,
  uploadId: UPLOAD_ID,
  name: 'Welding CV',
  objectPath: `/objects/uploads/${UPLOAD_ID}`,
  contentType: 'application/pdf',
  size: 10,
  addedAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};
const mockProfile = (item: object) =>
  ddb
    .on(GetCommand, { Key: { PK: ME, SK: 'SEEKERPROFILE' } })
    .resolves({ Item: { PK: ME, SK: 'SEEKERPROFILE', ...item } });

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(PutCommand).resolves({});
});

describe('GET /api/profile', () => {
  it("answers the caller's own empty profile, reading only their own partition", async () => {
    const res = await send(getProfile, 'GET');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profile: { fullName: null, skills: [], defaultCvId: null },
      cvs: [],
      completeness: { percent: 0 },
      canApplyInOneTap: false,
      missingForOneTap: ['fullName', 'contactNumber', 'whatsappNumber', 'email', 'cv'],
    });
    const keys = [
      ...ddb.commandCalls(GetCommand).map((c) => String(c.args[0].input.Key?.PK)),
      ...ddb.commandCalls(QueryCommand).map((c) => String(c.args[0].input.ExpressionAttributeValues?.[':pk'])),
    ].filter((pk) => !pk.startsWith('SESSION#'));
    expect(new Set(keys)).toEqual(new Set([ME]));
  });

  it('answers 401 signed out, and an admin session is not a seeker', async () => {
    expect((await invoke(getProfile, {})).status).toBe(401);
    expect((await invoke(getProfile, { cookies: [adminCookie] })).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it("saves the fields sent, on condition that the caller's account is there, and clears null ones", async () => {
    mockProfile({ ...FIELDS, city: 'Lahore' });

    const res = await send(updateProfile, 'PATCH', { fullName: 'Ayesha Khan', headline: null });

    expect(res.status).toBe(200);
    const [account, update] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(account?.ConditionCheck).toMatchObject({
      Key: { PK: ME, SK: 'PROFILE' },
      ConditionExpression: 'attribute_exists(PK)',
    });
    expect(update?.Update?.Key).toEqual({ PK: ME, SK: 'SEEKERPROFILE' });
    expect(update?.Update?.UpdateExpression).toMatch(/^SET .*#f0 = :f0.* REMOVE #f1$/);
    expect(update?.Update?.ExpressionAttributeNames).toMatchObject({ '#f0': 'fullName', '#f1': 'headline' });
    expect(res.body).toMatchObject({ profile: { city: 'Lahore' }, completeness: { percent: expect.any(Number) } });
  });

  it("answers 400 with the spec's message for a bad number, and a range that ends before it starts", async () => {
    const phone = await send(updateProfile, 'PATCH', { contactNumber: '03001234567x' });
    expect(phone).toMatchObject({ status: 400, body: refusal(VALIDATION.application.contactNumber) });
    const range = await send(updateProfile, 'PATCH', {
      workHistory: [{ title: 'Cook', company: 'Hotel', from: '2024-05', to: '2023-01' }],
    });
    expect(range).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'workHistory.0.to', ...refusal(VALIDATION.profile.endBeforeStart) }] },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 404 when the account is gone', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    expect((await send(updateProfile, 'PATCH', { city: 'Lahore' })).status).toBe(404);
  });
});

describe('POST /api/profile/cvs', () => {
  it("refuses another person's upload as a missing one, and writes nothing", async () => {
    ddb.on(GetCommand, { Key: { PK: `UPLOAD#${UPLOAD_ID}`, SK: 'UPLOAD' } }).resolves({
      Item: aVerifiedCv(UPLOAD_ID, 'someone-else'),
    });

    const res = await send(addCv, 'POST', { cvPath: `/objects/uploads/${UPLOAD_ID}` });

    expect(res).toMatchObject({ status: 404, body: { message: API_MESSAGES.uploadNotFound } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 at 3 CVs: the count is a condition of the same transaction', async () => {
    ddb.on(GetCommand, { Key: { PK: `UPLOAD#${UPLOAD_ID}`, SK: 'UPLOAD' } }).resolves({
      Item: aVerifiedCv(UPLOAD_ID, SEEKER_ID),
    });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));

    const res = await send(addCv, 'POST', { cvPath: `/objects/uploads/${UPLOAD_ID}`, name: 'Welding' });

    expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.profileCvsFull } });
    const [, put, count] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(put?.Put?.Item).toMatchObject({ PK: ME, uploadId: UPLOAD_ID, name: 'Welding' });
    expect(count?.Update).toMatchObject({
      Key: { PK: ME, SK: 'SEEKERPROFILE' },
      ConditionExpression: 'attribute_not_exists(cvCount) OR cvCount < :max',
      ExpressionAttributeValues: expect.objectContaining({ ':max': 3 }),
    });
  });
});

describe('PATCH /api/profile/cvs/{id}', () => {
  it('answers 400 with nothing to change, and 404 for a CV that is not the caller’s', async () => {
    const empty = await send(updateCv, 'PATCH', {}, { params: { id: 'cv-1' } });
    expect(empty).toMatchObject({ status: 400, body: refusal(VALIDATION.profile.nothingToChange) });
    const other = await send(updateCv, 'PATCH', { name: 'Mine now' }, { params: { id: 'cv-of-someone' } });
    expect(other).toMatchObject({ status: 404, body: { message: API_MESSAGES.profileCvNotFound } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('renames and makes default in one transaction, on the file it read', async () => {
    ddb.on(GetCommand, { Key: { PK: ME, SK: 'CV#cv-1' } }).resolves({ Item: savedCvItem });
    mockProfile({ defaultCvId: 'cv-1' });

    const res = await send(updateCv, 'PATCH', { name: 'Driving CV', isDefault: true }, { params: { id: 'cv-1' } });

    expect(res).toMatchObject({ status: 200, body: { id: 'cv-1', name: 'Driving CV', isDefault: true } });
    const [cv, profile] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(cv?.Update).toMatchObject({
      Key: { PK: ME, SK: 'CV#cv-1' },
      ConditionExpression: 'attribute_exists(PK) AND uploadId = :before',
    });
    expect(profile?.Update).toMatchObject({
      Key: { PK: ME, SK: 'SEEKERPROFILE' },
      UpdateExpression: 'SET defaultCvId = :id',
    });
  });
});

describe('DELETE /api/profile/cvs/{id}', () => {
  it("answers 404 for a CV that is not the caller's", async () => {
    const res = await send(deleteCv, 'DELETE', undefined, { params: { id: 'cv-of-someone' } });
    expect(res).toMatchObject({ status: 404, body: { message: API_MESSAGES.profileCvNotFound } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('POST /api/applications in one tap', () => {
  beforeEach(() => {
    ddb
      .on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } })
      .resolves({ Item: { ...aJob(), PK: 'JOB#job-1', SK: 'JOB', indexKeys: [] } });
    ddb.on(GetCommand, { Key: { PK: `UPLOAD#${UPLOAD_ID}`, SK: 'UPLOAD' } }).resolves({
      Item: aVerifiedCv(UPLOAD_ID, SEEKER_ID),
    });
    ddb.on(GetCommand, { Key: { PK: ME, SK: 'CV#cv-1' } }).resolves({ Item: savedCvItem });
  });
  const oneTap = () => send(createApplication, 'POST', { jobId: 'job-1', profileCvId: 'cv-1' });

  it('sends the name, numbers and e-mail of the profile with the saved CV, on condition that it still holds that file', async () => {
    mockProfile({ ...FIELDS, defaultCvId: 'cv-1' });

    const res = await oneTap();

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...FIELDS, jobId: 'job-1', userId: SEEKER_ID });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put?.Item).toMatchObject({ ...FIELDS, cvPath: `/objects/uploads/${UPLOAD_ID}` });
    expect(items.at(-1)?.ConditionCheck).toMatchObject({
      Key: { PK: ME, SK: 'CV#cv-1' },
      ConditionExpression: 'uploadId = :upload',
      ExpressionAttributeValues: { ':upload': UPLOAD_ID },
    });
  });

  it('answers 409 with what is missing when the profile cannot apply yet', async () => {
    mockProfile({ fullName: 'Ayesha Khan', email: 'ayesha@example.pk' });

    const res = await oneTap();

    expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.profileIncomplete } });
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['contactNumber', 'whatsappNumber']);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("answers 404 for a saved CV that is not the caller's, or was deleted as the application was written", async () => {
    mockProfile(FIELDS);
    const other = await send(createApplication, 'POST', { jobId: 'job-1', profileCvId: 'cv-2' });
    expect(other).toMatchObject({ status: 404, body: { message: API_MESSAGES.profileCvNotFound } });

    const codes = Array.from({ length: 10 }, () => 'None');
    ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: unknown[] }) => {
      throw cancelled(...codes.slice(0, input.TransactItems.length - 1), 'ConditionalCheckFailed');
    });
    expect(await oneTap()).toMatchObject({ status: 404, body: { message: API_MESSAGES.profileCvNotFound } });
  });

  it("keeps the spec's form and its messages", async () => {
    const res = await send(createApplication, 'POST', { jobId: 'job-1', fullName: '' });
    expect(res).toMatchObject({ status: 400, body: refusal(VALIDATION.application.fullName) });
  });
});

describe('GET /api/profile/export', () => {
  it('answers 429 with Retry-After past 5 a day, before reading anything', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());

    const res = await send(exportProfile, 'GET');

    expect(res).toMatchObject({ status: 429, body: { message: API_MESSAGES.exportQuota } });
    expect(Number(res.headers['Retry-After'])).toBeGreaterThan(0);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    const key = ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key?.PK;
    expect(key).toMatch(new RegExp(`^ALLOWANCE#export#${SEEKER_ID}#`));
  });

  it("answers the caller's data as a file to keep, whoever else the request names", async () => {
    const res = await send(exportProfile, 'GET', undefined, { query: { userId: 'someone-else', id: 'someone-else' } });
    expect(res.status).toBe(200);
    expect(res.headers['Content-Disposition']).toMatch(
      /^attachment; filename="modern-jobs-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.body).toMatchObject({ format: 'modern-jobs-export/1', applications: [], cvs: [] });
    const read = [
      ...ddb.commandCalls(GetCommand).map((c) => JSON.stringify(c.args[0].input.Key)),
      ...ddb.commandCalls(QueryCommand).map((c) => JSON.stringify(c.args[0].input.ExpressionAttributeValues)),
    ];
    expect(read.join()).not.toContain('someone-else');
    expect(read.filter((keys) => keys.includes(SEEKER_ID)).length).toBeGreaterThanOrEqual(6);
  });
});

describe('DELETE /api/account', () => {
  const remove = (query?: Record<string, string>, cookies = [seekerCookie]) =>
    invoke(deleteAccount, {
      method: 'DELETE',
      cookies,
      headers: { origin: jsonWrite.origin },
      ...(query ? { query } : {}),
    });

  it('asks for the typed word, and touches nothing without it', async () => {
    const res = await remove();
    expect(res).toMatchObject({ status: 400, body: refusal(VALIDATION.profile.deleteConfirmation) });
    expect(await remove({ confirm: 'yes' })).toMatchObject({ status: 400 });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 while the wallet holds money, until the person gives it up', async () => {
    ddb.on(GetCommand, { Key: { PK: ME, SK: 'PROFILE' } }).resolves({ Item: { PK: ME, walletPaisa: 50_000 } });

    const res = await remove({ confirm: 'DELETE' });

    expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.deleteWalletBalance } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    const given = await remove({ confirm: 'DELETE', giveUpWallet: 'true' });
    expect(given.status).toBe(200);
    expect(given.cookies.join(';')).toMatch(/Max-Age=0/);
    // The caller's own session goes by its key, and the account last of its partition.
    const deleted = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.PK);
    expect(deleted).toContain(`SESSION#${hashToken(SEEKER_TOKEN)}`);
    expect(deleted).toContain(ME);
  });

  it('answers 409 for the only admin, signed in as one too', async () => {
    ddb.on(QueryCommand, { IndexName: 'GSI1', ExpressionAttributeValues: { ':admins': 'USERS#admin' } }).resolves({
      Count: 1,
    });
    const res = await remove({ confirm: 'DELETE' }, [seekerCookie, adminCookie]);
    expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.deleteOnlyAdmin } });
  });

  it('answers 429 past 5 tries a day', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    const res = await remove({ confirm: 'DELETE' });
    expect(res).toMatchObject({ status: 429, body: { message: API_MESSAGES.deleteQuota } });
  });
});
