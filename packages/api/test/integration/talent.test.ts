import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, CV_BANK_DEFAULTS, MAX_SAVED_CANDIDATE_SEARCHES } from '@modern-jobs/domain';
import type { CandidateSearchMail, ContactRequestMail, QueuedMail } from '@modern-jobs/domain/email';
import { ALERTS_WORKER, queueUrlVariable } from '@modern-jobs/domain/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser, getUser } from '../../src/accounts/store/users.ts';
import { digestDayOf, digestTimeOf, listDueDigests } from '../../src/alerts/store/alert-deliveries.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { followQueue } from '../../src/local/queue-follower.ts';
import type { StreamFollower } from '../../src/local/table-stream.ts';
import { renderMail } from '../../src/mail/templates/index.ts';
import { exportOf } from '../../src/personal-data/export.ts';
import { addCv } from '../../src/profiles/store/profiles.ts';
import { newId } from '../../src/storage/ids.ts';
import { decisionToken } from '../../src/talent/decision-links.ts';
import { rebuildAnyIndex } from '../../src/talent/search/rebuild-candidates.ts';
import { putCvText } from '../../src/talent/store/cv-texts.ts';
import { balanceOf, listEntries } from '../../src/wallet/store/ledger.ts';
import { deliverAlerts } from '../../src/workers/deliver-alerts.ts';
import { sendDigests } from '../../src/workers/send-digests.ts';
import { credit } from './credit.ts';
import { startIndexer } from './indexer.ts';
import { startApi } from './server.ts';

/**
 * The CV bank through its routes (the local adapter, each handler held to its declared grant),
 * against DynamoDB Local and the real local OpenSearch node, fed by the indexer from the table's
 * stream as in the local stack: who may search, what a card shows, the filters and paging, the caps,
 * the 404 that never tells why, unlocks that charge once, and requests charged only when accepted.
 */
const RUN = Date.now().toString(36);
/** A word no other file's data has: every search here names it, so other tests' candidates never match. */
const WORD = `zq${RUN}`;
let api: Awaited<ReturnType<typeof startApi>>;
let indexer: StreamFollower;
let admin: string;

interface Person {
  id: string;
  cookie: string;
}
let tokens = 0;
async function person(name: string): Promise<Person> {
  const id = `talent-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}.${RUN}@example.pk` });
  const token = `${name}${RUN}${tokens++}`.padEnd(43, 't').slice(0, 43);
  await createSession('seeker', id, hashToken(token));
  return { id, cookie: `mj_session=${token}` };
}

async function call(who: Person | string | null, method: string, path: string, body?: unknown) {
  const cookie = typeof who === 'string' ? who : who?.cookie;
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: config.SITE_ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers read field by field in the assertions
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: res.status, body: json, text, headers: res.headers };
}

async function employer(name: string, verified: boolean): Promise<Person> {
  const who = await person(name);
  const saved = await call(who, 'PUT', '/api/employer/company', {
    name: `${name} Co`,
    logo: null,
    website: '',
    city: 'lahore',
    about: null,
  });
  expect(saved.status).toBe(200);
  if (verified) {
    const res = await call(admin, 'POST', `/api/admin/users/${who.id}/verify-company`, {
      evidence: { note: 'SECP record checked' },
    });
    expect(res.status, res.text).toBe(200);
  }
  return who;
}

interface CandidateSpec {
  name: string;
  visibility: 'visible' | 'anonymous';
  city?: string;
  years?: number;
  salary?: number;
  abroad?: boolean;
  languages?: string[];
  headline?: string;
  cvText?: string;
}

