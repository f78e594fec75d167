import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, WALLET_DEFAULTS } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createOrder } from '../../../src/handlers/create-wallet-order.ts';
import { handler as getOrder } from '../../../src/handlers/get-wallet-order.ts';
import { handler as checkout } from '../../../src/handlers/wallet-checkout.ts';
import { invoke } from '../../http.ts';
import { ddb } from '../../mocks.ts';
import { jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../../sessions.ts';

const COMPANY = { name: 'Indus Welding', logo: null, website: null, city: 'lahore', about: null };
const REFERENCE = 'MJ0123456789ABCDEF';
const asEmployer = { cookies: [seekerCookie], headers: jsonWrite };
const valid = { amountPaisa: 1_000_00, method: 'jazzcash', requestId: 'k'.repeat(22) };
const add = (body: unknown) => invoke(createOrder, { method: 'POST', ...asEmployer, body: JSON.stringify(body) });

function storedOrder(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  ddb.on(GetCommand, { Key: { PK: `ORDER#${REFERENCE}`, SK: 'ORDER' } }).resolves({
    Item: {
      PK: `ORDER#${REFERENCE}`,
      SK: 'ORDER',
      entity: 'paymentOrder',
      reference: REFERENCE,
      userId: SEEKER_ID,
      requestId: 'k'.repeat(22),
      merchantId: 'MC-TEST',
      amountPaisa: 1_000_00,
      currency: 'PKR',
      method: 'jazzcash',
      channel: 'wallet',
      status: 'pending',
      receipt: { to: 'kamran@example.pk', locale: 'en', name: 'Kamran' },
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 30 * 60_000).toISOString(),
      ...overrides,
    },
  });
}

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: { PK: `USER#${SEEKER_ID}`, SK: 'PROFILE' } }).resolves({
    Item: { id: SEEKER_ID, firstName: 'Kamran', email: 'kamran@example.pk', company: COMPANY },
  });
  mockSessions();
  ddb.on(TransactWriteCommand).resolves({});
});

describe('Add Funds', () => {
  it.each([
    ['an amount under the minimum', { ...valid, amountPaisa: 99_99 }, API_MESSAGES.depositLimits],
    ['an amount over the maximum', { ...valid, amountPaisa: 100_000_01 }, API_MESSAGES.depositLimits],
    ['a fraction of a paisa', { ...valid, amountPaisa: 1_000.5 }, 'Amount must be a whole number of paisa'],
    ['a negative amount', { ...valid, amountPaisa: -1_000_00 }, 'Enter the amount to add'],
    ['an amount as text', { ...valid, amountPaisa: '1000' }, 'Enter the amount to add'],
    ['another currency', { ...valid, currency: 'USD' }, 'Funds are added in PKR'],
    ['another gateway', { ...valid, method: 'paypal' }, 'Choose JazzCash or Easypaisa'],
    ['no request key', { ...valid, requestId: undefined }, 'Invalid request key'],
  ])('refuses %s with a 400 and writes nothing', async (_name, body, message) => {
    const res = await add(body);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("takes the least and the most from the operator's wallet setting, and the defaults when it cannot be read", async () => {
    const setting = (value: unknown) =>
      ddb.on(GetCommand, { Key: { PK: 'SETTING#wallet', SK: 'SETTING' } }).resolves({
        Item: { value: JSON.stringify(value), updatedAt: '2026-11-01T00:00:00.000Z' },
      });
    setting({ ...WALLET_DEFAULTS, minDepositPaisa: 2_000_00, presetsPaisa: [2_000_00] });
    expect((await add(valid)).body.message).toBe(API_MESSAGES.depositLimits);
    expect((await add({ ...valid, amountPaisa: 2_000_00 })).status).toBe(201);

    // A stored value that no longer passes (the least above the most): the defaults hold.
    setting({ ...WALLET_DEFAULTS, minDepositPaisa: 2_000_00, maxDepositPaisa: 1_000_00 });
    expect((await add(valid)).status).toBe(201);
  });

  it('makes a pending order for the merchant account, and says where to pay', async () => {
    const res = await add(valid);

    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      amountPaisa: 1_000_00,
      currency: 'PKR',
      method: 'jazzcash',
      status: 'pending',
    });
    expect(res.body.order).not.toHaveProperty('userId');
    expect(res.body.order).not.toHaveProperty('merchantId');
    expect(res.body.checkoutUrl).toBe(`/api/wallet/orders/${res.body.order.reference}/checkout`);
    const [guard, order] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(guard?.Put?.Item?.PK).toBe(`ORDERREQ#${SEEKER_ID}#${valid.requestId}`);
    expect(order?.Put?.Item).toMatchObject({ userId: SEEKER_ID, merchantId: 'MC-TEST', GSI4PK: 'ORDERS#pending' });
  });

  it('answers 503 for a gateway this stage has no merchant account at', async () => {
    const res = await add({ ...valid, method: 'easypaisa' });

    expect(res.status).toBe(503);
    expect(res.body.message).toBe(API_MESSAGES.paymentsUnavailable);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe("a person's own orders", () => {
  it("answers another person's order as missing", async () => {
    storedOrder({ userId: 'user-someone-else' });

    for (const handler of [getOrder, checkout]) {
      const res = await invoke(handler, { ...asEmployer, params: { reference: REFERENCE } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_MESSAGES.orderNotFound);
    }
  });

  it("signs the gateway's form on a page whose policy lets forms go to that gateway alone", async () => {
    storedOrder();

    const res = await invoke(checkout, { ...asEmployer, params: { reference: REFERENCE } });

    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('text/html; charset=utf-8');
    const csp = res.headers['Content-Security-Policy'];
    expect(csp).toContain('form-action http://127.0.0.1:9;');
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+';/);
    expect(res.text).toContain('action="http://127.0.0.1:9/jazzcash/merchantform/"');
    expect(res.text).toContain(`name="pp_TxnRefNo" value="${REFERENCE}"`);
    expect(res.text).toMatch(/name="pp_SecureHash" value="[0-9A-F]{64}"/);
    expect(res.text).not.toContain('test-integrity-salt');
  });

  it('sends a settled order back to the wallet instead of to the gateway', async () => {
    storedOrder({ status: 'paid' });

    const res = await invoke(checkout, { ...asEmployer, params: { reference: REFERENCE } });

    expect(res.status).toBe(303);
    expect(res.headers.Location).toBe(`/dashboard/wallet?order=${REFERENCE}`);
  });

  it('sends it to the Urdu wallet when its payer paid in Urdu', async () => {
    storedOrder({ status: 'failed', receipt: { to: 'kamran@example.pk', locale: 'ur', name: 'Kamran' } });

    const res = await invoke(checkout, { ...asEmployer, params: { reference: REFERENCE } });

    expect([res.status, res.headers.Location]).toEqual([303, `/ur/dashboard/wallet?order=${REFERENCE}`]);
  });
});
