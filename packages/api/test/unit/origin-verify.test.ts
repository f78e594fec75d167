import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES } from '@modern-jobs/domain';
import { describe, expect, it, vi } from 'vitest';
import { handler as getVersion } from '../../src/handlers/get-version.ts';
import { handler as putSetting } from '../../src/handlers/put-setting.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { jsonWrite } from '../sessions.ts';

// The API as deployed: configured with CloudFront's secret, here the current one and, as during a
// rotation, the one before it. The rest of the configuration is the unit tests' own.
const { CURRENT, PREVIOUS } = vi.hoisted(() => ({ CURRENT: 'c'.repeat(48), PREVIOUS: 'p'.repeat(48) }));
vi.mock('../../src/config.ts', async (importOriginal) => {
  const { config } = await importOriginal<typeof import('../../src/config.ts')>();
  return { config: { ...config, ORIGIN_VERIFY_SECRET: [CURRENT, PREVIOUS] } };
});

const refused = { status: 403, body: { message: API_MESSAGES.originRequired } };

describe('requests that did not come through CloudFront', () => {
  it('refuses a request without the x-origin-verify header (403 JSON)', async () => {
    const res = await invoke(getVersion);

    expect(res).toMatchObject(refused);
    expect(res.headers['Content-Type']).toMatch(/^application\/json/);
  });

  it.each([
    ['a wrong value of the same length', 'x'.repeat(48)],
    ['a prefix of the right value', CURRENT.slice(0, 47)],
    ['the right value and more', `${CURRENT}x`],
    ['both values at once', `${CURRENT},${PREVIOUS}`],
    ['an empty value', ''],
  ])('refuses %s', async (_name, value) => {
    expect(await invoke(getVersion, { headers: { 'x-origin-verify': value } })).toMatchObject(refused);
  });

  it('refuses before anything else: no session look-up, even with a same-site Origin and JSON', async () => {
    const res = await invoke(putSetting, {
      method: 'PUT',
      params: { key: 'win_modal' },
      headers: { ...jsonWrite, 'x-origin-verify': 'forged' },
      cookies: ['mj_admin=a'],
      body: JSON.stringify({ value: '{}' }),
    });

    expect(res).toMatchObject(refused);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('requests through CloudFront', () => {
  it('answers a request with the current value', async () => {
    const res = await invoke(getVersion, { headers: { 'x-origin-verify': CURRENT } });

    expect(res).toMatchObject({ status: 200, body: { version: '1.2.3' } });
  });

  it('answers a request with the previous value, while a rotation reaches every edge', async () => {
    expect(await invoke(getVersion, { headers: { 'x-origin-verify': PREVIOUS } })).toMatchObject({ status: 200 });
  });

  it('goes on to the usual checks: a write without an admin session is still 401', async () => {
    ddb.on(GetCommand).resolves({});

    const res = await invoke(putSetting, {
      method: 'PUT',
      params: { key: 'win_modal' },
      headers: { ...jsonWrite, 'x-origin-verify': CURRENT },
      body: JSON.stringify({ value: '{}' }),
    });

    expect(res.status).toBe(401);
  });
});