/** A seeker with a full profile, a default CV (its text kept, as the extraction worker keeps it), in the bank. */
async function candidate(spec: CandidateSpec): Promise<Person> {
  const who = await person(spec.name);
  const saved = await call(who, 'PATCH', '/api/profile', {
    fullName: `${spec.name} Khan`,
    contactNumber: '+923001112233',
    whatsappNumber: '+923001112244',
    email: `${spec.name}.${RUN}@example.pk`,
    city: spec.city ?? 'Lahore',
    headline: spec.headline ?? `${WORD} accountant`,
    skills: ['Excel', 'Tally'],
    yearsOfExperience: spec.years ?? 5,
    expectedSalary: spec.salary ?? 120_000,
    openToAbroad: spec.abroad ?? false,
    languages: spec.languages ?? ['English', 'Urdu'],
    workHistory: [
      { title: 'Senior accountant', company: 'Current Traders', from: '2021-01', current: true },
      { title: 'Accountant', company: 'Earlier Mills', from: '2018-01', to: '2020-12' },
    ],
  });
  expect(saved.status, saved.text).toBe(200);
  const cvId = newId();
  const uploadId = newId();
  await addCv(
    {
      id: cvId,
      userId: who.id,
      uploadId,
      name: 'CV',
      objectPath: `/objects/uploads/${uploadId}`,
      contentType: 'application/pdf',
      size: 1000,
    },
    true,
  );
  await putCvText(who.id, cvId, uploadId, spec.cvText ?? `Curriculum vitae ${WORD}`);
  const opted = await call(who, 'PUT', '/api/talent/visibility', { visibility: spec.visibility });
  expect(opted.status, opted.text).toBe(200);
  return who;
}

const search = (who: Person, query: string) => call(who, 'GET', `/api/talent/candidates?q=${WORD}&${query}`);
const foundIds = async (who: Person, query = '') => {
  const res = await search(who, `${query}&limit=50`);
  expect(res.status, res.text).toBe(200);
  return (res.body.candidates as Array<{ id: string }>).map((c) => c.id).sort();
};
const setCvBank = (value: object) =>
  call(admin, 'PUT', '/api/settings/cv_bank', { value: JSON.stringify({ ...CV_BANK_DEFAULTS, ...value }) });

let acme: Person;
let rival: Person;
let unverified: Person;
let seeker: Person;
let visible: Person;
let anonymous: Person;

beforeAll(async () => {
  indexer = await startIndexer();
  api = await startApi();
  const token = `admin${RUN}`.padEnd(43, 'a');
  await createSession('admin', '03001234567', hashToken(token));
  admin = `mj_admin=${token}`;
  acme = await employer('acme', true);
  rival = await employer('rival', true);
  unverified = await employer('unverified', false);
  seeker = await person('plain');
  visible = await candidate({
    name: 'visible',
    visibility: 'visible',
    cvText: `Audited ${WORD} ledgers with pinecone`,
  });
  anonymous = await candidate({ name: 'anon', visibility: 'anonymous', city: 'Karachi', years: 2, salary: 80_000 });
  await indexer.drained();
}, 180_000);

afterAll(async () => {
  await setCvBank({});
  await api?.close();
  await indexer?.stop();
});

describe('who may search the CV bank', () => {
  it('is a verified company only: an unverified one is told so, a seeker is not an employer, anonymous is 401', async () => {
    expect((await search(acme, '')).status).toBe(200);
    const refused = await search(unverified, '');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(API_MESSAGES.talentNotVerified);
    expect((await search(seeker, '')).status).toBe(403);
    expect((await call(null, 'GET', `/api/talent/candidates?q=${WORD}`)).status).toBe(401);
  });
});

