import { randomBytes } from 'node:crypto';
import { CHECKOUT_MINUTES } from '@modern-jobs/domain';
import { describe, expect, it } from 'vitest';
import { ensureUser, getUser } from '../../src/accounts/store/users.ts';
import { applyOutcome } from '../../src/wallet/deposits.ts';
import {
  balanceOf,
  InsufficientFundsError,
  listEntries,
  postEntry,
  type StoredEntry,
} from '../../src/wallet/store/ledger.ts';
import { createOrder, getOrder, type StoredOrder } from '../../src/wallet/store/orders.ts';

const RUN = Date.now().toString(36);
let people = 0;

async function newPerson() {
  const id = `int-wallet-${RUN}-${++people}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: 'Bilal', email: null });
  return id;
}

const reference = () => `MJ${randomBytes(8).toString('hex').toUpperCase()}`;

function anOrder(userId: string, amountPaisa: number, requestId = reference()): StoredOrder {
  const now = new Date();
  return {
    reference: reference(),
    userId,
    requestId,
    merchantId: 'MC-TEST',
    receipt: { to: null, locale: 'en', name: null },
    amountPaisa,
    currency: 'PKR',
    method: 'jazzcash',
    channel: 'wallet',
    status: 'pending',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000).toISOString(),
  };
}

const credit = (userId: string, amountPaisa: number) =>
  postEntry({ userId, type: 'adjustment', amountPaisa, reference: 'test', description: 'test credit' });
const spend = (userId: string, amountPaisa: number) =>
  postEntry({ userId, type: 'boost', amountPaisa: -amountPaisa, reference: 'job-1', description: 'test boost' });

/** Every entry of the person, oldest first by the running balance they chain into. */
async function allEntries(userId: string): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEntries(userId, { limit: 7, cursor });
    entries.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

/**
 * The entries' balances chain from 0: every entry starts from the balance another ended on (or from
 * 0, the first), and the one no entry starts from is the final balance. Balances may repeat, so the
 * check is on the multisets, not a map.
 */
function expectOneChain(entries: StoredEntry[], finalBalance: number) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const starts = entries.map((e) => e.balancePaisa - e.amountPaisa);
  const ends = entries.map((e) => e.balancePaisa);
  expect(sorted(starts)).toEqual(sorted([0, ...ends]).filter((_, i, all) => i !== all.lastIndexOf(finalBalance)));
}

describe('the wallet ledger on DynamoDB Local', () => {
  it('lets exactly one of two parallel spends through when together they exceed the balance', async () => {
    const person = await newPerson();
    await credit(person, 1_000_00);

    const results = await Promise.allSettled([spend(person, 600_00), spend(person, 600_00)]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(person)).toBe(400_00);
    expect((await getUser(person))?.walletBalance).toBe('400.00');
    expectOneChain(await allEntries(person), 400_00);
  });

  it('keeps the balance the sum of its entries, never below zero, under a parallel mix of credits and spends', async () => {
    const person = await newPerson();
    const amounts = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 700_00 : -(100_00 + (i % 5) * 50_00)));

    const results = await Promise.allSettled(amounts.map((a) => (a > 0 ? credit(person, a) : spend(person, -a))));

    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    const entries = await allEntries(person);
    const written = results.filter((r) => r.status === 'fulfilled').length;
    const balance = await balanceOf(person);
    expect(entries).toHaveLength(written);
    expect(entries.reduce((sum, e) => sum + e.amountPaisa, 0)).toBe(balance);
    expect(entries.every((e) => e.balancePaisa >= 0)).toBe(true);
    expectOneChain(entries, balance);
    // Newest first.
    expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort().reverse());
  });

  it('credits a paid order once, however many times and in whatever order the gateway says so', async () => {
    const person = await newPerson();
    const { order } = await createOrder(anOrder(person, 2_500_00));
    const paid = { status: 'paid', code: '000', gatewayTransactionId: 'T1' } as const;

    // The return and the notification at once, then a replay, then a late failure.
    const results = await Promise.all([applyOutcome(order, paid), applyOutcome(order, paid)]);
    const settled = (await getOrder(order.reference)) as StoredOrder;
    const replay = await applyOutcome(order, paid);
    const late = await applyOutcome(settled, { status: 'failed', code: '199' });

    expect(results.map((r) => r.result).sort()).toEqual(['already-settled', 'credited']);
    expect(replay.result).toBe('already-settled');
    expect(late.result).toBe('already-settled');
    expect(settled).toMatchObject({ status: 'paid', gatewayTransactionId: 'T1' });
    expect(await balanceOf(person)).toBe(2_500_00);
    const entries = await allEntries(person);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'deposit', amountPaisa: 2_500_00, reference: order.reference });
  });

  it('credits nothing for a failed or cancelled order, and a later payment of it credits nothing either', async () => {
    const person = await newPerson();
    const { order } = await createOrder(anOrder(person, 500_00));

    const failed = await applyOutcome(order, { status: 'cancelled', code: '121', message: 'Cancelled by the payer' });
    const paidLater = await applyOutcome(order, { status: 'paid', code: '000' });

    expect(failed).toEqual({ result: 'not-paid', status: 'cancelled' });
    expect(paidLater.result).toBe('already-settled');
    expect(await getOrder(order.reference)).toMatchObject({
      status: 'cancelled',
      failure: { code: '121', message: 'Cancelled by the payer' },
    });
    expect(await balanceOf(person)).toBe(0);
  });

  it('makes one order of a double click: the same request key gives the first order back', async () => {
    const person = await newPerson();
    const requestId = reference();

    const [a, b] = await Promise.all([
      createOrder(anOrder(person, 1_000_00, requestId)),
      createOrder(anOrder(person, 1_000_00, requestId)),
    ]);

    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.order.reference).toBe(b.order.reference);
  });
});
