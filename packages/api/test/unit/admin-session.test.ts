import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/accounts/store/admins.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { handler as login } from '../../src/handlers/admin-login.ts';
import { handler as logout } from '../../src/handlers/admin-logout.ts';
import { handler as session } from '../../src/handlers/get-admin-session.ts';
import { invoke, refusal } from '../http.ts';
import { publishedWhile } from '../metrics.ts';
import { ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword('right-password');
});

const attempt = (password: string) =>
  invoke(login, { method: 'POST', headers: jsonWrite, body: JSON.stringify({ mobile: '03001234567', password }) });

describe('POST /api/admin/login', () => {
  const allowanceCalls = () =>
    ddb
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .filter((input) => String(input.Key?.PK).startsWith('ALLOWANCE#signin#'));
  const taken = () => allowanceCalls().filter((i) => i.UpdateExpression?.startsWith('ADD used :one'));
  const givenBack = () => allowanceCalls().filter((i) => i.UpdateExpression === 'ADD used :minusOne');
  const knownAdmin = () => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(GetCommand, { Key: { PK: 'ADMIN#03001234567', SK: 'ADMIN' } })
      .resolves({ Item: { mobile: '03001234567', passwordHash } });
    ddb.on(UpdateCommand).resolves({});
  };

  it('answers { success: true }, sets the admin cookie and a device cookie, gives its uses back and counts a sign-in', async () => {
    knownAdmin();

    const { result: res, totals, published } = await publishedWhile(() => attempt('right-password'));

    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(totals).toEqual({ SignIns: 1 });
    // Where the stage's dashboard finds it: the product's namespace, by service and stage.
    expect(published[0]?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'ModernJobs',
      Dimensions: [expect.arrayContaining(['service', 'stage'])],
    });
    expect(published[0]).toMatchObject({ stage: 'test' });
    expect(res.cookies[0]).toMatch(/^mj_admin=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(res.cookies[1]).toMatch(/^mj_admin_device=[\w-]{43}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(taken().map((i) => i.Key?.PK)).toEqual([
      expect.stringMatching(/^ALLOWANCE#signin#source#/),
      expect.stringMatching(/^ALLOWANCE#signin#account#03001234567#/),
    ]);
    expect(givenBack()).toHaveLength(2);
  });

  it('counts a wrong password before checking it, and keeps it counted (401)', async () => {
    knownAdmin();

    const { result: res, totals } = await publishedWhile(() => attempt('wrong'));

    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid credentials' }, cookies: [] });
    expect(totals).toEqual({});
    expect(taken()).toHaveLength(2);
    expect(taken()[1]?.ConditionExpression).toBe('attribute_not_exists(used) OR used < :limit');
    expect(givenBack()).toHaveLength(0);
  });

  it("refuses with 429 and Retry-After once the account's allowance is used, without checking the password", async () => {
    knownAdmin();
    const used = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    ddb.on(UpdateCommand).callsFake((input: { Key: { PK: string } }) => {
      if (input.Key.PK.startsWith('ALLOWANCE#signin#account#')) return Promise.reject(used);
      return Promise.resolve({});
    });

    const { result: res, totals } = await publishedWhile(() => attempt('right-password'));

    expect(res.status).toBe(429);
    expect(totals).toEqual({ AdminLockouts: 1 });
    expect(res.body).toEqual(refusal('Too many failed attempts. Try again later.'));
    expect(Number(res.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(res.headers['Retry-After'])).toBeLessThanOrEqual(3600);
    expect(ddb.commandCalls(GetCommand).some((c) => c.args[0].input.Key?.PK === 'ADMIN#03001234567')).toBe(false);
    // The source's use is given back: a refused attempt is not a guess.
    expect(givenBack().map((i) => i.Key?.PK)).toEqual([expect.stringMatching(/^ALLOWANCE#signin#source#/)]);
  });

  it("lets a browser the admin signed in on before use its own allowance, not the account's", async () => {
    knownAdmin();
    const deviceToken = 'd'.repeat(43);
    ddb
      .on(GetCommand, { Key: { PK: `ADMINDEVICE#${hashToken(deviceToken)}`, SK: 'ADMINDEVICE' } })
      .resolves({ Item: { mobile: '03001234567', expiresAt: Math.floor(Date.now() / 1000) + 3600 } });

    const res = await invoke(login, {
      method: 'POST',
      headers: jsonWrite,
      cookies: [`mj_admin_device=${deviceToken}`],
      body: JSON.stringify({ mobile: '03001234567', password: 'right-password' }),
    });

    expect(res.status).toBe(200);
    expect(taken().map((i) => i.Key?.PK)).toEqual([
      expect.stringMatching(new RegExp(`^ALLOWANCE#signin#device#${hashToken(deviceToken)}#`)),
    ]);
  });
});

describe('GET /api/admin/session and POST /api/admin/logout', () => {
  it('tells a live admin session apart from none', async () => {
    ddb.on(GetCommand).resolves({});
    mockSessions();

    expect((await invoke(session, { cookies: [adminCookie] })).status).toBe(200);
    expect((await invoke(session)).status).toBe(401);
  });

  it('deletes the stored session and clears the cookie', async () => {
    ddb.on(GetCommand).resolves({});
    mockSessions();

    const res = await invoke(logout, {
      method: 'POST',
      cookies: [adminCookie],
      headers: { origin: 'http://localhost:5173' },
    });

    expect(res.body).toEqual({ success: true });
    expect(res.cookies[0]).toMatch(/^mj_admin=; Max-Age=0/);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key?.PK).toMatch(/^SESSION#/);
  });
});
