import { describe, expect, inject, it } from 'vitest';
import { Client, refusal } from './http-client.ts';

async function attempt(mobile: string, password: string) {
  const res = await new Client().request('POST', '/api/admin/login', { json: { mobile, password } });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('admin sign-in', () => {
  it('answers an unknown mobile exactly like a wrong password', async () => {
    const wrongPassword = await attempt('03001234567', 'not-the-password');
    const unknownMobile = await attempt('03217654321', 'not-the-password');

    expect(unknownMobile).toEqual(wrongPassword);
    expect(wrongPassword).toEqual({ status: 401, retryAfter: null, body: refusal('Invalid credentials') });
  });

  it('gives an unknown browser 5 guesses an hour at an account: the 6th gets 429 with Retry-After', async () => {
    // Allowances are per clock hour: keep the six attempts inside one.
    const left = 3600 - ((Date.now() / 1000) % 3600);
    if (left < 60) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 1000));
    const mobile = '03450000001';
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await attempt(mobile, `guess-${i}`)).status);
    const sixth = await attempt(mobile, 'guess-5');

    expect(failures).toEqual([401, 401, 401, 401, 401]);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
    expect(Number(sixth.retryAfter)).toBeLessThanOrEqual(3600);
    expect(sixth.body).toEqual(refusal('Too many failed attempts. Try again later.'));
  }, 120_000);

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
