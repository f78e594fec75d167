import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrder } from '../../packages/api/src/wallet/gateways/gateway.ts';
import { jazzcash } from '../../packages/api/src/wallet/gateways/jazzcash.ts';
import { matchOrder } from '../../packages/api/src/wallet/gateways/match-order.ts';
import { formIn, type MerchantSite, startMerchantSite, submit } from '../local-stack/pay/testing.ts';

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
    reference: `JC${Date.now()}${count}`.slice(0, 20),
    amountPaisa: 250_000,
    currency: 'PKR',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
    description: 'Add funds to the Modern Jobs wallet',
    returnUrl: `${site.origin}/api/wallet/return/jazzcash`,
    channel: 'wallet',
  };
}

/** Checkout through the stand-in's page to the tester's choice; the self-posting return form. */
async function payThrough(o: CheckoutOrder, action: 'pay' | 'fail' | 'cancel', mobile = '03001234567') {
  const checkout = await submit(jazzcash.checkout(o, site.pay.configs.jazzcash));
  expect(checkout.status).toBe(302);
  const pageUrl = new URL(checkout.headers.get('location') ?? '', site.origin).toString();
  const page = await (await fetch(pageUrl)).text();
  expect(page).toContain('PKR 2,500');
  expect(page).toContain(o.reference);
  const decided = await submit({ url: pageUrl, fields: { action, mobile } });
  return { status: decided.status, form: formIn(await decided.text()) };
}

const stored = (o: CheckoutOrder) => ({
  gateway: 'jazzcash' as const,
  reference: o.reference,
  merchantId: site.pay.configs.jazzcash.merchantId,
  amountPaisa: o.amountPaisa,
  currency: 'PKR' as const,
});

describe('the JazzCash stand-in', () => {
  it('pays: a signed return and a signed IPN that the API module verifies, and an inquiry that says paid', async () => {
    const o = order();
    const { status, form } = await payThrough(o, 'pay');
    expect(status).toBe(200);
    expect(form.url).toBe(o.returnUrl);
    const back = jazzcash.verifyReturn(form.fields, site.pay.configs.jazzcash);
    expect(back).toMatchObject({ kind: 'verified', report: { reference: o.reference, status: 'paid', code: '000' } });
    if (back.kind === 'verified') expect(matchOrder(back.report, stored(o))).toEqual({ ok: true });

    await site.pay.settled();
    const ipn = site.notifications.filter(
      (n) => n.verification.kind === 'verified' && n.verification.report.reference === o.reference,
    );
    expect(ipn).toHaveLength(1);
    expect(ipn[0]?.verification).toMatchObject({
      report: { source: 'notification', status: 'paid', amountPaisa: 250_000 },
    });
    const delivery = site.pay.jazzcash.deliveries.at(-1);
    expect(JSON.parse(delivery?.answer ?? '{}')).toMatchObject({ pp_ResponseCode: '000' });

    expect(await jazzcash.inquire(o.reference, site.pay.configs.jazzcash)).toMatchObject({
      kind: 'report',
      report: { status: 'paid', code: '000' },
    });
  });

  it('fails: the return and the IPN say failed', async () => {
    const o = order();
    const { form } = await payThrough(o, 'fail');
    expect(jazzcash.verifyReturn(form.fields, site.pay.configs.jazzcash)).toMatchObject({
      kind: 'verified',
      report: { status: 'failed', code: '999' },
    });
    await site.pay.settled();
    expect(site.notifications.at(-1)?.verification).toMatchObject({
      report: { reference: o.reference, status: 'failed' },
    });
    expect(await jazzcash.inquire(o.reference, site.pay.configs.jazzcash)).toMatchObject({
      report: { status: 'failed' },
    });
  });

  it('cancels: code 112 back to the merchant, and no IPN', async () => {
    const o = order();
    const before = site.pay.jazzcash.deliveries.length;
    const { form } = await payThrough(o, 'cancel', '');
    expect(jazzcash.verifyReturn(form.fields, site.pay.configs.jazzcash)).toMatchObject({
      report: { status: 'failed', code: '112' },
    });
    await site.pay.settled();
    expect(site.pay.jazzcash.deliveries.length).toBe(before);
    expect(await jazzcash.inquire(o.reference, site.pay.configs.jazzcash)).toMatchObject({ report: { code: '112' } });
  });

  it('says pending while the payer is on the page, and that it knows no other reference', async () => {
    const o = order();
    await submit(jazzcash.checkout(o, site.pay.configs.jazzcash));
    expect(await jazzcash.inquire(o.reference, site.pay.configs.jazzcash)).toMatchObject({
      report: { status: 'pending', code: '157' },
    });
    expect(await jazzcash.inquire('NOSUCHREF1', site.pay.configs.jazzcash)).toMatchObject({
      kind: 'unknown',
      code: '109',
    });
  });

  it('refuses a tampered checkout with 115 and wrong credentials with 101, as JazzCash does', async () => {
    const request = jazzcash.checkout(order(), site.pay.configs.jazzcash);
    const tampered = await submit({ ...request, fields: { ...request.fields, pp_Amount: '100' } });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Error 115: Invalid hash received.');
    const wrong = jazzcash.checkout(order(), { ...site.pay.configs.jazzcash, password: 'not-it' });
    expect(await (await submit(wrong)).text()).toContain('Error 101');
    const forged = jazzcash.checkout(order(), { ...site.pay.configs.jazzcash, secret: 'guessed-salt' });
    expect(await (await submit(forged)).text()).toContain('Error 115');
  });

  it('asks again for a mobile number before paying', async () => {
    const { status } = await payThrough(order(), 'pay', '12345');
    expect(status).toBe(400);
  });

  it('sends the same IPN again on request: the API sees the same reference twice', async () => {
    const o = order();
    await payThrough(o, 'pay');
    expect(site.pay.jazzcash.notifyAgain(o.reference)).toBe(true);
    await site.pay.settled();
    const seen = site.notifications.filter(
      (n) => n.verification.kind === 'verified' && n.verification.report.reference === o.reference,
    );
    expect(seen).toHaveLength(2);
  });

  it('plays a gateway that is down or never answers', async () => {
    const o = order();
    await payThrough(o, 'pay');
    site.pay.jazzcash.controls.inquiry = 'unavailable';
    expect(await jazzcash.inquire(o.reference, site.pay.configs.jazzcash)).toEqual({
      kind: 'unreachable',
      detail: 'HTTP 503',
    });
    site.pay.jazzcash.controls.inquiry = 'silent';
    expect(await jazzcash.inquire(o.reference, site.pay.configs.jazzcash, { timeoutMs: 300 })).toMatchObject({
      kind: 'unreachable',
    });
    site.pay.jazzcash.controls.inquiry = 'answer';
  });
});
