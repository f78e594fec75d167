import { EN_TRUST, ENGLISH, type MessageKey, type MessageValues, translate, UR_TRUST } from '@modern-jobs/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, overflowsSideways, VIEWPORTS } from './browser.ts';
import { type Client, deleteJobsMatching, runWord, signInSeeker, theAdmin } from './http-client.ts';
import { Inbox } from './inbox.ts';

/**
 * Jobs abroad you can trust (issue 33) in Chromium, at a phone's width (360 px) and a desktop's
 * (1280 px): an employer posts a job abroad through an OEP; the operator verifies its recruiter in
 * Moderation and approves it, and the job page shows the licence; a signed-out visitor reports
 * another job for asking money; the operator finds it in Reports with its scam signal and hides it;
 * the signed-in reporter's e-mail arrives. The job page and the report dialog once in Urdu.
 * Screenshots land in test-results/screenshots (trust-*).
 */

let browser: Browser;
/** A word only this run has (no demo job, no other file's): this file's jobs, removed at the end. */
const WORD = runWord('Qaleen');
const site = () => inject('siteUrl');
const en = (key: MessageKey, values?: MessageValues) => translate(ENGLISH, key, values);
const inbox = new Inbox();

let employer: Client;
let admin: Client;
let reporter: Client;
let reporterAddress: string;

beforeAll(async () => {
  browser = await launchChromium();
  const stamp = Date.now();
  employer = await signInSeeker(`trust.employer.${stamp}@example.pk`);
  const company = await employer.request('PUT', '/api/employer/company', {
    json: { name: `${WORD} Overseas`, city: 'lahore', website: '', about: null, logo: null },
  });
  expect(company.status).toBe(200);
  admin = await theAdmin();
  reporterAddress = `trust.reporter.${stamp}@example.pk`;
  reporter = await signInSeeker(reporterAddress);
});

afterAll(async () => {
  await browser?.close();
  await deleteJobsMatching(WORD);
});

async function withCookies(context: BrowserContext, client: Client) {
  const domain = new URL(site()).hostname;
  await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
}

/** A job of an employer's (this file's, unless another is named), posted and approved through the API. */
async function approvedJob(title: string, description: string, by = employer): Promise<string> {
  const posted = await by.request('POST', '/api/employer/jobs', {
    json: { title, description, location: 'Riyadh, Saudi Arabia', jobType: 'contract', recruiter: { kind: 'direct' } },
  });
  expect(posted.status).toBe(201);
  const job = (await posted.json()) as { id: string; updatedAt: string };
  const approved = await admin.request('POST', `/api/admin/jobs/${job.id}/approve`, {
    headers: { 'if-match': `"${job.updatedAt}"` },
  });
  expect(approved.status).toBe(200);
  return job.id;
}

/**
 * What a part of a job's card says in a search (`path`), looked for again until it says it: the
 * search engine takes a change within seconds.
 */
const onItsCard = (page: Page, title: string, testId: string, path: string) =>
  expect.poll(
    async () => {
      await page.goto(path);
      return page
        .getByRole('link')
        .filter({ hasText: title })
        .getByTestId(testId)
        .textContent({ timeout: 5_000 })
        .catch(() => '');
    },
    { timeout: 30_000 },
  );

const JOURNEY_MS = 180_000;

