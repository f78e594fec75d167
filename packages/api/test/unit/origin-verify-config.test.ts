import { afterEach, describe, expect, it, vi } from 'vitest';

// The configuration is read when its module loads: each test loads it afresh from its own environment.
const load = async () => (await import('../../src/config.ts')).config;
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('ORIGIN_VERIFY_SECRET', () => {
  it('is off when unset, as when the tests call the handlers directly', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', undefined);

    expect((await load()).ORIGIN_VERIFY_SECRET).toEqual([]);
  });

  it('takes one value, or the new and the old comma-separated during a rotation', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', `${'n'.repeat(48)},${'o'.repeat(48)}`);

    expect((await load()).ORIGIN_VERIFY_SECRET).toEqual(['n'.repeat(48), 'o'.repeat(48)]);
  });

  it.each([
    ['empty', ''],
    ['short', 'short'],
    ['with an empty value in the list', `${'n'.repeat(48)},`],
  ])('fails the cold start when %s', async (_name, value) => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', value);

    await expect(load()).rejects.toThrow(/ORIGIN_VERIFY_SECRET/);
  });
});
