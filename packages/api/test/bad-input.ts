import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ROUTES, type Route, routeKey, STATE_CHANGING_METHODS } from '@modern-jobs/domain/routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aJob } from './fixtures.ts';
import { invoke } from './http.ts';
import { ddb, s3mock } from './mocks.ts';
import { adminCookie, mockSessions, SEEKER_ID, SITE, seekerCookie } from './sessions.ts';

/**
 * The fuzz test of every state-changing route (bad-input*.test.ts): 300 requests each, of any
 * body, content type, origin, cookies, path and query, must never answer 5xx, and every refusal must
 * be JSON with a message. Split over files by route so no one worker holds them all; each file
 * mocks password hashing itself (vi.mock is per file).
 */

/**
 * 300 and not the 1,000 of before: two minutes of CPU in every `npm test` (issue 30) for draws of
 * the same generators; each run draws a new seed, so the runs add up across CI runs, and a failure
 * prints the seed that replays it.
 */
const RUNS = 300;

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
    name: jsonish,
    city: fc.oneof(jsonish, fc.constantFrom('lahore', 'karachi')),
    website: fc.oneof(text, fc.constantFrom('https://example.pk', 'javascript:alert(1)')),
    logo: fc.oneof(text, fc.constant(null), fc.constant('/objects/logos/aaaaaaaaaaaaaaaaaaaaaa')),
    about: jsonish,
    reason: jsonish,
    applicationDeadline: fc.oneof(text, fc.constantFrom('2099-01-01', '2020-02-30')),
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

/**
 * What the table holds for a request: nothing, or the signed-in seeker as an employer (company
 * profile) with a job and an applicant the ids may name, so the employer routes get past their
 * access check and their lookups to the writes.
 */
const world = fc.constantFrom('empty', 'employer', 'disabled employer');
const COMPANY = {
  name: 'Indus',
  logo: null,
  website: null,
  city: 'lahore',
  about: null,
  createdAt: 'x',
  updatedAt: 'x',
};

function mockWorld(kind: string): void {
  if (kind === 'empty') return;
  ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
    Item: {
      id: SEEKER_ID,
      company: COMPANY,
      createdAt: 'x',
      ...(kind === 'disabled employer' ? { disabled: true } : {}),
    },
  });
  ddb.on(GetCommand, { Key: { PK: 'JOB#seed-01', SK: 'JOB' } }).resolves({
    Item: { ...aJob({ id: 'seed-01', status: 'pending' }), ownerId: SEEKER_ID, applicationCount: 0, indexKeys: [] },
  });
  ddb.on(GetCommand, { Key: { PK: 'APP#seed-01', SK: 'APP' } }).resolves({
    Item: {
      id: 'seed-01',
      jobId: 'seed-01',
      jobTitle: 'Welder',
      userId: 'u-1',
      fullName: 'A',
      email: 'a@x.pk',
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      cvPath: '/objects/uploads/cccccccccccccccccccccc',
      status: 'submitted',
      appliedAt: 'x',
    },
  });
}

/** The state-changing routes `pick` chooses, each fuzzed RUNS times. */
export function fuzzRoutes(pick: (route: Route) => boolean): void {
  describe.each(
    ROUTES.filter((r) => STATE_CHANGING_METHODS.has(r.method) && pick(r)).map((r) => [routeKey(r), r] as const),
  )('bad input to %s', (_key, route) => {
    it(`never answers 5xx, and every refusal is JSON with a message (${RUNS} requests)`, async () => {
      const { handler } = (await import(`../src/handlers/${route.handler}.ts`)) as {
        handler: Parameters<typeof invoke>[0];
      };
      if (!handler) throw new Error(`no handler for ${route.handler}`);
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
          world,
          async (b, type, from, jar, p, q, extra, state) => {
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
            mockWorld(state);

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
            if (res.status >= 400) {
              expect(typeof res.body?.message).toBe('string');
              // Its code, for a page to say it in its language (issue 30).
              expect(res.body?.code).toMatch(/^(api|validation)\./);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  });
}
