import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../src/accounts/store/admins.ts';
import { SIGN_IN_LIMITS } from '../../src/accounts/store/sign-in-limits.ts';
import { config } from '../../src/config.ts';
import { startApi } from './server.ts';
import { tallyStatuses } from './tally.ts';

/** Allowances are per clock hour: a test that straddled the hour would see its counts reset. */
async function clearOfTheHour() {
  const left = 3600 - ((Date.now() / 1000) % 3600);
  if (left < 90) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 1000));
}

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
  await upsertAdmin('03210000001', 'the right password 1');
}, 60_000);
afterAll(() => api?.close());

async function signIn(mobile: string, password: string, cookie?: string) {
  const res = await fetch(`${api.url}/api/admin/login`, {
    method: 'POST',
    headers: { origin: config.SITE_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ mobile, password }),
  });
  const device = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('mj_admin_device='))
    ?.split(';')[0];
  return { status: res.status, retryAfter: res.headers.get('retry-after'), device };
}

describe('admin sign-in under attack', () => {
  it('an attacker gets a handful of guesses an hour, and cannot keep the admin out of a browser they signed in on', async () => {
    await clearOfTheHour();
    const admin = await signIn('03210000001', 'the right password 1');
    expect(admin.status).toBe(200);
    expect(admin.device).toMatch(/^mj_admin_device=[\w-]{43}$/);

    const guesses = [];
    for (let i = 0; i < SIGN_IN_LIMITS.unknownBrowsersPerAccount; i++)
      guesses.push((await signIn('03210000001', `guess ${i}`)).status);
    const lucky = await signIn('03210000001', 'the right password 1');

    expect(guesses).toEqual(Array(SIGN_IN_LIMITS.unknownBrowsersPerAccount).fill(401));
    // Even the right password is refused from an unknown browser now: the guesses are spent.
    expect(lucky.status).toBe(429);
    expect(Number(lucky.retryAfter)).toBeGreaterThan(0);
    expect(Number(lucky.retryAfter)).toBeLessThanOrEqual(3600);

    // The admin, on the browser they signed in on before, is not locked out.
    expect((await signIn('03210000001', 'the right password 1', admin.device)).status).toBe(200);
  }, 240_000);

  it('parallel guesses cannot race past the limit: the counter is taken before the password is checked', async () => {
    await clearOfTheHour();
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.unknownBrowsersPerAccount + 7 }, (_, i) =>
        signIn('03219999999', `parallel guess ${i}`),
      ),
    );
    const counts = tallyStatuses(answers);
    expect(counts).toEqual({ 401: SIGN_IN_LIMITS.unknownBrowsersPerAccount, 429: 7 });
  }, 240_000);
});
