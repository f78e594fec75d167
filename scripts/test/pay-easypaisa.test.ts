import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easypaisa } from '../../packages/api/src/wallet/gateways/easypaisa.ts';
import type { CheckoutOrder } from '../../packages/api/src/wallet/gateways/gateway.ts';
import { matchOrder } from '../../packages/api/src/wallet/gateways/match-order.ts';
import { type MerchantSite, queryOf, startMerchantSite, submit } from '../local-stack/pay/testing.ts';

let site: MerchantSite;
let count = 0;

beforeAll(async () => {
  site = await startMerchantSite();
});
afterAll(() => site.close());

function order(): CheckoutOrder {
  count += 1;
  const now = new Date();
  return {
    reference: `EP${Date.now()}${count}`.slice(0, 20),
    amountPaisa: 100_000,
    currency: 'PKR',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
    description: 'Add funds',
    returnUrl: `${site.origin}/api/wallet/return/easypaisa`,
    mobile: '03451234567',
    channel: 'wallet',
  };
}

/**
 * Index.jsf → back to us with auth_token → Confirm.jsf (the API module's `continue`) → the page →
 * the tester's choice → the final redirect to our return URL.
 */
async function payThrough(o: CheckoutOrder, action: 'pay' | 'fail' | 'cancel') {
  const config = site.pay.configs.easypaisa;
  const first = await submit(easypaisa.checkout(o, config));
  expect(first.status).toBe(302);
  expect(first.headers.get('location')?.startsWith(`${o.returnUrl}?auth_token=`)).toBe(true);
  const step = easypaisa.verifyReturn(queryOf(first), config, o.returnUrl);
  if (step.kind !== 'continue') throw new Error(`expected the confirm step, got ${step.kind}`);
  const confirmed = await submit(step.request);
  expect(confirmed.status).toBe(302);
  const pageUrl = new URL(confirmed.headers.get('location') ?? '', site.origin).toString();
  const page = await (await fetch(pageUrl)).text();
  expect(page).toContain('PKR 1,000');
  const decided = await submit({ url: pageUrl, fields: { action, mobile: o.mobile ?? '' } });
  expect(decided.status).toBe(302);
  expect(decided.headers.get('location')?.startsWith(o.returnUrl)).toBe(true);
  return {
    back: easypaisa.verifyReturn(queryOf(decided), config, o.returnUrl),
    token: queryOf(first).auth_token ?? '',
  };
}

describe('the Easypaisa stand-in', () => {
  it('pays: the unsigned return says paid, the IPN (fetched back from the gateway) and the inquiry confirm it', async () => {
    const o = order();
    const { back } = await payThrough(o, 'pay');
    expect(back).toEqual({ kind: 'unsigned', reference: o.reference, claimed: 'paid' });

    await site.pay.settled();
    const ipn = site.notifications.find(
      (n) => n.verification.kind === 'verified' && n.verification.report.reference === o.reference,
    );
    expect(ipn?.verification).toMatchObject({
      kind: 'verified',
      report: { source: 'notification', status: 'paid', code: 'PAID', amountPaisa: 100_000 },
    });
    if (ipn?.verification.kind === 'verified')
      expect(
        matchOrder(ipn.verification.report, {
          gateway: 'easypaisa',
          reference: o.reference,
          merchantId: site.pay.configs.easypaisa.merchantId,
          amountPaisa: 100_000,
          currency: 'PKR',
        }),
      ).toEqual({ ok: true });
    expect(site.pay.easypaisa.deliveries.at(-1)).toMatchObject({ status: 200, answer: 'OK' });

    expect(await easypaisa.inquire(o.reference, site.pay.configs.easypaisa)).toMatchObject({
      kind: 'report',
      report: { status: 'paid', amountPaisa: 100_000, merchantId: site.pay.configs.easypaisa.merchantId },
    });
  });

  it.each(['fail', 'cancel'] as const)(
    '%s: success=false back to the merchant, no IPN, and the inquiry says failed',
    async (action) => {
      const o = order();
      const before = site.pay.easypaisa.deliveries.length;
      const { back } = await payThrough(o, action);
      expect(back).toEqual({ kind: 'unsigned', reference: o.reference, claimed: 'failed' });
      await site.pay.settled();
      expect(site.pay.easypaisa.deliveries.length).toBe(before);
      expect(await easypaisa.inquire(o.reference, site.pay.configs.easypaisa)).toMatchObject({
        report: { status: 'failed', code: 'FAILED' },
      });
    },
  );

  it('says pending before the payer decides', async () => {
    const o = order();
    await submit(easypaisa.checkout(o, site.pay.configs.easypaisa));
    expect(await easypaisa.inquire(o.reference, site.pay.configs.easypaisa)).toMatchObject({
      report: { status: 'pending', code: 'PENDING' },
    });
  });

  it('refuses a tampered or forged merchantHashedReq, and a second use of an auth_token', async () => {
    const request = easypaisa.checkout(order(), site.pay.configs.easypaisa);
    const tampered = await submit({ ...request, fields: { ...request.fields, amount: '1.0' } });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Invalid merchant hashed request.');
    const forged = easypaisa.checkout(order(), { ...site.pay.configs.easypaisa, secret: 'AAAAAAAAAAAAAAAA' });
    expect((await submit(forged)).status).toBe(400);

    const o = order();
    const { token } = await payThrough(o, 'pay');
    const again = await submit({
      url: site.pay.configs.easypaisa.confirmUrl ?? '',
      fields: { auth_token: token, postBackURL: o.returnUrl },
    });
    expect(again.status).toBe(400);
  });

  it('answers an inquiry with the wrong credentials as refused', async () => {
    expect(await easypaisa.inquire('ANY1', { ...site.pay.configs.easypaisa, password: 'wrong' })).toMatchObject({
      kind: 'unknown',
      code: '0001',
    });
    expect(await easypaisa.inquire('NOSUCHREF1', site.pay.configs.easypaisa)).toMatchObject({
      kind: 'unknown',
      code: '0003',
    });
  });

  it('calls the IPN URL again on request, and can hold notifications back', async () => {
    const o = order();
    site.pay.easypaisa.controls.notifications = 'hold';
    await payThrough(o, 'pay');
    await site.pay.settled();
    const seen = () =>
      site.notifications.filter(
        (n) => n.verification.kind === 'verified' && n.verification.report.reference === o.reference,
      );
    expect(seen()).toHaveLength(0);
    site.pay.easypaisa.controls.notifications = 'send';
    expect(site.pay.easypaisa.notifyAgain(o.reference)).toBe(true);
    expect(site.pay.easypaisa.notifyAgain(o.reference)).toBe(true);
    await site.pay.settled();
    expect(seen()).toHaveLength(2);
  });
});
