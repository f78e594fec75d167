import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  clickForNotice,
  DEMO_JOB_CARD,
  expectJobCount,
  JOURNEY_WIDTHS,
  keepScreenshot,
  launchChromium,
  openPage,
  signInOnProvider,
} from './browser.ts';
import { largePdfBytes } from './http-client.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const site = () => inject('siteUrl');

const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, site());

describe.each(JOURNEY_WIDTHS)('the public site at %s width', (name, viewport) => {
  it('browses, filters by type, searches by keyword and city in the URL, goes back, and opens a job from its card', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/');
    const cards = page.locator('a[href^="/job/"]');
    await cards.first().waitFor();
    // The API's count: the demo's 30 (4 internships), and what other files have open at the time.
    const all = await expectJobCount(page, '', (n) => page.getByText(`${n} jobs found`, { exact: true }));
    expect(all).toBeGreaterThanOrEqual(30);

    await page.getByRole('button', { name: 'Internship', exact: true }).click();
    await page.waitForURL(/type=internship/);
    const internships = await expectJobCount(page, '&type=internship', (n) =>
      page.getByText(`${n} jobs found`, { exact: true }),
    );
    expect(internships).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole('button', { name: 'Internship', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await keepScreenshot(page, `browse-filter-${name}`);

    await page.getByRole('button', { name: 'All Jobs' }).click();
    await page.getByPlaceholder('Job title or keyword').fill('Flutter');
    await page.getByLabel('City').selectOption('lahore');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL(/q=Flutter/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('lahore');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Mobile App Developer (Flutter)');
    await keepScreenshot(page, `browse-search-${name}`);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    expect(await page.getByPlaceholder('Job title or keyword').inputValue()).toBe('');

    // A page of the list holds ten cards; a card (a demo job's: others come and go) opens its job's
    // page, with its title and pay.
    await expect.poll(() => cards.count()).toBe(10);
    const card = page.locator(DEMO_JOB_CARD).nth(1);
    const title = (await card.locator('h3').textContent()) ?? '';
    await card.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/job\/seed-\d+$/);
    expect(
      await page
        .getByText(/PKR|Salary not disclosed/)
        .first()
        .isVisible(),
    ).toBe(true);
    await keepScreenshot(page, `browse-job-${name}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a job, is asked to sign in, signs in, applies with a PDF, sees it on the dashboard, and is refused a second time', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/job/seed-13');
    await page.getByRole('heading', { level: 1, name: 'DevOps Engineer' }).waitFor();
    expect(await page.title()).toBe('DevOps Engineer at Pak Fintech Solutions | Modern Jobs');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@graph'][1]).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'PKR' },
    });

    // Signed out: the spec's toast, then the sign-in page.
    await clickForNotice(page, page.getByRole('button', { name: 'Apply Now' }), 'Please sign in to apply for jobs.');
    await keepScreenshot(page, `apply-login-required-${name}`);
    await signInOnProvider(page, `${name}.applicant@example.pk`);
    await page.waitForURL(/\/job\/seed-13$/);
    await page
      .getByText(`Welcome, ${name.charAt(0).toUpperCase()}${name.slice(1)}`)
      .first()
      .waitFor({ state: 'attached' });

    // Apply with a real PDF over a slow link, watching the progress bar move.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Test Applicant');
    await dialog.getByLabel('Contact Number').fill('+923001112233');
    await dialog.getByLabel('WhatsApp Number').fill('+923001112233');
    await dialog.getByLabel('Email').fill('applicant@example.pk');
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(largePdfBytes(1_500_000)) });
    const progress = dialog.getByRole('progressbar');
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await keepScreenshot(page, `apply-progress-${name}`);
    await page.getByText('Your CV has been uploaded successfully.').waitFor({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page
      .getByText('Your application has been successfully submitted. The employer will contact you soon.')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await keepScreenshot(page, `apply-submitted-${name}`);

    // The dashboard shows it.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    await page.getByText('DevOps Engineer').waitFor();
    expect(await page.getByText('Submitted', { exact: true }).count()).toBe(1);
    await keepScreenshot(page, `dashboard-${name}`);

    // A second application to the same job is refused with the API's message. Pressed once the page
    // knows who is signed in, as above: before that, Apply Now sends a visitor to sign in.
    await page.goto('/job/seed-13');
    await page
      .getByText(`Welcome, ${name.charAt(0).toUpperCase()}${name.slice(1)}`)
      .first()
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await dialog.getByLabel('Full Name').fill('Test Applicant');
    await dialog.getByLabel('Contact Number').fill('+923001112233');
    await dialog.getByLabel('WhatsApp Number').fill('+923001112233');
    await dialog.getByLabel('Email').fill('applicant@example.pk');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(largePdfBytes(2000)) });
    await page.getByText('Your CV has been uploaded successfully.').waitFor();
    await submit.click();
    await page.getByText('You have already applied for this job').waitFor();
    await keepScreenshot(page, `apply-duplicate-${name}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the win modal, locks scrolling, and closes it on the backdrop', async () => {
    const { context, page } = await open(viewport);
    await page.goto('/');
    // The highlight button's text is the operator's setting (admin.e2e.ts changes it): it is found by
    // what it opens.
    await page.locator('button[aria-haspopup="dialog"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Congratulations! You earned 3600 Rs. Free!').waitFor();
    await keepScreenshot(page, `win-modal-${name}`);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // The '#' download link goes nowhere.
    await dialog.getByRole('link', { name: 'Download' }).click();
    expect(new URL(page.url()).hash).toBe('');

    await page.mouse.click(5, viewport.height - 5);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await context.close();
  });

  it("opens the contact panel with the spec's prefilled links", async () => {
    const { context, page } = await open(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact us' }).click();
    const panel = page.getByRole('dialog', { name: 'Contact Us' });
    await panel.waitFor();
    await keepScreenshot(page, `contact-${name}`);

    expect(await panel.getByRole('link', { name: 'WhatsApp Chat' }).getAttribute('href')).toBe(
      `https://wa.me/923001234567?text=${encodeURIComponent("Hello! I'm interested in Modern Jobs opportunities.")}`,
    );
    expect(await panel.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      'mailto:support@modernjobs.pk?subject=Inquiry%20about%20Modern%20Jobs',
    );
    expect(await panel.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+923001234567');
    await context.close();
  });

  it('shows the 404 page, and sends a signed-out visitor from the dashboard to sign in', async () => {
    const { context, page } = await open(viewport);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await keepScreenshot(page, `not-found-${name}`);

    await page.goto('/dashboard');
    await page.getByText('You are logged out. Logging in again...').waitFor();
    await page.waitForURL(/\/oidc\/interaction\//);
    await context.close();
  });
});
