import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as login } from '../../src/handlers/admin-login.ts';
import { handler as logout } from '../../src/handlers/admin-logout.ts';
import { handler as session } from '../../src/handlers/get-admin-session.ts';
import { hashPassword } from '../../src/storage/admins.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword('right-password');
});

const attempt = (password: string) =>
  invoke(login, { method: 'POST', headers: jsonWrite, body: JSON.stringify({ mobile: '03001234567', password }) });

describe('POST /api/admin/login', () => {
  it('answers { success: true } and sets an HttpOnly, SameSite=Lax admin cookie', async () => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(GetCommand, { Key: { PK: 'ADMIN#03001234567', SK: 'ADMIN' } })
      .resolves({ Item: { mobile: '03001234567', passwordHash } });

    const res = await attempt('right-password');

    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(res.cookies[0]).toMatch(/^mj_admin=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      PK: 'LOGINFAIL#03001234567',
      SK: 'LOGINFAIL',
    });
  });

  it('answers 401 and counts the failure for a wrong password', async () => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(GetCommand, { Key: { PK: 'ADMIN#03001234567', SK: 'ADMIN' } })
      .resolves({ Item: { mobile: '03001234567', passwordHash } });
    ddb.on(UpdateCommand).resolves({ Attributes: { failures: 1 } });

    const res = await attempt('wrong');

    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid credentials' }, cookies: [] });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('sets a lock once the fifth failure is counted', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(UpdateCommand).resolves({ Attributes: { failures: 5 } });

    await attempt('wrong');

    const lock = ddb.commandCalls(UpdateCommand)[1]?.args[0].input;
    expect(lock?.UpdateExpression).toBe('SET lockedUntil = :until');
  });

  it('refuses a locked account with 429 and Retry-After, without checking the password', async () => {
    const until = Math.floor(Date.now() / 1000) + 25;
    ddb.on(GetCommand).resolves({});
    ddb
      .on(GetCommand, { Key: { PK: 'LOGINFAIL#03001234567', SK: 'LOGINFAIL' } })
      .resolves({ Item: { failures: 6, lockedUntil: until } });

    const res = await attempt('right-password');

    expect(res.status).toBe(429);
    expect(Number(res.headers['Retry-After'])).toBeGreaterThanOrEqual(24);
    expect(ddb.commandCalls(GetCommand).some((c) => c.args[0].input.Key?.PK === 'ADMIN#03001234567')).toBe(false);
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
