import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as callback } from '../../src/handlers/callback.ts';
import { handler as login } from '../../src/handlers/login.ts';
import { handler as logout } from '../../src/handlers/logout.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { mockSessions, seekerCookie } from '../sessions.ts';

// The provider itself is exercised end to end against oidc-provider (scripts/e2e/api-flow); here it is mocked.
vi.mock('../../src/auth/oidc.ts', () => ({
  beginSignIn: async () => ({
    url: 'https://id.example/auth?state=st',
    state: 'st',
    codeVerifier: 'verifier',
    nonce: 'nonce',
  }),
  completeSignIn: vi.fn(async () => ({
    id: 'user-1',
    issuer: 'https://id.example',
    subject: 'abc',
    firstName: 'Ayesha',
    email: 'a@x.pk',
  })),
  afterSignOutUrl: () => '/',
}));

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(PutCommand).resolves({});
});

describe('GET /api/login', () => {
  it('redirects to the provider, remembers the pending sign-in and binds it to this browser', async () => {
    const res = await invoke(login, { query: { returnTo: '/job/seed-01' } });

    expect(res.status).toBe(302);
    expect(res.headers.Location).toBe('https://id.example/auth?state=st');
    expect(res.cookies[0]).toMatch(/^mj_login=st; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      state: 'st',
      codeVerifier: 'verifier',
      returnTo: '/job/seed-01',
    });
  });

  it('never redirects off the site afterwards', async () => {
    await invoke(login, { query: { returnTo: '//evil.example/x' } });

    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item?.returnTo).toBe('/');
  });
});

describe('GET /api/callback', () => {
  const pending = {
    Attributes: { state: 'st', codeVerifier: 'verifier', nonce: 'nonce', returnTo: '/dashboard', expiresAt: 9e9 },
  };

  it('creates the user and a session, then returns to where sign-in started', async () => {
    ddb.on(DeleteCommand).resolves(pending);

    const res = await invoke(callback, { query: { code: 'c', state: 'st' }, cookies: ['mj_login=st'] });

    expect(res.headers.Location).toBe('/dashboard');
    expect(res.cookies[1]).toMatch(/^mj_session=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    // The page may read that someone is signed in, but never the session itself.
    expect(res.cookies[2]).toBe('mj_signed_in=1; Max-Age=604800; Path=/; SameSite=Lax');
    const items = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(items[0]).toMatchObject({ PK: 'USER#user-1', firstName: 'Ayesha' });
    // An empty wallet is no balance at all: the ledger writes the first (wallet/store/ledger.ts).
    expect(items[0]).not.toHaveProperty('walletPaisa');
    expect(items[1]).toMatchObject({ kind: 'seeker', subject: 'user-1' });
    expect(items[1]?.PK).not.toContain(res.cookies[1]?.split(/[=;]/)[1]);
  });

  it('refuses a state that does not match this browser’s cookie, without touching the provider', async () => {
    const res = await invoke(callback, { query: { code: 'c', state: 'st' }, cookies: ['mj_login=other'] });

    expect(res.headers.Location).toBe('/?signin=failed');
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('refuses a replayed callback whose pending sign-in was already used', async () => {
    ddb.on(DeleteCommand).resolves({});

    const res = await invoke(callback, { query: { code: 'c', state: 'st' }, cookies: ['mj_login=st'] });

    expect(res.headers.Location).toBe('/?signin=failed');
    expect(res.cookies.some((c) => c.startsWith('mj_session=') && !c.startsWith('mj_session=;'))).toBe(false);
  });
});

describe('GET /api/logout', () => {
  it('deletes the stored session, clears the cookie and goes home', async () => {
    ddb.on(DeleteCommand).resolves({});

    const res = await invoke(logout, { cookies: [seekerCookie] });

    expect(res).toMatchObject({ status: 302, headers: { Location: '/' } });
    expect(res.cookies[0]).toMatch(/^mj_session=; Max-Age=0/);
    expect(res.cookies[1]).toMatch(/^mj_signed_in=; Max-Age=0/);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key?.PK).toMatch(/^SESSION#/);
  });
});

describe('GET /api/callback for a disabled account', () => {
  const pending = {
    Attributes: { state: 'st', codeVerifier: 'verifier', nonce: 'nonce', returnTo: '/dashboard', expiresAt: 9e9 },
  };
  const conditionFailed = Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' });

  it('refuses the sign-in: no session, and the web app is told why', async () => {
    ddb.on(DeleteCommand).resolves(pending);
    ddb.on(PutCommand, { Item: { PK: 'USER#user-1' } }).rejects(conditionFailed);
    ddb
      .on(GetCommand, { Key: { PK: 'USER#user-1', SK: 'PROFILE' } })
      .resolves({ Item: { id: 'user-1', disabled: true, GSI2PK: 'USERS' } });

    const res = await invoke(callback, { query: { code: 'c', state: 'st' }, cookies: ['mj_login=st'] });

    expect(res.headers.Location).toBe('/?signin=disabled');
    expect(res.cookies.join(';')).not.toMatch(/mj_session=[\w-]{43}/);
    expect(ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.kind)).not.toContain('seeker');
  });

  it('ends the session it made when the account was disabled meanwhile', async () => {
    ddb.on(DeleteCommand).resolves(pending);
    ddb.on(PutCommand, { Item: { PK: 'USER#user-1' } }).rejects(conditionFailed);
    // Not disabled when sign-in read it; disabled when it looked again after making the session.
    ddb
      .on(GetCommand, { Key: { PK: 'USER#user-1', SK: 'PROFILE' } })
      .resolvesOnce({ Item: { id: 'user-1', GSI2PK: 'USERS' } })
      .resolves({ Item: { id: 'user-1', disabled: true, GSI2PK: 'USERS' } });

    const res = await invoke(callback, { query: { code: 'c', state: 'st' }, cookies: ['mj_login=st'] });

    expect(res.headers.Location).toBe('/?signin=disabled');
    const made = ddb.commandCalls(PutCommand).find((c) => c.args[0].input.Item?.kind === 'seeker');
    const ended = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.PK);
    expect(ended).toContain(made?.args[0].input.Item?.PK);
  });
});
