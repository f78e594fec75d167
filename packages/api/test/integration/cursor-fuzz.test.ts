import { API_MESSAGES } from '@modern-jobs/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { refusal } from '../http.ts';
import { startApi } from './server.ts';

let api: Awaited<ReturnType<typeof startApi>>;
const token = 'f'.repeat(43);
beforeAll(async () => {
  await seedDemoData();
  await createSession('admin', '03001234567', hashToken(token));
  api = await startApi();
});
afterAll(() => api?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const keyNames = fc.constantFrom('PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'other');
const keyValues = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', minLength: 300, maxLength: 600 }),
  fc.constantFrom('', 'LIST#all', 'LIST#admin', 'APPS', 'JOB#seed-01'),
  fc.integer(),
);
/** Cursors from plain noise to near-valid ones with the right attribute names and wrong values. */
const cursors = fc.oneof(
  fc.string(),
  fc.json().map(b64),
  fc.record({ phase: fc.constantFrom('boost', 'rest', 'other'), key: fc.dictionary(keyNames, keyValues) }).map(b64),
  fc.record({ key: fc.dictionary(keyNames, keyValues, { minKeys: 3, maxKeys: 5 }) }).map(b64),
);

async function answer(path: string) {
  const res = await fetch(`${api.url}${path}`, { headers: { cookie: `mj_admin=${token}` } });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('a forged cursor is a 400 with a message, never a 500', () => {
  it.each([
    ['the public job list', '/api/jobs?cursor='],
    ['a keyword search', '/api/jobs?q=developer&cursor='],
    ["the admin's job list", '/api/admin/jobs?cursor='],
    ["the admin's applications", '/api/admin/applications?cursor='],
    ["one job's applications", '/api/admin/applications?jobId=seed-01&cursor='],
  ])('%s', async (_name, path) => {
    await fc.assert(
      fc.asyncProperty(cursors, async (cursor) => {
        const { status, body } = await answer(`${path}${encodeURIComponent(cursor)}`);
        expect([200, 400]).toContain(status);
        if (status === 400) expect(body.message).toMatch(/\S/);
      }),
      { numRuns: 60 },
    );
  });

  it('names the problem: Invalid cursor', async () => {
    const wrongShape = b64({
      phase: 'rest',
      key: { PK: 'JOB#x', SK: 'JOB', GSI1PK: 'LIST#all', GSI1SK: 'x', other: 'y' },
    });
    expect(await answer(`/api/jobs?cursor=${wrongShape}`)).toEqual({
      status: 400,
      body: refusal(API_MESSAGES.invalidCursor),
    });
  });
});
