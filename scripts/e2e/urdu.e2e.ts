import {
  en,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  type MessageKey,
  type MessageValues,
  type PluralKey,
  plural,
  translate,
} from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectJobCount,
  JOURNEY_WIDTHS,
  keepScreenshot,
  launchChromium,
  openPage,
  signInOnProvider,
  VIEWPORTS,
} from './browser.ts';
import { pdfBytes } from './http-client.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const site = () => inject('siteUrl');

const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, site());

/** The Urdu texts, as the app fills them in: every Urdu string below comes from the catalog. */
const t = (key: MessageKey, values?: MessageValues) => translate(URDU, key, values);
const count = (key: PluralKey, n: number) => plural(URDU, key, n);

/** A contract job of the seed (packages/domain/src/seed/jobs.ts) and a keyword only it matches. */
const JOB = { id: 'seed-26', title: 'Welder (6G)', company: 'Al Noor Contracting', keyword: 'Welder' } as const;

/** `<html lang dir>` as the page has them. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir || 'ltr'}`);

describe.each(JOURNEY_WIDTHS)('the Urdu site at %s width', (name, viewport) => {
  it('browses, filters by type, searches, opens a job, signs in, applies with a CV and sees it on the dashboard', async () => {
    const { context, page, errors } = await open(viewport);
    /** The count text of `n` jobs found, once on the page: the API's count for the page's query. */
    const found = (n: number) => page.getByText(count('jobs.found', n), { exact: true });

    await page.goto('/ur/');
    expect(await htmlLanguage(page)).toBe('ur rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    await expect.poll(() => page.title()).toBe(t('site.title'));
    const cards = page.locator('a[href^="/ur/job/"]');
    await cards.first().waitFor();
    await expectJobCount(page, '', found);
    // Every card links to the job's Urdu page, none to the English one.
    expect(await page.locator('a[href^="/job/"]').count()).toBe(0);
    await page.getByRole('heading', { name: t('jobs.latest') }).waitFor();
    await keepScreenshot(page, `urdu-home-${name}`);

    if (name === 'phone') {
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      const menu = page.locator('#mobile-menu');
      const languages = menu.getByRole('group', { name: t('nav.language') });
      await languages.waitFor();
      expect(await languages.getByRole('link', { name: LANGUAGE_NAMES.ur }).getAttribute('aria-current')).toBe('true');
      expect(await languages.getByRole('link', { name: LANGUAGE_NAMES.en }).getAttribute('href')).toBe('/');
      await keepScreenshot(page, `urdu-home-menu-${name}`);
      await page.getByRole('button', { name: t('nav.closeMenu') }).click();
      await menu.waitFor({ state: 'detached' });
    }

    // Filter by a job type: the URL stays Urdu and the count follows.
    const contract = page.getByRole('button', { name: t('jobType.contract'), exact: true });
    await contract.click();
    await page.waitForURL(/type=contract/);
    expect(new URL(page.url()).pathname).toBe('/ur/');
    await expect.poll(() => contract.getAttribute('aria-pressed')).toBe('true');
    const contracts = await expectJobCount(page, '&type=contract', found);
    expect(contracts).toBeGreaterThan(1);
    await expect.poll(() => cards.count()).toBe(Math.min(contracts, 10));

    // Search by keyword within the type.
    await page.getByPlaceholder(t('search.keywordPlaceholder')).fill(JOB.keyword);
    await page.getByRole('button', { name: t('search.submit') }).click();
    await page.waitForURL(/q=Welder/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('contract');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.getByText(count('jobs.found', 1), { exact: true }).count()).toBe(1);
    expect(await cards.first().textContent()).toContain(JOB.title);

    // Open the job: its Urdu page, with its sections headed in Urdu.
    await cards.first().click();
    await page.waitForURL(new RegExp(`/ur/job/${JOB.id}$`));
    await page.getByRole('heading', { level: 1, name: JOB.title }).waitFor();
    expect(await htmlLanguage(page)).toBe('ur rtl');
    await expect.poll(() => page.title()).toBe(t('job.pageTitle', { title: JOB.title, company: JOB.company }));
    for (const section of ['job.description', 'job.skills', 'job.requirements', 'job.benefits'] as const) {
      await page.getByRole('heading', { level: 2, name: t(section), exact: true }).waitFor();
    }
    await page.getByText(t('jobType.contract'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('job.applyForPosition') }).waitFor();
    await keepScreenshot(page, `urdu-job-${name}`);

    // Signed out: the toast in Urdu, then the provider's sign-in, then back to the Urdu job page.
    await page.getByRole('button', { name: t('job.applyNow') }).click();
    await page.getByText(t('toast.loginRequired.message')).waitFor();
    await signInOnProvider(page, `urdu-seeker-${name}@example.com`);
    await page.waitForURL(new RegExp(`/ur/job/${JOB.id}$`));
    await page
      .getByText(t('nav.welcome', { name: 'Urdu' }))
      .first()
      .waitFor({ state: 'attached' });
    expect(await htmlLanguage(page)).toBe('ur rtl');

    // Apply with a small PDF.
    await page.getByRole('button', { name: t('job.applyNow') }).click();
    const dialog = page.getByRole('dialog', { name: t('apply.title', { title: JOB.title }) });
    await dialog.waitFor();
    await dialog.getByLabel(t('apply.fullName')).fill('Urdu Applicant');
    await dialog.getByLabel(t('apply.contactNumber')).fill('+923001112233');
    await dialog.getByLabel(t('apply.whatsappNumber')).fill('+923001112233');
    await dialog.getByLabel(t('apply.email')).fill(`urdu-seeker-${name}@example.com`);
    const submit = dialog.getByRole('button', { name: t('apply.submit') });
    expect(await submit.isDisabled()).toBe(true);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) });
    await page.getByText(t('toast.cvUploaded.message')).waitFor();
    await dialog.getByText(t('upload.done'), { exact: true }).waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await keepScreenshot(page, `urdu-apply-${name}`);
    await submit.click();
    await page.getByText(t('toast.applicationSubmitted.message')).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The dashboard, in Urdu, lists it.
    await page.goto('/ur/dashboard');
    await page.getByRole('heading', { level: 1, name: t('dashboard.title') }).waitFor();
    expect(await htmlLanguage(page)).toBe('ur rtl');
    await expect.poll(() => page.title()).toBe(t('dashboard.pageTitle'));
    await page.getByText(JOB.title, { exact: true }).waitFor();
    expect(await page.getByText(t('status.submitted'), { exact: true }).count()).toBe(1);
    await keepScreenshot(page, `urdu-dashboard-${name}`);

    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('shows the not-found pages in Urdu', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/ur/no-such-page');
    await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
    await page.getByText(t('notFound.text')).waitFor();
    expect(await htmlLanguage(page)).toBe('ur rtl');
    await expect.poll(() => page.title()).toBe(t('notFound.pageTitle'));
    await keepScreenshot(page, `urdu-not-found-${name}`);

    await page.goto('/ur/job/does-not-exist');
    await page.getByRole('heading', { level: 1, name: t('job.notFound') }).waitFor();
    await page.getByText(t('job.notFoundText')).waitFor();
    expect(await htmlLanguage(page)).toBe('ur rtl');
    await expect.poll(() => page.title()).toBe(t('job.notFoundTitle'));
    expect(await page.getByRole('link', { name: t('job.backToJobs') }).getAttribute('href')).toBe('/ur/');
    await keepScreenshot(page, `urdu-job-not-found-${name}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the contact panel and the highlight pop-up in Urdu', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/ur/');
    await page.locator('a[href^="/ur/job/"]').first().waitFor();

    await page.getByRole('button', { name: t('widget.open'), exact: true }).click();
    const panel = page.getByRole('dialog', { name: t('widget.contactUs') });
    await panel.waitFor();
    const whatsapp = await panel.getByRole('link', { name: t('widget.whatsapp') }).getAttribute('href');
    expect(new URL(whatsapp ?? '').searchParams.get('text')).toBe(t('contact.whatsappMessage'));
    const email = await panel.getByRole('link', { name: t('widget.email') }).getAttribute('href');
    expect(decodeURIComponent(email ?? '')).toContain(`?subject=${t('contact.emailSubject')}`);
    await panel.getByRole('link', { name: t('widget.call') }).waitFor();
    await keepScreenshot(page, `urdu-contact-${name}`);
    await panel.getByRole('button', { name: t('widget.closePanel') }).click();
    await panel.waitFor({ state: 'detached' });

    // The highlight button's text is the operator's setting, so it is found by what it opens.
    await page.locator('button[aria-haspopup="dialog"]').click();
    const win = page.getByRole('dialog');
    await win.getByRole('link', { name: t('win.download') }).waitFor();
    await win.getByRole('button', { name: t('common.close') }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await keepScreenshot(page, `urdu-win-${name}`);
    await page.keyboard.press('Escape');
    await win.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the language follows the visitor', () => {
  const viewport = VIEWPORTS.desktop;

  /** A fresh context with the browser's languages; its page's errors and main-frame navigations. */
  async function visitor(locale: string) {
    const context = await browser.newContext({ viewport, baseURL: site(), locale });
    const page = await context.newPage();
    const errors: string[] = [];
    const documents: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(new URL(request.url()).pathname);
      }
    });
    return { context, page, errors, documents };
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  const langCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

  it('a first visit from an Urdu browser lands on /ur/ in the page, and stays there on reload', async () => {
    const { context, page, errors, documents } = await visitor('ur-PK');
    const response = await page.goto('/');
    // The server answered '/' itself: no redirect, the page moved to /ur/ by replacing its history entry.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(new URL(response?.url() ?? '').pathname).toBe('/');
    expect(await response?.request().headerValue('accept-language')).toMatch(/^ur-PK/);
    expect(pathOf(page)).toBe('/ur/');
    // The new tab's about:blank and this one entry: moving to /ur/ replaced '/' rather than adding to it.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(await htmlLanguage(page)).toBe('ur rtl');
    await page.locator('a[href^="/ur/job/"]').first().waitFor();
    await page.getByRole('heading', { name: t('jobs.latest') }).waitFor();

    await page.reload();
    await page.locator('a[href^="/ur/job/"]').first().waitFor();
    expect(pathOf(page)).toBe('/ur/');
    expect(await htmlLanguage(page)).toBe('ur rtl');
    // No loop: nothing navigates again once the page has settled.
    await page.waitForTimeout(1000);
    expect(pathOf(page)).toBe('/ur/');
    expect(documents).toEqual(['/', '/ur/']);
    expect(await page.evaluate(() => history.length)).toBe(2);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('an English browser stays on /', async () => {
    const { context, page, errors, documents } = await visitor('en-US');
    await page.goto('/');
    await page.locator('a[href^="/job/"]').first().waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await htmlLanguage(page)).toBe('en ltr');
    expect(await page.locator('a[href^="/ur/job/"]').count()).toBe(0);
    expect(documents).toEqual(['/']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("choosing English on an Urdu page is remembered over the browser's languages", async () => {
    const { context, page, errors } = await visitor('ur-PK');
    await page.goto(`/ur/job/${JOB.id}`);
    await page.getByRole('heading', { level: 1, name: JOB.title }).waitFor();
    expect(await langCookie(context)).toBeUndefined();

    const languages = page.getByRole('group', { name: t('nav.language') });
    await languages.getByRole('link', { name: LANGUAGE_NAMES.en }).click();
    await page.waitForURL(new RegExp(`/job/${JOB.id}$`));
    expect(pathOf(page)).toBe(`/job/${JOB.id}`);
    await expect.poll(() => htmlLanguage(page)).toBe('en ltr');
    await page.getByRole('button', { name: en['job.applyNow'] }).waitFor();
    await expect.poll(() => langCookie(context)).toBe('en');

    await page.goto('/');
    await page.locator('a[href^="/job/"]').first().waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await htmlLanguage(page)).toBe('en ltr');

    // A new tab of the same browser too.
    const other = await context.newPage();
    await other.goto('/');
    await other.locator('a[href^="/job/"]').first().waitFor();
    expect(pathOf(other)).toBe('/');

    // And choosing Urdu again is remembered the same way.
    await page.getByRole('group', { name: en['nav.language'] }).getByRole('link', { name: LANGUAGE_NAMES.ur }).click();
    await page.waitForURL(/\/ur\/$/);
    await expect.poll(() => langCookie(context)).toBe('ur');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('never moves the admin panel to /ur', async () => {
    const { context, page, errors } = await visitor('ur-PK');
    await page.goto('/admin');
    await page.locator('input[type="password"]').waitFor();
    expect(pathOf(page)).toBe('/admin');
    expect(await htmlLanguage(page)).toBe('en ltr');

    // Not even for a visitor who chose Urdu.
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ur', url: site() }]);
    await page.goto('/admin');
    await page.locator('input[type="password"]').waitFor();
    expect(pathOf(page)).toBe('/admin');
    expect(await htmlLanguage(page)).toBe('en ltr');

    expect(errors).toEqual([]);
    await context.close();
  });
});
