import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, LIMITS } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeLinks } from '../../src/alerts/unsubscribe-links.ts';
import { handler as create } from '../../src/handlers/create-alert.ts';
import { handler as remove } from '../../src/handlers/delete-alert.ts';
import { handler as list } from '../../src/handlers/list-alerts.ts';
import { handler as unsubscribe } from '../../src/handlers/unsubscribe.ts';
import { handler as update } from '../../src/handlers/update-alert.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const stored = (overrides = {}) => ({
  PK: `USER#${SEEKER_ID}`,
  SK: 'ALERT#a1',
  id: 'a1',
  userId: SEEKER_ID,
  locale: 'en',
  name: 'Nurse jobs in Lahore',
  criteria: { q: 'nurse', city: 'lahore' },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const post = (body: unknown) =>
  invoke(create, { method: 'POST', cookies: [seekerCookie], headers: jsonWrite, body: JSON.stringify(body) });
const patch = (id: string, body: unknown) =>
  invoke(update, {
    method: 'PATCH',
    cookies: [seekerCookie],
    headers: jsonWrite,
    params: { id },
    body: JSON.stringify(body),
  });
const items = () => ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(TransactWriteCommand).resolves({});
});

describe('POST /api/alerts', () => {
  const body = { name: 'Nurse jobs in Lahore', criteria: { q: 'Staff Nurse', city: 'lahore' }, frequency: 'daily' };

  it('saves the alert and counts it, in one transaction (the search engine takes it from the stream)', async () => {
    const res = await post(body);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Nurse jobs in Lahore', frequency: 'daily', paused: false });
    expect(res.body.userId).toBeUndefined();
    const [owner, count] = items();
    expect(owner?.Put?.Item).toMatchObject({ PK: `USER#${SEEKER_ID}`, SK: `ALERT#${res.body.id}`, locale: 'en' });
    expect(items()).toHaveLength(2);
    expect(count?.Update).toMatchObject({
      Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' },
      ExpressionAttributeNames: { '#count': 'alertCount' },
      ExpressionAttributeValues: { ':change': 1, ':max': LIMITS.alerts },
    });
  });

  it('writes its e-mails in the language of the page it was saved from', async () => {
    await invoke(create, {
      method: 'POST',
      cookies: [seekerCookie],
      headers: { ...jsonWrite, referer: 'http://localhost:5173/ur/?q=nurse' },
      body: JSON.stringify(body),
    });

    expect(items()[0]?.Put?.Item?.locale).toBe('ur');
  });

  it('answers 409 with a clear message at the cap', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));

    expect(await post(body)).toMatchObject({ status: 409, body: { message: API_MESSAGES.alertsFull } });
    expect(API_MESSAGES.alertsFull).toContain(String(LIMITS.alerts));
  });

  it.each([
    [{ ...body, criteria: {} }, API_MESSAGES.alertEmpty],
    [{ ...body, criteria: { q: '  the  ' } }, API_MESSAGES.alertEmpty],
    [{ ...body, name: ' ' }, 'Give the alert a name'],
    [{ ...body, frequency: 'hourly' }, 'Choose instant or daily'],
    [{ ...body, criteria: { city: 'paris' } }, undefined],
  ])('answers 400 for %o and writes nothing', async (bad, message) => {
    const res = await post(bad);

    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 401 signed out', async () => {
    const res = await invoke(create, { method: 'POST', headers: jsonWrite, body: JSON.stringify(body) });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/alerts', () => {
  it("answers the caller's alerts newest first, without what only storage keeps", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [stored(), stored({ id: 'a2', SK: 'ALERT#a2', createdAt: '2026-11-22T10:00:00.000Z' })],
    });

    const res = await invoke(list, { cookies: [seekerCookie] });

    expect(res.body.map((a: { id: string }) => a.id)).toEqual(['a2', 'a1']);
    expect(res.body[0]).not.toHaveProperty('userId');
    expect(res.body[0]).not.toHaveProperty('PK');
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': `USER#${SEEKER_ID}`,
      ':alert': 'ALERT#',
    });
  });
});

