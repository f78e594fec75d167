import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  clickForNotice,
  DEMO_JOB_CARD,
  JOURNEY_WIDTHS,
  keepScreenshot,
  launchChromium,
  openPage,
  signInOnProvider,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, inject('siteUrl'));

describe.each(JOURNEY_WIDTHS)('saved jobs at %s width', (name, viewport) => {
  it('saves a job signed out through sign-in, finds it saved on the dashboard, and forgets it', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/');
    // A demo job's card: another file's job could be gone before this one is done with it.
    const title = (await page.locator(`${DEMO_JOB_CARD} h3`).first().textContent()) ?? '';
    const toggle = page.getByRole('button', { name: `Save ${title}`, exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    await clickForNotice(page, toggle, 'Sign in to save jobs');
    await signInOnProvider(page, `${name}.saver@example.pk`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Job saved').waitFor();
    await keepScreenshot(page, `saved-job-card-${name}`);

    await page.goto('/dashboard');
    const saved = page.getByRole('heading', { name: 'Saved Jobs' });
    await saved.waitFor();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('open');
    // A new seeker: no operator has opened their CV.
    const views = page.getByText('Profile Views').locator('..');
    expect(await views.textContent()).toContain('0');
    await row.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `saved-jobs-dashboard-${name}`);

    await page.getByRole('button', { name: `Remove ${title} from saved jobs` }).click();
    await page.getByText('No Saved Jobs Yet').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves from the job page in Urdu, and lists it under محفوظ ملازمتیں', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/ur/job/seed-05');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /محفوظ کریں$/ }).click();
    await signInOnProvider(page, `${name}.ur-saver@example.pk`);
    await page.waitForURL(/\/ur\/job\/seed-05$/);
    await expect
      .poll(() => page.getByRole('button', { name: /محفوظ کریں$/ }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.goto('/ur/dashboard');
    await page.getByRole('heading', { name: 'محفوظ ملازمتیں' }).waitFor();
    await page.locator('li[data-state="open"]').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('li[data-state="open"]').first().scrollIntoViewIfNeeded();
    await keepScreenshot(page, `saved-jobs-dashboard-ur-${name}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