describe('search', () => {
  it('finds candidates by a word of their CV, and shows cards without contacts; anonymous ones without name or current employer', async () => {
    expect(await foundIds(acme, '')).toEqual([anonymous.id, visible.id].sort());
    // Both words must match: the CV's "pinecone" is the visible candidate's only.
    const res = await call(acme, 'GET', `/api/talent/candidates?q=${WORD}+pinecone`);
    expect(res.body.candidates.map((c: { id: string }) => c.id)).toEqual([visible.id]);
    const all = await search(acme, 'limit=50');
    const text = all.text;
    for (const secret of ['+923001112233', '+923001112244', `@example.pk`]) expect(text).not.toContain(secret);
    const anon = all.body.candidates.find((c: { id: string }) => c.id === anonymous.id);
    expect(anon).toMatchObject({ visibility: 'anonymous', name: null });
    expect(anon.workHistory.find((w: { current: boolean }) => w.current).company).toBeNull();
    expect(anon.workHistory.find((w: { current: boolean }) => !w.current).company).toBe('Earlier Mills');
    const shown = all.body.candidates.find((c: { id: string }) => c.id === visible.id);
    expect(shown).toMatchObject({ visibility: 'visible', name: 'visible Khan', hasCv: true });
  });

  it('filters by city, years, expected salary, abroad, languages and activity', async () => {
    expect(await foundIds(acme, 'city=karachi')).toEqual([anonymous.id]);
    expect(await foundIds(acme, 'minYears=4')).toEqual([visible.id]);
    expect(await foundIds(acme, 'maxExpectedSalary=100000')).toEqual([anonymous.id]);
    expect(await foundIds(acme, 'abroad=true')).toEqual([]);
    expect(await foundIds(acme, 'languages=urdu,english')).toEqual([anonymous.id, visible.id].sort());
    expect(await foundIds(acme, 'languages=pashto')).toEqual([]);
    expect(await foundIds(acme, 'activeWithinDays=1')).toEqual([anonymous.id, visible.id].sort());
  });

  it('answers bad filters and forged cursors 400, and takes any text as words, never as query syntax', async () => {
    for (const query of [
      'city=mars',
      'minYears=-1',
      'minYears=abc',
      'activeWithinDays=3',
      'languages=a,b,c,d,e,f',
      'abroad=maybe',
      'limit=500',
    ])
      expect((await search(acme, query)).status, query).toBe(400);
    const forged = await search(acme, `cursor=${Buffer.from('{"after":["x"],"at":1}').toString('base64url')}`);
    expect(forged.status).toBe(400);
    for (const q of ['title:*', '(', '"', '\\', '*?~', 'ab '.repeat(33), 'اکاؤنٹنٹ لاہور'])
      expect((await call(acme, 'GET', `/api/talent/candidates?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
  });

  it('pages stably: a candidate who joins between pages neither repeats nor skips one already shown', async () => {
    const first = await search(acme, 'limit=1');
    expect(first.body.total).toBe(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const late = await candidate({ name: 'late', visibility: 'visible' });
    await indexer.drained();
    const second = await search(acme, `limit=1&cursor=${cursor}`);
    const seen = [first.body.candidates[0].id, second.body.candidates[0].id];
    expect(new Set(seen).size).toBe(2);
    expect(seen.sort()).toEqual([anonymous.id, visible.id].sort());
    await call(late, 'PUT', '/api/talent/visibility', { visibility: 'off' });
    await indexer.drained();
  });
});

describe('out of the bank', () => {
  it('answers hidden, opted-out, blocked and nonexistent candidates with one and the same 404, and leaves them out of search', async () => {
    const hidden = await candidate({ name: 'hidden', visibility: 'visible' });
    const optedOut = await candidate({ name: 'optout', visibility: 'visible' });
    const blocking = await candidate({ name: 'blocking', visibility: 'anonymous' });
    await indexer.drained();
    expect(await foundIds(acme)).toEqual(expect.arrayContaining([hidden.id, optedOut.id, blocking.id]));

    expect((await call(admin, 'PUT', `/api/admin/talent/${hidden.id}/hidden`, { hidden: true })).status).toBe(200);
    expect((await call(optedOut, 'PUT', '/api/talent/visibility', { visibility: 'off' })).status).toBe(200);
    expect((await call(blocking, 'PUT', `/api/talent/blocks/${acme.id}`)).status).toBe(200);
    await indexer.drained();

    const found = await foundIds(acme);
    for (const gone of [hidden, optedOut, blocking]) expect(found).not.toContain(gone.id);
    // Another company still finds the one who blocked acme only.
    expect(await foundIds(rival)).toContain(blocking.id);

    const nonexistent = await call(acme, 'GET', `/api/talent/candidates/talent-nobody-${RUN}`);
    expect(nonexistent.status).toBe(404);
    for (const who of [hidden, optedOut, blocking]) {
      for (const [method, path, body] of [
        ['GET', `/api/talent/candidates/${who.id}`, undefined],
        ['POST', `/api/talent/candidates/${who.id}/unlock`, undefined],
        ['POST', `/api/talent/candidates/${who.id}/requests`, { message: 'Hello' }],
      ] as const) {
        const res = await call(acme, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual(nonexistent.body);
      }
    }
    const status = await call(blocking, 'GET', '/api/talent/me');
    expect(status.body).toMatchObject({
      visibility: 'anonymous',
      blockedCompanies: [{ id: acme.id, name: 'acme Co' }],
    });
  }, 60_000);
});

describe('an account the operator disables', () => {
  it('leaves the search at once, and comes back when enabled', async () => {
    const seeker = await candidate({ name: 'disabled', visibility: 'visible' });
    await indexer.drained();
    expect(await foundIds(acme)).toContain(seeker.id);

    expect((await call(admin, 'POST', `/api/admin/users/${seeker.id}/disable`)).status).toBe(200);
    await indexer.drained();
    expect(await foundIds(acme)).not.toContain(seeker.id);

    expect((await call(admin, 'POST', `/api/admin/users/${seeker.id}/enable`)).status).toBe(200);
    await indexer.drained();
    expect(await foundIds(acme)).toContain(seeker.id);
  }, 60_000);
});

describe('views', () => {
  it("count on the candidate's dashboard and who viewed, and stop at the company's daily cap", async () => {
    const viewsBefore = (await getUser(visible.id))?.profileViews ?? 0;
    const viewed = await call(acme, 'GET', `/api/talent/candidates/${visible.id}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({ candidate: { id: visible.id }, unlocked: false, contacts: null });
    expect((await getUser(visible.id))?.profileViews).toBe(viewsBefore + 1);
    const activity = await call(visible, 'GET', '/api/talent/activity');
    expect(activity.body.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'view', companyId: acme.id, companyName: 'acme Co' })]),
    );

    const capped = await employer('capped', true);
    expect((await setCvBank({ viewsPerDay: 2 })).status).toBe(200);
    try {
      expect((await call(capped, 'GET', `/api/talent/candidates/${visible.id}`)).status).toBe(200);
      expect((await call(capped, 'GET', `/api/talent/candidates/${anonymous.id}`)).status).toBe(200);
      const third = await call(capped, 'GET', `/api/talent/candidates/${visible.id}`);
      expect(third.status).toBe(429);
      expect(third.body.message).toBe(API_MESSAGES.talentViewsFull);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await setCvBank({});
    }
  });
});