describe('PATCH /api/alerts/{id}', () => {
  const mockStored = (overrides = {}) =>
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'ALERT#a1' } }).resolves({ Item: stored(overrides) });

  it('pauses: the owner item says so and the matching entry goes, so no new job reads it', async () => {
    mockStored();

    const res = await patch('a1', { paused: true });

    expect(res).toMatchObject({ status: 200, body: { paused: true } });
    const [owner] = items();
    expect(owner?.Put).toMatchObject({
      Item: { paused: true },
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': '2026-11-20T10:00:00.000Z' },
    });
    expect(items()).toHaveLength(1);
  });

  it('resumes and renames: the alert is saved active, with the new name and frequency', async () => {
    mockStored({ paused: true });

    await patch('a1', { paused: false, name: 'Nurses', frequency: 'daily' });

    expect(items()[0]?.Put?.Item).toMatchObject({ paused: false, name: 'Nurses', frequency: 'daily' });
  });

  it("answers 404 for an alert that is not the caller's, and 409 when it changed meanwhile", async () => {
    expect(await patch('someone-elses', { paused: true })).toMatchObject({
      status: 404,
      body: { message: API_MESSAGES.alertNotFound },
    });

    mockStored();
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    expect((await patch('a1', { name: 'New' })).status).toBe(409);
  });

  it('answers 400 for a change of nothing, or of what it looks for', async () => {
    mockStored();
    expect((await patch('a1', {})).status).toBe(400);
    expect((await patch('a1', { criteria: { q: 'x' } })).status).toBe(400);
  });
});

describe('DELETE /api/alerts/{id}', () => {
  it('removes the alert and its count; one that is not there changes nothing', async () => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'ALERT#a1' } }).resolves({ Item: stored() });
    const del = (id: string) =>
      invoke(remove, {
        method: 'DELETE',
        cookies: [seekerCookie],
        headers: { origin: jsonWrite.origin },
        params: { id },
      });

    expect((await del('a1')).status).toBe(204);
    expect((await del('gone')).status).toBe(204);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const [owner, count] = items();
    expect(owner?.Delete?.Key).toEqual({ PK: `USER#${SEEKER_ID}`, SK: 'ALERT#a1' });
    expect(count?.Update).toMatchObject({
      ExpressionAttributeNames: { '#count': 'alertCount' },
      ExpressionAttributeValues: { ':change': -1 },
    });
  });
});

describe('POST /api/unsubscribe', () => {
  const linkQuery = (url: string) => Object.fromEntries(new URL(url).searchParams);
  const oneClick = (query: Record<string, string>) =>
    // As a mail client sends it: a form body, and no Origin of the site.
    invoke(unsubscribe, {
      method: 'POST',
      query,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it("pauses the link's alert without a sign-in, from a mail client's one-click POST", async () => {
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'ALERT#a1' } }).resolves({ Item: stored() });
    const links = unsubscribeLinks(SEEKER_ID, 'a1', 'en');

    const res = await oneClick(linkQuery(links.oneClick));

    expect(res).toMatchObject({
      status: 200,
      body: { scope: 'alert', kind: 'alert', alertName: 'Nurse jobs in Lahore' },
    });
    expect(items()[0]?.Put?.Item).toMatchObject({ id: 'a1', paused: true });
    expect(links.alertPage).toMatch(/^http:\/\/localhost:5173\/unsubscribe\?/);
    expect(unsubscribeLinks(SEEKER_ID, 'a1', 'ur').alertPage).toMatch(/\/ur\/unsubscribe\?/);
  });

  it('refuses a token moved to another user or alert, or made up, and changes nothing', async () => {
    const { u = '', a = '', t = '' } = linkQuery(unsubscribeLinks(SEEKER_ID, 'a1', 'en').oneClick);

    for (const query of [
      { u: 'user-other', a, t },
      { u, a: 'a2', t },
      { u, a: 'all', t },
      { u, a, t: `${t.slice(0, -2)}xx` },
    ]) {
      expect(await oneClick(query)).toMatchObject({ status: 403, body: { message: API_MESSAGES.unsubscribeInvalid } });
    }
    expect((await oneClick({ u, a })).status).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('stops all e-mail: every active alert paused and the address suppressed', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [stored(), stored({ id: 'a2', SK: 'ALERT#a2', paused: true })],
    });
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'ALERT#a1' } }).resolves({ Item: stored() });
    ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
      Item: { id: SEEKER_ID, email: 'Ayesha@Example.pk', walletBalance: '0.00', createdAt: 'x', firstName: null },
    });
    ddb.on(PutCommand).resolves({});

    const res = await oneClick(linkQuery(unsubscribeLinks(SEEKER_ID, 'all', 'en').oneClick));

    expect(res).toMatchObject({ status: 200, body: { scope: 'all' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      PK: 'SUPPRESS#ayesha@example.pk',
      reason: 'unsubscribe',
    });
  });
});