describe.each(Object.entries(VIEWPORTS))('at a %s’s width', (name, viewport) => {
  it(
    'an employer posts a job abroad through an OEP; the operator verifies it; the licence shows on its page and card',
    async () => {
      const title = `${WORD} Weaver ${name}`;
      const employerSide = await openPage(browser, viewport, site());
      await withCookies(employerSide.context, employer);
      const { page } = employerSide;
      await page.goto('/employer/jobs/new');
      const form = page.getByRole('form', { name: en('employer.newJobTitle') });
      await form.getByLabel(new RegExp(`^${en('jobForm.title')}`)).fill(title);
      await form.getByLabel(new RegExp(`^${en('jobForm.location')}`)).fill('Dubai, UAE');
      await form.getByLabel(new RegExp(`^${en('jobForm.jobType')}`)).selectOption('full-time');
      await form
        .getByLabel(new RegExp(`^${en('jobForm.description')}`))
        .fill('Hand-knotted carpets for a showroom in Dubai.');
      await form.getByLabel(new RegExp(`^${EN_TRUST['trust.form.recruiter']}`)).selectOption('oep');
      await form.getByLabel(new RegExp(`^${EN_TRUST['trust.form.licence']}`)).fill('4321 lhr');
      await keepScreenshot(page, `trust-employer-form-${name}`);
      expect(await overflowsSideways(page)).toBe(false);
      await form.getByRole('button', { name: en('employer.submitNew') }).click();
      await page.waitForURL(/\/employer$/);
      expect(employerSide.errors).toEqual([]);
      await employerSide.context.close();

      const operator = await openPage(browser, viewport, site());
      await withCookies(operator.context, admin);
      const adminPage = operator.page;
      await adminPage.goto('/admin');
      await adminPage.getByRole('tab', { name: 'Moderation' }).click();
      const row = adminPage.getByTestId('moderation-row').filter({ hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.getByTestId('moderation-recruiter').textContent()).toContain('OEP 4321/LHR');
      await row.getByRole('button', { name: 'Verify recruiter' }).click();
      const dialog = adminPage.getByRole('dialog');
      await dialog.getByLabel('What you checked').fill('On the Bureau’s list of licensed OEPs');
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect.poll(() => row.textContent()).toMatch(/Verified by admin:/);
      await keepScreenshot(adminPage, `trust-moderation-${name}`);
      await row.getByRole('button', { name: `Approve ${title}` }).click();
      await expect.poll(() => row.count()).toBe(0);
      expect(operator.errors).toEqual([]);
      await operator.context.close();

      const own = (await (await employer.request('GET', '/api/employer/jobs?limit=100')).json()) as {
        items: Array<{ id: string; title: string }>;
      };
      const id = own.items.find((job) => job.title === title)?.id ?? '';
      expect(id).not.toBe('');
      const visitor = await openPage(browser, viewport, site());
      await visitor.page.goto(`/job/${id}`);
      await expect
        .poll(() => visitor.page.getByText(/Licensed recruiter: OEP licence 4321\/LHR, verified/).count())
        .toBe(1);
      expect(await visitor.page.getByTestId('never-pay').textContent()).toContain('Bureau of Emigration');
      await keepScreenshot(visitor.page, `trust-job-${name}`);
      expect(await overflowsSideways(visitor.page)).toBe(false);
      await visitor.page.goto(`/ur/job/${id}`);
      await expect.poll(() => visitor.page.getByTestId('recruiter-verified').count()).toBe(1);
      expect(await visitor.page.getByTestId('recruiter-verified').textContent()).toContain(
        'او ای پی لائسنس \u20664321/LHR\u2069',
      );
      expect(await visitor.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await keepScreenshot(visitor.page, `trust-job-ur-${name}`);
      // Its card in a search says it too, in both languages (the engine takes the job within seconds).
      for (const [path, says] of [
        [`/?q=${encodeURIComponent(title)}`, 'Licensed recruiter: OEP licence 4321/LHR, verified'],
        [`/ur/?q=${encodeURIComponent(title)}`, 'او ای پی لائسنس \u20664321/LHR\u2069'],
      ] as const) {
        await onItsCard(visitor.page, title, 'card-recruiter', path).toContain(says);
      }
      await keepScreenshot(visitor.page, `trust-card-ur-${name}`);
      expect(await overflowsSideways(visitor.page)).toBe(false);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    },
    JOURNEY_MS,
  );

  it(
    "the operator verifies an employer's company in Users; its job's card and page say so, in both languages",
    async () => {
      // An employer of its own: the badge is the company's, on every job of it, and this file's
      // other journeys read their cards without it.
      const owner = await signInSeeker(`trust.company.${name}.${Date.now()}@example.pk`);
      const companyName = `${WORD} Looms ${name}`;
      const saved = await owner.request('PUT', '/api/employer/company', {
        json: { name: companyName, city: 'lahore', website: '', about: null, logo: null },
      });
      expect(saved.status).toBe(200);
      const title = `${WORD} Dyer ${name}`;
      const id = await approvedJob(title, 'Dyeing wool for hand-knotted carpets in Riyadh.', owner);

      const operator = await openPage(browser, viewport, site());
      await withCookies(operator.context, admin);
      const o = operator.page;
      await o.goto('/admin');
      await o.getByRole('tab', { name: 'Users' }).click();
      await o.getByLabel('Search users').fill(companyName);
      const userRow = o.getByTestId('user-row').filter({ hasText: companyName });
      await userRow.getByRole('button', { name: EN_TRUST['trust.verify.company'] }).click();
      const dialog = o.getByRole('dialog');
      await dialog.getByLabel(EN_TRUST['trust.verify.note']).fill('SECP registration checked on the SECP site');
      await dialog.getByRole('button', { name: EN_TRUST['trust.verify.save'], exact: true }).click();
      await userRow.getByText(en('trust.company.verified'), { exact: true }).waitFor();
      await keepScreenshot(o, `trust-company-verified-${name}`);
      expect(operator.errors).toEqual([]);
      await operator.context.close();

      const visitor = await openPage(browser, viewport, site());
      for (const [path, says] of [
        [`/?q=${encodeURIComponent(title)}`, 'Verified company'],
        [`/ur/?q=${encodeURIComponent(title)}`, 'تصدیق شدہ کمپنی'],
      ] as const) {
        await onItsCard(visitor.page, title, 'card-company-verified', path).toBe(says);
      }
      await keepScreenshot(visitor.page, `trust-card-company-ur-${name}`);
      // On the Urdu card the Latin company name starts where the title does: at the right.
      const urduCard = visitor.page.getByRole('link').filter({ hasText: title });
      const titleBox = await urduCard.getByRole('heading', { name: title }).boundingBox();
      const companyBox = await urduCard.getByText(companyName, { exact: true }).boundingBox();
      expect(
        Math.abs((titleBox?.x ?? 0) + (titleBox?.width ?? 0) - (companyBox?.x ?? 0) - (companyBox?.width ?? 0)),
      ).toBeLessThan(2);
      expect(await overflowsSideways(visitor.page)).toBe(false);
      await visitor.page.goto(`/job/${id}`);
      await expect.poll(() => visitor.page.getByTestId('company-verified').textContent()).toBe('Verified company');
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    },
    JOURNEY_MS,
  );

  it(
    'a signed-out visitor reports a job for asking money; the operator hides it from Reports; the reporter hears',
    async () => {
      const title = `${WORD} Driver ${name}`;
      const id = await approvedJob(title, 'Visa fee 80,000 before departure. WhatsApp your CV to 0300-1234567.');

      const visitor = await openPage(browser, viewport, site());
      await visitor.page.goto(`/job/${id}`);
      await visitor.page.getByRole('button', { name: 'Report this job' }).click();
      const dialog = visitor.page.getByRole('dialog', { name: 'Report this job' });
      await dialog.getByRole('radio', { name: 'It asks for money' }).check();
      await dialog.getByLabel(/Details/).fill('They asked for <b>80,000</b> on WhatsApp');
      await keepScreenshot(visitor.page, `trust-report-${name}`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect.poll(() => visitor.page.getByText('Report sent').count()).toBeGreaterThan(0);
      // The same dialog in Urdu, right to left.
      await visitor.page.goto(`/ur/job/${id}`);
      await visitor.page.getByRole('button', { name: UR_TRUST['trust.report.button'] }).click();
      const urdu = visitor.page.getByRole('dialog', { name: UR_TRUST['trust.report.title'] });
      // The dialog's code loads when Report is pressed: wait for it, as a visitor does.
      await expect
        .poll(() => urdu.getByRole('radio', { name: UR_TRUST['trust.report.reason.asks-money'] }).count())
        .toBe(1);
      expect(await visitor.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await keepScreenshot(visitor.page, `trust-report-ur-${name}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();

      // A signed-in reporter, who is told the outcome.
      const signedIn = await reporter.request('POST', `/api/jobs/${id}/reports`, {
        json: { reason: 'fake-company', details: null },
      });
      expect(signedIn.status).toBe(201);

      const operator = await openPage(browser, viewport, site());
      await withCookies(operator.context, admin);
      await operator.page.goto('/admin');
      await operator.page.getByRole('tab', { name: 'Reports' }).click();
      const reported = operator.page.getByTestId('reported-job').filter({ hasText: title });
      await expect.poll(() => reported.count()).toBe(1);
      expect(await reported.getByTestId('scam-signals').textContent()).toContain('Asks for money');
      expect(await reported.locator('mark').first().textContent()).toMatch(/Visa fee/i);
      expect(await reported.textContent()).toContain('They asked for <b>80,000</b> on WhatsApp');
      await keepScreenshot(operator.page, `trust-reports-${name}`);
      await reported.getByLabel('Decide').selectOption('hide-job');
      await reported.getByLabel(/Reason/).fill('Asks for a visa fee');
      await reported.getByRole('button', { name: 'Decide' }).click();
      await expect.poll(() => reported.count()).toBe(0);
      expect(operator.errors).toEqual([]);
      await operator.context.close();

      expect((await reporter.request('GET', `/api/jobs/${id}`)).status).toBe(404);
      const mails = await inbox.waitFor(reporterAddress, name === 'phone' ? 1 : 2);
      expect(mails.at(-1)?.subject).toBe(`About the job you reported: ${title}`);
      expect(mails.at(-1)?.html).toContain('We took the job down');
    },
    JOURNEY_MS,
  );
});