describe('unlocks', () => {
  it('answer 402 without credit, charging and counting nothing', async () => {
    const poor = await employer('poor', true);
    const res = await call(poor, 'POST', `/api/talent/candidates/${visible.id}/unlock`);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(API_MESSAGES.insufficientFunds);
    expect((await listEntries(poor.id, { limit: 10 })).items).toEqual([]);
    expect((await call(poor, 'GET', `/api/talent/candidates/${visible.id}`)).body.unlocked).toBe(false);
  });

  it('charge once for two parallel unlocks, and show the contacts from then on', async () => {
    const buyer = await employer('buyer', true);
    await credit(buyer.id, 1_000_00);
    const [one, two] = await Promise.all([
      call(buyer, 'POST', `/api/talent/candidates/${visible.id}/unlock`),
      call(buyer, 'POST', `/api/talent/candidates/${visible.id}/unlock`),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.body.chargedPaisa, two.body.chargedPaisa].sort()).toEqual([0, CV_BANK_DEFAULTS.unlockPaisa]);
    expect(one.body.contacts).toMatchObject({ fullName: 'visible Khan', contactNumber: '+923001112233' });
    expect(await balanceOf(buyer.id)).toBe(1_000_00 - CV_BANK_DEFAULTS.unlockPaisa);
    const entries = (await listEntries(buyer.id, { limit: 10 })).items.filter((e) => e.type === 'contact');
    expect(entries).toHaveLength(1);
    const again = await call(buyer, 'POST', `/api/talent/candidates/${visible.id}/unlock`);
    expect(again.body.chargedPaisa).toBe(0);
    const view = await call(buyer, 'GET', `/api/talent/candidates/${visible.id}`);
    expect(view.body).toMatchObject({ unlocked: true, contacts: { email: `visible.${RUN}@example.pk` } });
    const log = await call(admin, 'GET', `/api/admin/activity?item=user:${visible.id}`);
    expect(log.body.map((r: { action: string }) => r.action)).toContain('candidate.unlocked');
  });

  it('refuse an anonymous candidate: they are asked, not unlocked', async () => {
    const res = await call(acme, 'POST', `/api/talent/candidates/${anonymous.id}/unlock`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(API_MESSAGES.talentAnonymous);
  });
});

describe('contact requests', () => {
  it('are charged only when accepted, once, from the e-mail link; contacts are shown from then on', async () => {
    const asker = await employer('asker', true);
    await credit(asker.id, 1_000_00);
    const job = await call(asker, 'POST', '/api/employer/jobs', {
      title: 'Accountant',
      description: 'Keep our books.',
      location: 'Lahore, Pakistan',
      jobType: 'full-time',
    });
    expect(job.status).toBe(201);
    const theirs = await call(rival, 'POST', '/api/employer/jobs', {
      title: 'Clerk',
      description: 'File papers.',
      location: 'Lahore, Pakistan',
      jobType: 'full-time',
    });
    const notOwn = await call(asker, 'POST', `/api/talent/candidates/${anonymous.id}/requests`, {
      message: 'Hello',
      jobId: theirs.body.id,
    });
    expect(notOwn.status).toBe(404);
    expect(
      (await call(asker, 'POST', `/api/talent/candidates/${anonymous.id}/requests`, { message: 'x'.repeat(501) }))
        .status,
    ).toBe(400);

    const sent = await call(asker, 'POST', `/api/talent/candidates/${anonymous.id}/requests`, {
      message: 'We would like to talk about our accountant job.',
      jobId: job.body.id,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.request).toMatchObject({ status: 'pending', paid: false, job: { title: 'Accountant' } });
    expect(await balanceOf(asker.id)).toBe(1_000_00);
    expect(
      (await call(asker, 'POST', `/api/talent/candidates/${anonymous.id}/requests`, { message: 'Again' })).status,
    ).toBe(409);

    const id = sent.body.request.id as string;
    const link = (decision: string, token = decisionToken(id, anonymous.id)) =>
      call(null, 'POST', `/api/talent/request-decisions?r=${id}&t=${token}&decision=${decision}`);
    expect((await link('accept', decisionToken(id, visible.id))).status).toBe(403);
    const accepted = await link('accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.request).toMatchObject({ status: 'accepted', paid: true });
    expect(await balanceOf(asker.id)).toBe(1_000_00 - CV_BANK_DEFAULTS.requestPaisa);
    // The link works once.
    expect((await link('decline')).status).toBe(409);
    const view = await call(asker, 'GET', `/api/talent/candidates/${anonymous.id}`);
    expect(view.body).toMatchObject({
      candidate: { name: null },
      unlocked: true,
      contacts: { fullName: 'anon Khan' },
      request: { status: 'accepted', paid: true },
    });
    const activity = await call(anonymous, 'GET', '/api/talent/activity');
    expect(activity.body.requests).toEqual([expect.objectContaining({ id, status: 'accepted' })]);
    // The candidate's export carries what the bank holds about them.
    const { cvBank } = await exportOf(anonymous.id);
    expect(cvBank).toMatchObject({ visibility: 'anonymous', hiddenByOperator: false });
    expect(cvBank.contactRequests).toEqual([expect.objectContaining({ id, status: 'accepted' })]);
    expect(cvBank.seenBy).toEqual(expect.arrayContaining([expect.objectContaining({ companyId: asker.id })]));
  });

  it('are declined without a charge, and a seeker answers only their own', async () => {
    const other = await employer('other', true);
    await credit(other.id, 1_000_00);
    const sent = await call(other, 'POST', `/api/talent/candidates/${anonymous.id}/requests`, { message: 'Hi' });
    const id = sent.body.request.id as string;
    expect((await call(visible, 'POST', `/api/talent/requests/${id}/decision`, { decision: 'accept' })).status).toBe(
      404,
    );
    const declined = await call(anonymous, 'POST', `/api/talent/requests/${id}/decision`, { decision: 'decline' });
    expect(declined.body.request).toMatchObject({ status: 'declined', paid: false });
    expect(await balanceOf(other.id)).toBe(1_000_00);
    expect((await call(other, 'GET', `/api/talent/candidates/${anonymous.id}`)).body.contacts).toBeNull();
  });

  it('stand accepted but unpaid when the wallet is short then, and are paid by an unlock later', async () => {
    const short = await employer('short', true);
    const sent = await call(short, 'POST', `/api/talent/candidates/${anonymous.id}/requests`, { message: 'Hi' });
    const id = sent.body.request.id as string;
    const accepted = await call(anonymous, 'POST', `/api/talent/requests/${id}/decision`, { decision: 'accept' });
    expect(accepted.body.request).toMatchObject({ status: 'accepted', paid: false });
    expect((await call(short, 'GET', `/api/talent/candidates/${anonymous.id}`)).body.contacts).toBeNull();
    expect((await call(short, 'POST', `/api/talent/candidates/${anonymous.id}/unlock`)).status).toBe(402);
    await credit(short.id, CV_BANK_DEFAULTS.requestPaisa);
    const paid = await call(short, 'POST', `/api/talent/candidates/${anonymous.id}/unlock`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      chargedPaisa: CV_BANK_DEFAULTS.requestPaisa,
      contacts: { fullName: 'anon Khan' },
    });
    expect(await balanceOf(short.id)).toBe(0);
  });
});

describe("the operator's view", () => {
  it("lists each company's use", async () => {
    const res = await call(admin, 'GET', '/api/admin/talent/usage?limit=100');
    expect(res.status).toBe(200);
    const acmeUse = res.body.usage.find((u: { companyId: string }) => u.companyId === acme.id);
    expect(acmeUse).toMatchObject({ companyName: 'acme Co' });
    expect(acmeUse.views).toBeGreaterThan(0);
  });
});

describe('a rebuild of the candidates index', () => {
  it('finds the same candidates from the table alone, and none out of the bank', async () => {
    const before = await foundIds(acme);
    const rebuilt = await rebuildAnyIndex('candidates', { dropOld: true });
    expect(rebuilt.previous).not.toBe(rebuilt.index);
    expect(await foundIds(acme)).toEqual(before);
  }, 120_000);
});

/** The outbox's mails whose snapshot has this value (a test may scan DynamoDB Local; no function may). */
async function outboxMails<T extends QueuedMail>(field: string, value: string): Promise<T[]> {
  const mails: T[] = [];
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: config.TABLE_NAME,
      FilterExpression: 'entity = :mail AND #snapshot.#field = :value',
      ExpressionAttributeNames: { '#snapshot': 'snapshot', '#field': field },
      ExpressionAttributeValues: { ':mail': 'mail', ':value': value },
    },
  ))
    mails.push(...((page.Items ?? []) as T[]));
  return mails;
}
const searchMails = (searchId: string) => outboxMails<CandidateSearchMail>('searchId', searchId);

