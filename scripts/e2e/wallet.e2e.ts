import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, VIEWPORTS } from './browser.ts';
import { type Client, signInSeeker } from './http-client.ts';
import { Inbox } from './inbox.ts';

/**
 * Add Funds through each gateway's local stand-in, in Chromium: the API's checkout page posts the
 * signed form to the stand-in, the tester pays, fails or cancels there, and the gateway's signed
 * return (JazzCash posts it, Easypaisa redirects and its result is asked for) and notification come
 * back to the API, which credits a payment once and sends its receipt, and the wallet page says where
 * the payment stands.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const site = () => inject('siteUrl');

async function employer(login: string): Promise<Client> {
  const client = await signInSeeker(login);
  const res = await client.request('PUT', '/api/employer/company', {
    json: { name: 'Wallet Traders', city: 'karachi', website: '', about: null, logo: null },
  });
  expect(res.status).toBe(200);
  return client;
}

const balanceOf = async (client: Client) =>
  ((await (await client.request('GET', '/api/auth/user')).json()) as { walletBalance: string }).walletBalance;

/** The order once the gateway's word has landed (a notification may follow the browser by a moment). */
async function settledOrder(client: Client, reference: string) {
  for (let tries = 0; ; tries++) {
    const order = (await (await client.request('GET', `/api/wallet/orders/${reference}`)).json()) as {
      status: string;
      failure?: { code: string };
    };
    if (order.status !== 'pending' || tries >= 40) return order;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const BUTTON = { pay: /^Pay PKR/, fail: 'Fail the payment', cancel: 'Cancel' } as const;

describe('Add Funds through the gateway stand-ins', () => {
  it.each([
    ['jazzcash', 'pay', 'paid', '1500.00'],
    ['jazzcash', 'fail', 'failed', '0.00'],
    ['jazzcash', 'cancel', 'failed', '0.00'],
    ['easypaisa', 'pay', 'paid', '1500.00'],
    ['easypaisa', 'fail', 'failed', '0.00'],
    ['easypaisa', 'cancel', 'failed', '0.00'],
  ] as const)('%s, %s: the order ends %s and the wallet holds PKR %s', async (method, choice, status, balance) => {
    const login = `wallet.${method}.${choice}.${Date.now()}@example.pk`;
    const client = await employer(login);
    const requestId = randomBytes(12).toString('hex');
    const made = await client.request('POST', '/api/wallet/orders', {
      json: { amountPaisa: 1_500_00, method, requestId },
    });
    expect(made.status).toBe(201);
    const { order, checkoutUrl } = (await made.json()) as { order: { reference: string }; checkoutUrl: string };
    // A double click: the same request key is the same order.
    const again = await client.request('POST', '/api/wallet/orders', {
      json: { amountPaisa: 1_500_00, method, requestId },
    });
    expect(((await again.json()) as { order: { reference: string } }).order.reference).toBe(order.reference);

    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone, site());
    const domain = new URL(site()).hostname;
    await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
    try {
      await page.goto(checkoutUrl);
      await page.getByRole('heading', { name: /checkout/ }).waitFor();
      expect(await page.getByText(order.reference).count()).toBe(1);
      await page.getByLabel(/mobile account number/).fill('03001234567');
      await keepScreenshot(page, `wallet-${method}-checkout`);
      await page.getByRole('button', { name: BUTTON[choice] }).click();
      await page.waitForURL(new RegExp(`/dashboard/wallet\\?order=${order.reference}$`));

      expect(await settledOrder(client, order.reference)).toMatchObject({ status });
      expect(await balanceOf(client)).toBe(balance);
      // The wallet page says where the payment stands: credited, or nothing added and why.
      const outcome = page.getByTestId('order-outcome');
      await expect.poll(() => outcome.getAttribute('data-status'), { timeout: 20_000 }).toBe(status);
      await outcome
        .getByText(status === 'paid' ? 'PKR 1,500.00 was added to your wallet.' : /^Nothing was added to your wallet/)
        .waitFor();
      await page
        .getByTestId('wallet-balance')
        .getByText(`PKR ${Number(balance).toLocaleString('en')}.00`)
        .waitFor();
      await keepScreenshot(page, `wallet-${method}-${choice}-outcome`);
      expect(errors).toEqual([]);
      // A payment's receipt, once, by the real SMTP inbox; nothing for a payment that did not happen.
      if (status === 'paid') {
        const mails = await new Inbox().waitFor(login, 1);
        expect(mails.map((mail) => mail.subject)).toEqual(['Receipt: PKR 1,500.00 added to your wallet']);
        expect(mails[0]?.text).toContain(order.reference);
      } else expect(await new Inbox().to(login)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
