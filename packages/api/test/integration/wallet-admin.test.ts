import { randomBytes } from 'node:crypto';
import { API_MESSAGES, NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { config } from '../../src/config.ts';
import { applyOutcome } from '../../src/wallet/deposits.ts';
import { startDeposit } from '../../src/wallet/payments.ts';
import { balanceOf, postEntry } from '../../src/wallet/store/ledger.ts';
import type { StoredOrder } from '../../src/wallet/store/orders.ts';
import { startApi } from './server.ts';

/**
 * Payment Management through the local adapter (each route held to its declared grant), on DynamoDB
 * Local: the books hold after a random mix of deposits, boosts, refunds and adjustments, a filter's
 * totals are exact, and a deposit is refunded once, never for more than it was.
 */
const RUN = Date.now().toString(36);
let api: Awaited<ReturnType<typeof startApi>>;
let admin: string;
let people = 0;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      cookie: admin,
      ...(method === 'GET' ? {} : { origin: config.SITE_ORIGIN }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
}

async function newPerson() {
  const id = `walletadmin-${RUN}-${++people}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: 'Hira', email: null });
  return id;
}

async function deposit(userId: string, amountPaisa: number, status: 'paid' | 'failed' = 'paid'): Promise<StoredOrder> {
  const { order } = await startDeposit(
    { userId, email: null, name: null, locale: 'en' },
    { amountPaisa, currency: 'PKR', method: 'jazzcash', channel: 'wallet', requestId: randomBytes(12).toString('hex') },
  );
  await applyOutcome(order, { status, code: status === 'paid' ? '000' : '199' });
  return order;
}

beforeAll(async () => {
  api = await startApi();
  const token = `walletadmin${RUN}`.padEnd(43, 'a');
  await createSession('admin', '03001234567', hashToken(token));
  admin = `mj_admin=${token}`;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('Payment Management', () => {
  it('keeps the books after a random mix: every entry summed equals every balance summed', async () => {
    const ids = await Promise.all([newPerson(), newPerson(), newPerson()]);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const orders: StoredOrder[] = [];
    for (let step = 0; step < 24; step++) {
      const who = ids[random(ids.length)] as string;
      const kind = random(4);
      if (kind === 0) orders.push(await deposit(who, 100_00 * (1 + random(50))));
      else if (kind === 1)
        await postEntry({
          userId: who,
          type: 'boost',
          amountPaisa: -(500_00 + random(3) * 200_00),
          reference: 'job',
          description: 'boost',
        }).catch(() => undefined);
      else if (kind === 2)
        await call('POST', `/api/admin/wallet/users/${who}/adjustments`, {
          amountPaisa: 1_000 - random(2_000) || 5,
          reason: 'goodwill',
        });
      else {
        const order = orders[random(orders.length || 1)];
        if (order)
          await call('POST', `/api/admin/wallet/orders/${order.reference}/refund`, {
            amountPaisa: 100_00,
            to: 'gateway',
            reason: 'asked',
          });
      }
    }

    const books = await call('GET', '/api/admin/wallet/reconciliation');

    expect(books.status).toBe(200);
    expect(books.body.holds).toBe(true);
    expect(books.body.ledger.totalPaisa).toBe(books.body.balances.totalPaisa);
    const sum = (await Promise.all(ids.map(balanceOf))).reduce((a, b) => a + b, 0);
    const theirs = await Promise.all(ids.map((userId) => call('GET', `/api/admin/wallet/totals?userId=${userId}`)));
    expect(theirs.reduce((total, res) => total + res.body.totalPaisa, 0)).toBe(sum);
  });

  it('lists and totals a filter exactly, and pages a person’s entries newest first', async () => {
    const person = await newPerson();
    await deposit(person, 1_000_00);
    await deposit(person, 2_500_00);
    await postEntry({ userId: person, type: 'boost', amountPaisa: -900_00, reference: 'job-1', description: 'boost' });

    const deposits = await call('GET', `/api/admin/wallet/totals?userId=${person}&type=deposit`);
    const all = await call('GET', `/api/admin/wallet/totals?userId=${person}`);
    const first = await fetch(`${api.url}/api/admin/wallet/entries?userId=${person}&limit=2`, {
      headers: { cookie: admin },
    });
    const page = (await first.json()) as Array<{ type: string; userId: string }>;

    expect(deposits.body).toEqual({
      count: 2,
      totalPaisa: 3_500_00,
      byType: { deposit: { count: 2, paisa: 3_500_00 } },
    });
    expect(all.body.totalPaisa).toBe(2_600_00);
    expect(page.map((e) => e.type)).toEqual(['boost', 'deposit']);
    expect(page.every((e) => e.userId === person)).toBe(true);
    const next = first.headers.get('x-next-cursor') ?? '';
    const rest = await call('GET', `/api/admin/wallet/entries?userId=${person}&limit=2&cursor=${next}`);
    expect(rest.body).toHaveLength(1);
    // A cursor of one person's list is refused on another's.
    expect((await call('GET', `/api/admin/wallet/entries?limit=2&cursor=${next}`)).status).toBe(400);
  });

  it('refunds a paid deposit once, never for more than it was, and a payment that never reached the wallet into it', async () => {
    const person = await newPerson();
    const paid = await deposit(person, 1_000_00);
    const failed = await deposit(person, 700_00, 'failed');
    const refund = (order: StoredOrder, body: object) =>
      call('POST', `/api/admin/wallet/orders/${order.reference}/refund`, body);

    const tooMuch = await refund(paid, { amountPaisa: 1_000_01, to: 'gateway', reason: 'asked' });
    const wrongWay = await refund(paid, { amountPaisa: 100_00, to: 'wallet', reason: 'asked' });
    const [once, twice] = await Promise.all([
      refund(paid, { amountPaisa: 400_00, to: 'gateway', reason: 'asked for it back' }),
      refund(paid, { amountPaisa: 400_00, to: 'gateway', reason: 'asked for it back' }),
    ]);
    const intoWallet = await refund(failed, { amountPaisa: 700_00, to: 'wallet', reason: 'the gateway took it' });
    const noReason = await refund(failed, { amountPaisa: 700_00, to: 'wallet' });

    expect(tooMuch.body.message).toBe(API_MESSAGES.refundTooLarge);
    expect(wrongWay.body.message).toBe(API_MESSAGES.refundNotPossible);
    expect([once.status, twice.status].sort()).toEqual([201, 409]);
    expect([once, twice].find((r) => r.status === 409)?.body.message).toBe(API_MESSAGES.alreadyRefunded);
    expect(intoWallet.status).toBe(201);
    expect(intoWallet.body).toMatchObject({ type: 'refund', amountPaisa: 700_00, reason: 'the gateway took it' });
    expect(noReason.status).toBe(400);
    expect(await balanceOf(person)).toBe(1_000_00 - 400_00 + 700_00);
    const failedOnes = await call('GET', '/api/admin/wallet/orders?status=failed&method=jazzcash&limit=100');
    expect(failedOnes.body.map((o: { reference: string }) => o.reference)).toContain(failed.reference);
    expect(failedOnes.body.every((o: { status: string }) => o.status === 'failed')).toBe(true);
    expect(failedOnes.body.find((o: { reference: string }) => o.reference === failed.reference)).toMatchObject({
      userId: person,
      refund: { amountPaisa: 700_00, to: 'wallet' },
    });
    // Between Pakistan days, inclusive: today's has it, a range that ended long ago does not.
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const todays = await call('GET', `/api/admin/wallet/orders?status=failed&from=${today}&to=${today}&limit=100`);
    const old = await call('GET', '/api/admin/wallet/orders?status=failed&from=2020-01-01&to=2020-01-31&limit=100');
    expect(todays.body.map((o: { reference: string }) => o.reference)).toContain(failed.reference);
    expect(old.body).toEqual([]);
    const activity = await call('GET', `/api/admin/activity?item=order:${paid.reference}`);
    expect(activity.body.map((r: { action: string }) => r.action)).toEqual(['wallet.refunded']);
  });

  it('totals a deposit filter exactly: the count and sum of every order it lists, by status', async () => {
    const person = await newPerson();
    await deposit(person, 300_00);
    await deposit(person, 450_50, 'failed');
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

    for (const filter of [`from=${today}&to=${today}`, 'method=jazzcash', 'status=failed', '']) {
      const listed: Array<{ status: string; amountPaisa: number }> = [];
      let cursor: string | null = null;
      do {
        const res = await fetch(
          `${api.url}/api/admin/wallet/orders?${filter}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          { headers: { cookie: admin } },
        );
        listed.push(...((await res.json()) as typeof listed));
        cursor = res.headers.get(NEXT_CURSOR_HEADER);
      } while (cursor);
      const totals = await call('GET', `/api/admin/wallet/orders/totals?${filter}`);

      expect(totals.status).toBe(200);
      expect(totals.body.count, filter).toBe(listed.length);
      expect(totals.body.totalPaisa, filter).toBe(listed.reduce((sum, o) => sum + o.amountPaisa, 0));
      expect(totals.body.byStatus.failed?.count ?? 0, filter).toBe(listed.filter((o) => o.status === 'failed').length);
    }
    expect((await call('GET', '/api/admin/wallet/orders/totals?from=2026-02-30')).status).toBe(400);
  });

  it('adjusts a balance either way with a reason, never below zero', async () => {
    const person = await newPerson();
    const up = await call('POST', `/api/admin/wallet/users/${person}/adjustments`, {
      amountPaisa: 250_00,
      reason: 'goodwill',
    });
    const tooFar = await call('POST', `/api/admin/wallet/users/${person}/adjustments`, {
      amountPaisa: -250_01,
      reason: 'mistake',
    });
    const nobody = await call('POST', '/api/admin/wallet/users/nobody-at-all/adjustments', {
      amountPaisa: 5,
      reason: 'test',
    });

    expect(up.status).toBe(201);
    expect(tooFar.status).toBe(409);
    expect(nobody.status).toBe(404);
    expect((await call('GET', `/api/admin/wallet/users/${person}`)).body).toEqual({
      userId: person,
      balancePaisa: 250_00,
      balance: '250.00',
    });
  });
});
