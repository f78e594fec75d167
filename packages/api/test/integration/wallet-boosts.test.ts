import { API_MESSAGES, WALLET_DEFAULTS } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { config } from '../../src/config.ts';
import { getStoredJob, purgeJob } from '../../src/jobs/store/jobs.ts';
import { balanceOf, listEntries } from '../../src/wallet/store/ledger.ts';
import { credit } from './credit.ts';
import { startApi } from './server.ts';

/**
 * Paid boosts through the local adapter (each route held to its declared grant), on DynamoDB Local:
 * the price leaves the wallet with the boost in one transaction, parallel boosts past the balance let
 * one through, buying again extends, and closing or removing the job refunds the whole unused days.
 */
const RUN = Date.now().toString(36);
const DAY = 24 * 60 * 60 * 1000;
let api: Awaited<ReturnType<typeof startApi>>;
const made = new Set<string>();
let admin: string;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };

let tokens = 0;
async function person(name: string) {
  const id = `boost-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}.${RUN}@example.pk` });
  const token = `${name}${RUN}${tokens++}`.padEnd(43, 'x').slice(0, 43);
  await createSession('seeker', id, hashToken(token));
  return { id, cookie: `mj_session=${token}` };
}

async function call(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      cookie,
      ...headers,
      ...(method === 'GET' ? {} : { origin: config.SITE_ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
}

/** A job of the owner's, approved by the operator: public and open. */
async function publicJob(title: string): Promise<string> {
  const posted = await call(owner.cookie, 'POST', '/api/employer/jobs', {
    title,
    description: 'Drive deliveries across Karachi.',
    location: 'Karachi, Pakistan',
    jobType: 'full-time',
    salaryMin: 50_000,
    salaryMax: 70_000,
    skills: ['Driving'],
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const id = String(posted.body.id);
  made.add(id);
  const version = (await getStoredJob(id, true))?.updatedAt ?? '';
  expect(
    (await call(admin, 'POST', `/api/admin/jobs/${id}/approve`, undefined, { 'if-match': `"${version}"` })).status,
  ).toBe(200);
  return id;
}

const boost = (who: { cookie: string }, id: string, days: number) =>
  call(who.cookie, 'POST', `/api/employer/jobs/${id}/boost`, { days });

beforeAll(async () => {
  api = await startApi();
  const token = `admin${RUN}`.padEnd(43, 'a');
  await createSession('admin', '03001234567', hashToken(token));
  admin = `mj_admin=${token}`;
  owner = await person('owner');
  other = await person('other');
  for (const who of [owner, other]) {
    const res = await call(who.cookie, 'PUT', '/api/employer/company', {
      name: `Boost Co ${who.id}`,
      logo: null,
      website: '',
      city: 'karachi',
      about: null,
    });
    expect(res.status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  for (const id of made) await purgeJob(id);
  await api?.close();
});

describe('paid boosts', () => {
  it('lets one of two parallel boosts through when the wallet holds one, and extends the next from the boost’s end', async () => {
    const id = await publicJob(`Courier ${RUN}`);
    await credit(owner.id, 1_000_00);

    const [a, b] = await Promise.all([boost(owner, id, 15), boost(owner, id, 15)]);

    expect([a.status, b.status].sort()).toEqual([200, 402]);
    expect([a, b].find((r) => r.status === 402)?.body.message).toBe(API_MESSAGES.insufficientFunds);
    expect(await balanceOf(owner.id)).toBe(1_000_00 - 900_00);
    const first = (await getStoredJob(id, true)) as NonNullable<Awaited<ReturnType<typeof getStoredJob>>>;
    expect(first.isBoosted).toBe(true);
    const firstEnd = Date.parse(first.boostExpiry ?? '');
    expect(firstEnd - Date.now()).toBeGreaterThan(15 * DAY - 60_000);

    await credit(owner.id, 500_00);
    const again = await boost(owner, id, 7);
    expect(again.status).toBe(200);
    expect(again.body.entry).toMatchObject({ type: 'boost', amountPaisa: -500_00, amount: '-500.00', reference: id });
    expect(Date.parse(again.body.job.boostExpiry)).toBe(firstEnd + 7 * DAY);
    const publicView = await call('', 'GET', `/api/jobs/${id}`);
    expect(publicView.body).toMatchObject({ isBoosted: true });
    expect(publicView.body).not.toHaveProperty('boostPurchases');

    // Closed early: 14 whole days of the first purchase (900 for 15) and all 7 of the second (500).
    const closed = await call(owner.cookie, 'POST', `/api/employer/jobs/${id}/close`);
    expect(closed.status).toBe(200);
    expect(await balanceOf(owner.id)).toBe(100_00 + 840_00 + 500_00);
    const [refund] = (await listEntries(owner.id, { limit: 1 })).items;
    expect(refund).toMatchObject({ type: 'refund', amountPaisa: 1_340_00, reference: id });
    expect(await getStoredJob(id, true)).toMatchObject({ isBoosted: false, boostExpiry: null });
    expect((await getStoredJob(id, true))?.boostPurchases).toBeUndefined();
  });

  it('refunds the unused days to the employer when the operator removes a boosted job', async () => {
    const id = await publicJob(`Rider ${RUN}`);
    await credit(owner.id, 1_500_00);
    const before = await balanceOf(owner.id);
    expect((await boost(owner, id, 30)).status).toBe(200);

    const version = (await getStoredJob(id, true))?.updatedAt ?? '';
    const removed = await call(admin, 'DELETE', `/api/jobs/${id}`, undefined, { 'if-match': `"${version}"` });

    expect(removed.status).toBe(200);
    // 29 whole days of 30 at PKR 1,500: PKR 1,450 back.
    expect(await balanceOf(owner.id)).toBe(before - 1_500_00 + 1_450_00);
    expect(await getStoredJob(id, true)).toBeNull();
  });

  it('charges the price the operator set in Settings, from the next boost', async () => {
    const id = await publicJob(`Packer ${RUN}`);
    const prices = { ...WALLET_DEFAULTS, boost7Paisa: 650_00 };
    const saved = await call(admin, 'PUT', '/api/settings/wallet', { value: JSON.stringify(prices) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      await credit(owner.id, 650_00);
      const before = await balanceOf(owner.id);
      // A page that still showed the old price is refused, and nothing is charged.
      const stale = await call(owner.cookie, 'POST', `/api/employer/jobs/${id}/boost`, { days: 7, pricePaisa: 500_00 });
      expect([stale.status, stale.body.message]).toEqual([409, API_MESSAGES.boostPriceChanged]);
      expect(await balanceOf(owner.id)).toBe(before);
      const bought = await call(owner.cookie, 'POST', `/api/employer/jobs/${id}/boost`, {
        days: 7,
        pricePaisa: 650_00,
      });
      expect(bought.body.entry).toMatchObject({ type: 'boost', amountPaisa: -650_00 });
      expect(await balanceOf(owner.id)).toBe(before - 650_00);
    } finally {
      // The table is shared with the other files: the defaults again.
      await call(admin, 'PUT', '/api/settings/wallet', { value: JSON.stringify(WALLET_DEFAULTS) });
    }
  });

  it("refunds the unused days when the operator's form turns a paid boost off, and keeps them for any other edit", async () => {
    const id = await publicJob(`Stitcher ${RUN}`);
    await credit(owner.id, 1_500_00);
    const before = await balanceOf(owner.id);
    expect((await boost(owner, id, 30)).status).toBe(200);
    const edit = async (change: Record<string, unknown>) => {
      const {
        ownerId: _o,
        id: _i,
        createdAt: _c,
        updatedAt,
        workplace: _w,
        boostPurchases: _p,
        ...fields
      } = (await getStoredJob(id, true)) as NonNullable<Awaited<ReturnType<typeof getStoredJob>>> &
        Record<string, unknown>;
      const body = Object.fromEntries(
        [
          'title',
          'company',
          'companyLogo',
          'description',
          'location',
          'jobType',
          'salaryMin',
          'salaryMax',
          'skills',
          'requirements',
          'benefits',
          'applicationDeadline',
          'isBoosted',
          'boostExpiry',
          'status',
        ].map((k) => [k, fields[k]]),
      );
      return call(admin, 'PUT', `/api/jobs/${id}`, { ...body, ...change }, { 'if-match': `"${updatedAt}"` });
    };

    const retitled = await edit({ title: `Stitcher ${RUN} (day shift)` });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(await balanceOf(owner.id)).toBe(before - 1_500_00);
    expect((await getStoredJob(id, true))?.boostPurchases).toHaveLength(1);

    const off = await edit({ isBoosted: false, boostExpiry: null });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // 29 whole days of 30 at PKR 1,500: PKR 1,450 back, and nothing left to refund twice.
    expect(await balanceOf(owner.id)).toBe(before - 1_500_00 + 1_450_00);
    expect(await getStoredJob(id, true)).toMatchObject({ isBoosted: false, boostExpiry: null });
    expect((await getStoredJob(id, true))?.boostPurchases).toBeUndefined();
  });

  it('boosts only an own job that the public can see', async () => {
    const id = await publicJob(`Loader ${RUN}`);
    await credit(other.id, 1_000_00);

    expect((await boost(other, id, 7)).status).toBe(404);
    const edited = await call(owner.cookie, 'PUT', `/api/employer/jobs/${id}`, {
      title: `Loader ${RUN}`,
      description: 'Back to review after an edit.',
      location: 'Karachi, Pakistan',
      jobType: 'full-time',
      skills: ['Lifting'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await credit(owner.id, 1_000_00);
    const pending = await boost(owner, id, 7);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(API_MESSAGES.boostNotPublic);
    expect((await boost(owner, id, 10)).status).toBe(400);
  });
});
