import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ROUTES, routeKey, STATE_CHANGING_METHODS } from '@modern-jobs/domain/routes';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { invoke } from '../http.ts';
import { ddb, s3mock } from '../mocks.ts';
import { adminCookie, mockSessions, SITE, seekerCookie } from '../sessions.ts';

// Password hashing is not under test here; 1,000 scrypt runs would take minutes.
vi.mock('../../src/storage/admins.ts', async (original) => ({
  ...(await original<typeof import('../../src/storage/admins.ts')>()),
  verifyPassword: async () => false,
  decoyPasswordHash: async () => 'scrypt$1$1$1$x$y',
}));

const RUNS = 1000;

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '../..', '%', '\u0000', 'null', '{}'),
);
const jsonish = fc.oneof(fc.jsonValue(), fc.dictionary(text, fc.jsonValue()), fc.constant({}));
/** Bodies near the real shapes, with every field drawn from anything at all. */
const nearValid = fc.record(
  {
    title: jsonish,
    company: jsonish,
    description: jsonish,
    location: jsonish,
    jobType: fc.oneof(jsonish, fc.constantFrom('full-time', 'contract')),
    salaryMin: fc.oneof(jsonish, fc.integer(), fc.double()),
    skills: fc.oneof(jsonish, fc.array(text)),
    value: fc.oneof(
      text,
      jsonish.map((v) => JSON.stringify(v)),
    ),
    status: fc.oneof(text, fc.constantFrom('shortlisted', 'rejected')),
    mobile: text,
    password: text,
    purpose: fc.oneof(text, fc.constantFrom('cv', 'logo')),
    contentType: fc.oneof(text, fc.constantFrom('application/pdf', 'image/png')),
    size: fc.oneof(fc.integer(), fc.double(), jsonish),
    cvURL: text,
    logoURL: text,
    jobId: text,
    cvPath: text,
    parts: fc.oneof(jsonish, fc.array(fc.record({ PartNumber: fc.integer(), ETag: text }))),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  text,
  jsonish.map((v) => JSON.stringify(v)),
  nearValid.map((v) => JSON.stringify(v)),
);
const contentType = fc.option(
  fc.oneof(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), text),
  {
    nil: undefined,
  },
);
const origin = fc.oneof(fc.constant(SITE), fc.constant(SITE), fc.constant(undefined), text);
const cookies = fc.constantFrom<string[] | undefined>(
  undefined,
  [seekerCookie],
  [adminCookie],
  [seekerCookie, adminCookie],
  ['mj_session=garbage'],
);
const headerName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);

describe.each(ROUTES.filter((r) => STATE_CHANGING_METHODS.has(r.method)).map((r) => [routeKey(r), r] as const))(
  'bad input to %s',
  (_key, route) => {
    it(`never answers 5xx, and every refusal is JSON with a message (${RUNS} requests)`, async () => {
      const { handler } = (await import(`../../src/handlers/${route.handler}.ts`)) as {
        handler: Parameters<typeof invoke>[0];
      };
      const names = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1] ?? '');
      const params = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(text, fc.constant('seed-01'))])));
      const query = fc.dictionary(fc.oneof(text, fc.constantFrom('key', 'type', 'status')), text, { maxKeys: 3 });
      const extraHeaders = fc.dictionary(headerName, text, { maxKeys: 3 });

      await fc.assert(
        fc.asyncProperty(
          body,
          contentType,
          origin,
          cookies,
          params,
          query,
          extraHeaders,
          async (b, type, from, jar, p, q, extra) => {
            ddb.reset();
            s3mock.reset();
            ddb.on(GetCommand).resolves({});
            mockSessions();
            ddb.on(QueryCommand).resolves({ Items: [] });
            ddb.on(PutCommand).resolves({});
            ddb.on(UpdateCommand).resolves({});
            ddb.on(DeleteCommand).resolves({});
            ddb.on(TransactWriteCommand).resolves({});
            s3mock.onAnyCommand().resolves({});

            const res = await invoke(handler, {
              method: route.method,
              path: route.path,
              params: p,
              query: q,
              cookies: jar,
              headers: {
                ...extra,
                ...(from === undefined ? {} : { origin: from }),
                ...(type === undefined ? {} : { 'content-type': type }),
              },
              ...(b === undefined ? {} : { body: b }),
            });

            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) expect(typeof res.body?.message).toBe('string');
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  },
);
