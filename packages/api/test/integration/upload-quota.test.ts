import { API_MESSAGES, LIMITS } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { config } from '../../src/config.ts';
import { refusal } from '../http.ts';
import { startApi } from './server.ts';
import { tallyStatuses } from './tally.ts';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

async function seeker(name: string) {
  const token = name.repeat(43).slice(0, 43);
  await createSession('seeker', `user-quota-${name}`, hashToken(token));
  return () =>
    fetch(`${api.url}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie: `mj_session=${token}`, origin: config.SITE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'cv', contentType: 'application/pdf', size: 1000 }),
    });
}

describe("a seeker's daily upload allowance", () => {
  it('signs up to the daily number, then answers 429 with a clear message and when to come back', async () => {
    const ask = await seeker('q');
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.seekerUploadsPerDay; i++) statuses.push((await ask()).status);
    const over = await ask();

    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(refusal(API_MESSAGES.uploadQuota));
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
  });

  it('cannot be beaten by asking in parallel', async () => {
    const ask = await seeker('p');
    const answers = await Promise.all(Array.from({ length: LIMITS.seekerUploadsPerDay + 10 }, () => ask()));
    const counts = tallyStatuses(answers);
    expect(counts).toEqual({ 200: LIMITS.seekerUploadsPerDay, 429: 10 });
  });
});
