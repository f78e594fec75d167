import { describe, expect, inject, it } from 'vitest';
import { Client } from './http-client.ts';

async function attempt(mobile: string, password: string) {
  const res = await new Client().request('POST', '/api/admin/login', { json: { mobile, password } });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('admin sign-in', () => {
  it('answers an unknown mobile exactly like a wrong password', async () => {
    const wrongPassword = await attempt('03001234567', 'not-the-password');
    const unknownMobile = await attempt('03217654321', 'not-the-password');

    expect(unknownMobile).toEqual(wrongPassword);
    expect(wrongPassword).toEqual({ status: 401, retryAfter: null, body: { message: 'Invalid credentials' } });
  });

  it('locks an account after 5 failures: the 6th try gets 429 with Retry-After, even with a right guess', async () => {
    const mobile = '03450000001';
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await attempt(mobile, `guess-${i}`)).status);
    const sixth = await attempt(mobile, 'guess-5');

    expect(failures).toEqual([401, 401, 401, 401, 401]);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
    expect(Number(sixth.retryAfter)).toBeLessThanOrEqual(30);
    expect(sixth.body).toEqual({ message: 'Too many failed attempts. Try again later.' });
  });

  it('keeps the admin signed in across requests and signs out for good', async () => {
    const admin = new Client();
    const login = await admin.request('POST', '/api/admin/login', {
      json: { mobile: inject('adminMobile'), password: inject('adminPassword') },
    });
    expect(await login.json()).toEqual({ success: true });
    expect((await admin.get('/api/admin/session')).status).toBe(200);

    const cookie = admin.cookieHeader();
    await admin.request('POST', '/api/admin/logout');
    const replay = await fetch(`${admin.base}/api/admin/session`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });
});