/** A saved search's entry on a day's list of due digests, where send-digests finds it. */
async function dueOf(searchId: string, day: string) {
  const due = (await listDueDigests(day, 1000)).due.find((entry) => entry.id === searchId);
  expect(due, `${searchId} due on ${day}`).toMatchObject({ kind: 'candidate-search' });
  return due;
}

/** The alerts' senders given a due digest's task, as send-digests queues it. */
async function deliver(due: unknown, day: string) {
  const body = JSON.stringify({ kind: 'digest', due, day });
  const result = await deliverAlerts({ Records: [{ messageId: `m-${day}`, body }] } as never);
  expect(result.batchItemFailures).toEqual([]);
}
const runDigest = async (searchId: string, day: string) => deliver(await dueOf(searchId, day), day);

describe('saved candidate searches', () => {
  it('are a verified company’s own, validated as the search is, and capped', async () => {
    const saver = await employer('saver', true);
    const body = { name: 'Auditors', q: WORD, minYears: '1' };
    expect((await call(unverified, 'POST', '/api/talent/searches', body)).body.message).toBe(
      API_MESSAGES.talentNotVerified,
    );
    expect((await call(seeker, 'GET', '/api/talent/searches')).status).toBe(403);
    expect((await call(null, 'GET', '/api/talent/searches')).status).toBe(401);
    const empty = await call(saver, 'POST', '/api/talent/searches', { name: 'Everyone', city: 'all' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(API_MESSAGES.candidateSearchEmpty);
    for (const bad of [
      { ...body, name: '' },
      { ...body, city: 'mars' },
      { ...body, minYears: '-2' },
    ])
      expect((await call(saver, 'POST', '/api/talent/searches', bad)).status, JSON.stringify(bad)).toBe(400);

    const saved = await call(saver, 'POST', '/api/talent/searches', body);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Auditors', criteria: { q: WORD, minYears: 1, languages: [] } });
    expect(saved.body.companyId).toBeUndefined();
    const listed = await call(saver, 'GET', '/api/talent/searches');
    expect(listed.body.searches.map((search: { id: string }) => search.id)).toEqual([saved.body.id]);
    // Another company neither sees nor deletes it.
    expect((await call(rival, 'GET', '/api/talent/searches')).body.searches).toEqual([]);
    const notTheirs = await call(rival, 'DELETE', `/api/talent/searches/${saved.body.id}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(API_MESSAGES.candidateSearchNotFound);
    expect((await call(saver, 'GET', '/api/talent/searches')).body.searches).toHaveLength(1);

    for (let n = 1; n < MAX_SAVED_CANDIDATE_SEARCHES; n++)
      expect((await call(saver, 'POST', '/api/talent/searches', { ...body, name: `n${n}` })).status).toBe(201);
    const full = await call(saver, 'POST', '/api/talent/searches', body);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(API_MESSAGES.candidateSearchesFull);
    expect((await call(saver, 'DELETE', `/api/talent/searches/${saved.body.id}`)).status).toBe(204);
    expect((await call(saver, 'DELETE', `/api/talent/searches/${saved.body.id}`)).status).toBe(404);
    expect((await call(saver, 'POST', '/api/talent/searches', body)).status).toBe(201);
    // The company's export carries its saved searches, as its own list shows them.
    const searches = (await exportOf(saver.id)).cvBank.savedCandidateSearches;
    expect(searches).toHaveLength(MAX_SAVED_CANDIDATE_SEARCHES);
    expect(searches[0]).not.toHaveProperty('companyId');
  }, 60_000);

  it('e-mail the company the candidates new to them once a day, cards without contacts, never those out of the bank', async () => {
    const hunter = await employer('hunter', true);
    const word = `${WORD}hunt`;
    const saved = await call(hunter, 'POST', '/api/talent/searches', { name: 'Hunt', q: word });
    expect(saved.status, saved.text).toBe(201);
    const day = digestDayOf(new Date());
    // After the search was saved: one who stays in, one who opts out again, one who blocks the company.
    const fresh = await candidate({ name: 'fresh', visibility: 'anonymous', headline: `${word} auditor`, years: 3 });
    const quitter = await candidate({ name: 'quitter', visibility: 'visible', headline: `${word} clerk` });
    expect((await call(quitter, 'PUT', '/api/talent/visibility', { visibility: 'off' })).status).toBe(200);
    const blocker = await candidate({ name: 'blocker', visibility: 'visible', headline: `${word} teller` });
    expect((await call(blocker, 'PUT', `/api/talent/blocks/${hunter.id}`)).status).toBe(200);
    await indexer.drained();

    // The daily worker as scheduled, at 9:05 that day, and the alerts' senders on their real queue.
    const first = await dueOf(saved.body.id, day);
    const senders = await followQueue({
      endpoint: process.env.AWS_ENDPOINT_URL_SQS ?? '',
      queueUrl: process.env[queueUrlVariable(ALERTS_WORKER.handler)] ?? '',
      worker: ALERTS_WORKER,
    });
    try {
      const at = new Date(digestTimeOf(day).getTime() + 5 * 60_000).toISOString();
      const run = await sendDigests({ scheduledTime: at }, { getRemainingTimeInMillis: () => 60_000 });
      expect(run.queued).toBeGreaterThanOrEqual(1);
      await senders.drained();
    } finally {
      await senders.stop();
    }
    const mails = await searchMails(saved.body.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [CandidateSearchMail];
    expect(mail).toMatchObject({ kind: 'candidate-search-digest', to: `hunter.${RUN}@example.pk`, locale: 'en' });
    expect(mail.snapshot.candidates).toEqual([{ id: fresh.id, headline: `${word} auditor`, city: 'Lahore', years: 3 }]);
    const snapshot = JSON.stringify(mail.snapshot);
    for (const secret of ['+923001112233', '+923001112244', `fresh.${RUN}@example.pk`, 'fresh Khan', 'Current Traders'])
      expect(snapshot).not.toContain(secret);
    const rendered = renderMail(mail, config.SITE_ORIGIN);
    expect(rendered.html).toContain(`/employer/candidates/${fresh.id}`);
    expect(rendered.text).toContain(`${word} auditor`);
    expect(rendered.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?');
    for (const who of [quitter, blocker]) expect(rendered.html).not.toContain(who.id);

    // The same task again (a retry) sends nothing more; the next day's run finds no one new.
    await deliver(first, day);
    expect(await searchMails(saved.body.id)).toHaveLength(1);
    const next = digestDayOf(digestTimeOf(day));
    const due = (await listDueDigests(next, 1000)).due.find((entry) => entry.id === saved.body.id);
    expect(due?.since).toBe(digestTimeOf(day).toISOString());
    await runDigest(saved.body.id, next);
    expect(await searchMails(saved.body.id)).toHaveLength(1);

    // The e-mail's one-click unsubscribe deletes the search; its place on the lists ends with it.
    const oneClick = new URL(mail.snapshot.unsubscribe.oneClick);
    const stop = await fetch(`${api.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const stopped = await stop.text();
    expect(stop.status, stopped).toBe(200);
    // The page says it was a saved search, not a job alert.
    expect(JSON.parse(stopped)).toMatchObject({ scope: 'alert', kind: 'candidate-search' });
    expect((await call(hunter, 'GET', '/api/talent/searches')).body.searches).toEqual([]);
    const last = digestDayOf(digestTimeOf(next));
    await runDigest(saved.body.id, last);
    expect((await listDueDigests(digestDayOf(digestTimeOf(last)), 1000)).due.map((d) => d.id)).not.toContain(
      saved.body.id,
    );
  }, 120_000);
});

describe("a contact request's e-mail", () => {
  it('is in the language of the page the candidate chose their visibility on', async () => {
    const linguist = await employer('linguist', true);
    const urdu = await candidate({ name: 'urdu', visibility: 'anonymous' });
    const english = await candidate({ name: 'english', visibility: 'anonymous' });
    // From an Urdu page: the referrer says so, as the browser sends it on the site's own calls.
    const fromUrdu = await fetch(`${api.url}/api/talent/visibility`, {
      method: 'PUT',
      headers: {
        cookie: urdu.cookie,
        origin: config.SITE_ORIGIN,
        referer: `${config.SITE_ORIGIN}/ur/profile`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ visibility: 'anonymous' }),
    });
    expect(fromUrdu.status).toBe(200);
    const languageOf = async (who: Person) => {
      const sent = await call(linguist, 'POST', `/api/talent/candidates/${who.id}/requests`, { message: 'Salam' });
      expect(sent.status, sent.text).toBe(201);
      const mails = await outboxMails<ContactRequestMail>('requestId', sent.body.request.id);
      expect(mails).toHaveLength(1);
      return mails[0] as ContactRequestMail;
    };
    const toUrdu = await languageOf(urdu);
    expect(toUrdu.locale).toBe('ur');
    expect(renderMail(toUrdu, config.SITE_ORIGIN).text).toContain(`${config.SITE_ORIGIN}/ur/talent/request?`);
    expect((await languageOf(english)).locale).toBe('en');
  }, 60_000);
});
