import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, overflowsSideways, VIEWPORTS } from './browser.ts';
import { type Client, signInAdmin, signInSeeker } from './http-client.ts';

/**
 * The operator's Payment Management (the admin's Wallet tab) in Chromium: an employer pays PKR 1,500
 * through the JazzCash stand-in; at a phone's width (360 px) the operator signs in, finds the deposit,
 * opens the employer's wallet (PKR 1,500.00), refunds PKR 400 of it to the gateway with a reason, sees
 * the wallet at PKR 1,100.00 with the refund among its entries, and the books hold (on screen and by
 * the API). Then at a desktop's width (1280 px) the operator adds PKR 250 to the same wallet with a
 * reason, and refunds a deposit that failed at the gateway into it; the balance and the books follow. Screenshots land in
 * test-results/screenshots (payment-management-*).
 */

let browser: Browser;
let employer: Client;
let employerId: string;
let reference: string;
const site = () => inject('siteUrl');

/**
 * A PKR 1,500 deposit of the employer's through the JazzCash stand-in's page, as a person makes it:
 * paid, or failed at the gateway (a payment the gateway took that never reached the wallet is one
 * the operator may refund into it). Its reference.
 */
async function deposit(outcome: 'paid' | 'failed'): Promise<string> {
  const made = await employer.request('POST', '/api/wallet/orders', {
    json: { amountPaisa: 1_500_00, method: 'jazzcash', requestId: randomBytes(12).toString('hex') },
  });
  expect(made.status).toBe(201);
  const { order, checkoutUrl } = (await made.json()) as { order: { reference: string }; checkoutUrl: string };

  // Not openPage: its failure story is for tests, and this runs before them.
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: site() });
  const page = await context.newPage();
  const domain = new URL(site()).hostname;
  await context.addCookies([...employer.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
  try {
    await page.goto(checkoutUrl);
    await page.getByRole('heading', { name: /checkout/ }).waitFor();
    if (outcome === 'paid') {
      await page.getByLabel(/mobile account number/).fill('03001234567');
      await page.getByRole('button', { name: /^Pay PKR/ }).click();
    } else await page.getByRole('button', { name: /^Fail the payment$/ }).click();
    await page.waitForURL(new RegExp(`/dashboard/wallet\\?order=${order.reference}$`));
  } finally {
    await context.close();
  }
  // The gateway's word may follow the browser by a moment (expect.poll is for tests; this runs before them).
  for (let tries = 0; ; tries++) {
    const res = await employer.request('GET', `/api/wallet/orders/${order.reference}`);
    const { status } = (await res.json()) as { status: string };
    if (status !== 'pending' || tries >= 80) {
      expect(status).toBe(outcome);
      return order.reference;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An employer with a company and a paid PKR 1,500 deposit. */
async function paidDeposit() {
  employer = await signInSeeker(`payment.management.${Date.now()}@example.pk`);
  const company = await employer.request('PUT', '/api/employer/company', {
    json: { name: 'Refund Traders', city: 'karachi', website: '', about: null, logo: null },
  });
  expect(company.status).toBe(200);
  employerId = ((await (await employer.request('GET', '/api/auth/user')).json()) as { id: string }).id;
  reference = await deposit('paid');
}

beforeAll(async () => {
  browser = await launchChromium();
  await paidDeposit();
});
afterAll(() => browser?.close());

const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Panel', exact: true });

/**
 * The books hold, as the Wallet tab shows them. They are two reads (the ledger's total, the
 * balances'), and another file's wallet write between the two reads as not holding for a moment;
 * the tab reads them once, so while it says they do not hold, it is read again (reloaded).
 */
async function expectBooksHold(page: Page) {
  const books = page.getByTestId('reconciliation');
  let reads = 0;
  await expect
    .poll(
      async () => {
        if (reads++ > 0) {
          await page.reload();
          await panelHeading(page).waitFor();
          await page.getByRole('tab', { name: 'Wallet' }).click();
        }
        await books.waitFor();
        return books.getAttribute('data-holds');
      },
      { timeout: 30_000 },
    )
    .toBe('true');
  await books.getByText('Holds', { exact: true }).waitFor();
}

/** The books hold by the API: the ledger's total is the balances' (read again while they differ, as above). */
async function expectBooksHoldByApi(admin: Client) {
  await expect
    .poll(
      async () => {
        const recon = (await (await admin.get('/api/admin/wallet/reconciliation')).json()) as {
          holds: boolean;
          ledger: { totalPaisa: number };
          balances: { totalPaisa: number };
        };
        return { holds: recon.holds, ledgerIsBalances: recon.ledger.totalPaisa === recon.balances.totalPaisa };
      },
      { timeout: 30_000 },
    )
    .toEqual({ holds: true, ledgerIsBalances: true });
}

/** The operator signs in on /admin and opens the Wallet tab. */
async function openWalletTab(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Mobile Number').fill(inject('adminMobile'));
  await page.getByRole('textbox', { name: 'Password' }).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  await panelHeading(page).waitFor();
  await page.getByRole('tab', { name: 'Wallet' }).click();
  await page.getByRole('heading', { name: 'Payment Management' }).waitFor();
}

/** The deposits' sub-view, narrowed to JazzCash deposits in a status; the row of one (by default this journey's paid one). */
async function depositRow(page: Page, status: 'paid' | 'failed' = 'paid', of = reference) {
  await page
    .locator('label')
    .filter({ hasText: /^Deposits$/ })
    .click();
  await page.getByLabel('Status').selectOption(status);
  await page.getByLabel('Gateway').selectOption('jazzcash');
  const row = page.getByTestId('wallet-order-row').filter({ hasText: of });
  await row.waitFor();
  return row;
}

describe('Payment Management', () => {
  it('at 360 px: the operator refunds part of a deposit to the gateway, the balance follows and the books hold', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.phone, site());
    try {
      await openWalletTab(page);
      await expectBooksHold(page);

      let row = await depositRow(page);
      expect(await row.textContent()).toContain('PKR 1,500.00');
      await keepScreenshot(page, 'payment-management-deposits-phone');

      // The employer's wallet before: the deposit, PKR 1,500.00.
      await row.getByRole('button', { name: `Open wallet of ${employerId}` }).click();
      const wallet = page.getByTestId('person-wallet');
      await wallet.getByTestId('person-balance').getByText('PKR 1,500.00', { exact: true }).waitFor();
      await page.getByTestId('wallet-entry-row').filter({ hasText: reference }).first().waitFor();

      // Refund PKR 400 of it to the payer through the gateway.
      row = await depositRow(page);
      await row.getByRole('button', { name: `Refund ${reference}` }).click();
      const dialog = page.getByRole('dialog', { name: `Refund deposit ${reference}` });
      await dialog.waitFor();
      const amount = dialog.getByLabel(/Amount/);
      expect(await amount.inputValue()).toBe('1500.00');
      expect(await dialog.getByRole('radio', { name: /through the gateway/ }).isChecked()).toBe(true);
      // The reason is required.
      await amount.fill('400');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await dialog.getByText('Say why the deposit is refunded').waitFor();
      await dialog.getByLabel(/Reason/).fill('The employer paid twice for one boost');
      await keepScreenshot(page, 'payment-management-refund-phone');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByText('Deposit refunded').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('Refunded', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: `Refund ${reference}` }).count()).toBe(0);

      // The wallet after: PKR 1,100.00, the refund among its entries; and the books still hold.
      await row.getByRole('button', { name: `Open wallet of ${employerId}` }).click();
      await wallet.getByTestId('person-balance').getByText('PKR 1,100.00', { exact: true }).waitFor();
      const refundRow = page.getByTestId('wallet-entry-row').filter({ hasText: 'Refund' }).first();
      await refundRow.getByText('PKR -400.00').waitFor();
      await refundRow.getByText('Reason: The employer paid twice for one boost').waitFor();
      expect(await overflowsSideways(page), 'the wallet tab is wider than the window').toBe(false);
      await keepScreenshot(page, 'payment-management-wallet-phone');
      await expectBooksHold(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The same by the API: the employer's balance, the order's refund, and the books.
    expect(
      ((await (await employer.request('GET', '/api/auth/user')).json()) as { walletBalance: string }).walletBalance,
    ).toBe('1100.00');
    const admin = await signInAdmin();
    await expectBooksHoldByApi(admin);
    const again = await admin.request('POST', `/api/admin/wallet/orders/${reference}/refund`, {
      json: { amountPaisa: 100, to: 'gateway', reason: 'A second refund of it' },
    });
    expect(again.status).toBe(409);
  });

  it("at 1280 px: the operator adjusts the employer's balance, and refunds a failed deposit into it; the books hold", async () => {
    const failed = await deposit('failed');
    const balance = async () =>
      ((await (await employer.request('GET', '/api/auth/user')).json()) as { walletBalance: string }).walletBalance;
    const before = Math.round(Number(await balance()) * 100);
    const shown = (paisa: number) => `PKR ${(paisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const after = shown(before + 250_00);
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop, site());
    try {
      await openWalletTab(page);
      await expectBooksHold(page);
      await page.getByTestId('wallet-totals').waitFor();
      await keepScreenshot(page, 'payment-management-entries-desktop');
      const row = await depositRow(page);
      expect(await overflowsSideways(page)).toBe(false);
      await keepScreenshot(page, 'payment-management-deposits-desktop');

      await row.getByRole('button', { name: `Open wallet of ${employerId}` }).click();
      const wallet = page.getByTestId('person-wallet');
      await wallet.getByRole('button', { name: 'Adjust balance' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
      await dialog.getByLabel(/Amount/).fill('250');
      // The reason is required.
      await dialog.getByRole('button', { name: 'Adjust balance' }).click();
      await dialog.getByText('Say why the balance is adjusted').waitFor();
      await dialog.getByLabel(/Reason/).fill('Goodwill for a boost that did not show');
      await keepScreenshot(page, 'payment-management-adjust-desktop');
      await dialog.getByRole('button', { name: 'Adjust balance' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await wallet.getByTestId('person-balance').getByText(after, { exact: true }).waitFor();
      const adjusted = page.getByTestId('wallet-entry-row').filter({ hasText: 'Goodwill for a boost' }).first();
      await adjusted.getByText('PKR +250.00').waitFor();

      // The failed deposit: the gateway took it, the wallet never got it. Refunded into the wallet.
      const failedRow = await depositRow(page, 'failed', failed);
      await failedRow.getByRole('button', { name: `Credit the wallet ${failed}` }).click();
      const refund = page.getByRole('dialog', { name: `Refund deposit ${failed}` });
      expect(await refund.getByRole('radio', { name: /^The wallet/ }).isChecked()).toBe(true);
      await refund.getByLabel(/Reason/).fill('JazzCash took it; the order failed on our side');
      await keepScreenshot(page, 'payment-management-refund-wallet-desktop');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      await refund.waitFor({ state: 'hidden' });
      await failedRow.getByText('Refunded', { exact: true }).waitFor();
      await failedRow.getByRole('button', { name: `Open wallet of ${employerId}` }).click();
      await wallet
        .getByTestId('person-balance')
        .getByText(shown(before + 250_00 + 1_500_00), { exact: true })
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await expectBooksHold(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    expect(Math.round(Number(await balance()) * 100)).toBe(before + 250_00 + 1_500_00);
  });
});
