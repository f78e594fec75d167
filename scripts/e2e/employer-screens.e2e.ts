import { demoLogoPng } from '@modern-jobs/api/files/demo-logo';
import { type MessageKey, type MessageValues, translate } from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  clickForNotice,
  gotoForNotice,
  JOURNEY_WIDTHS,
  keepScreenshot,
  launchChromium,
  openPage,
  openPhoneMenu,
  signInOnProvider,
} from './browser.ts';
import {
  type Client,
  deleteJobsMatching,
  largePdfBytes,
  runWord,
  signInSeeker,
  theAdmin,
  uploadCv,
} from './http-client.ts';

/**
 * The employer's screens in a real browser at a phone's width, in English and in Urdu: the company
 * form with its logo, the jobs list with each state, posting, editing (back to review), closing and
 * deleting a job, and a job's applicants. Screenshots under test-results/screenshots. (The journey
 * across employer, operator and seeker is employers.e2e.ts; the same screens at a desktop's width,
 * desktop-screens.e2e.ts.)
 */

let browser: Browser;
/**
 * A word only this run writes, in the name of each company here and so on each of its jobs: what
 * this file posted, and nothing another file posts about solar beside it.
 */
const WORD = runWord('Dhoop');
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  // Other files count the demo's jobs on the same stack: what this one posted goes, passed or not.
  await deleteJobsMatching(WORD);
});

const site = () => inject('siteUrl');
const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, site());

/** Several screens and a sign-in per test, on a shared 2-core machine. */
const SCREENS_MS = 180_000;

/** Urdu as the app fills it in: every Urdu text below comes from the catalog. */
const ur = (key: MessageKey, values?: MessageValues) => translate(URDU, key, values);

/** A page wider than the screen: what a phone would have to scroll sideways for. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** The row of one of the employer's jobs. */
const jobRow = (page: Page, title: string) => page.getByTestId('employer-job').filter({ hasText: title });

/** The job form (the operator's fields), filled in and sent; back on the list, it waits for review. */
async function postJob(page: Page, title: string, texts: { submit: string; pending: string }) {
  await page.getByLabel(/Job Title|ملازمت کا عہدہ/).fill(title);
  await page.getByLabel(/^(Location|مقام)/).fill('Karachi, Pakistan');
  await page.getByLabel(/^(Job Type|ملازمت کی قسم)/).selectOption('contract');
  await page.getByLabel(/Minimum Salary|کم از کم تنخواہ/).fill('120,000');
  await page.getByLabel(/^(Skills|مہارتیں)$/).fill('Solar PV, Wiring');
  await page.getByLabel(/^(Description|تفصیل)/).fill('Install rooftop solar systems across Karachi.');
  await page.getByRole('button', { name: texts.submit }).click();
  await jobRow(page, title).getByText(texts.pending, { exact: true }).waitFor();
}

/** The id of one of the employer's own jobs, from its Applicants link. */
async function ownJobId(page: Page, title: string): Promise<string> {
  const href = await jobRow(page, title)
    .getByRole('link', { name: /^Applicants for/ })
    .getAttribute('href');
  const id = /\/employer\/jobs\/([^/]+)\/applicants$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no applicants link for "${title}": ${href}`);
  return id;
}

/** The operator approves a job as the Moderation queue shows it: on its version (If-Match), found page by page. */
async function approveAsShown(admin: Client, id: string) {
  let cursor: string | null = null;
  do {
    const query = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await (await admin.request('GET', `/api/admin/moderation?${query}`)).json()) as {
      items: Array<{ job: { id: string; updatedAt: string } }>;
      nextCursor: string | null;
    };
    const item = page.items.find((i) => i.job.id === id);
    if (item)
      return admin.request('POST', `/api/admin/jobs/${id}/approve`, {
        headers: { 'if-match': `"${item.job.updatedAt}"` },
      });
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`job ${id} is not waiting for review`);
}
describe.each(JOURNEY_WIDTHS)("the employer's screens at %s width", (name, viewport) => {
  const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const shot = (page: Page, screen: string) => keepScreenshot(page, `employer-${screen}-${name}`);

  it(
    'creates a company with a logo, posts a job that waits for review, edits it back to review, closes one and deletes one',
    async () => {
      const { context, page, errors } = await open(viewport);
      const company = `Thar Sun Energy ${Name} ${WORD}`;
      const first = `Solar Technician ${Name}`;
      const second = `Solar Site Supervisor ${Name}`;

      // 'Post a Job' from the home page: signed out, through sign-in and back to /employer.
      await page.goto('/');
      await clickForNotice(page, page.getByRole('link', { name: 'Post a Job', exact: true }), 'Sign in to post a job');
      await signInOnProvider(page, `${name}.screens-employer@example.pk`);
      await page.waitForURL((url) => url.pathname === '/employer');

      const form = page.getByRole('form', { name: 'Set up your company' });
      await form.waitFor();
      await form.getByRole('button', { name: 'Create company profile' }).click();
      await form.getByText('Company name is required').waitFor();
      await form.getByText('Choose a city').waitFor();
      await form.getByLabel(/Company name/).fill(company);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: demoLogoPng(`thar-${name}`) });
      await form.getByText('Uploaded', { exact: true }).waitFor();
      await form.getByLabel('Website').fill('https://tharsun.example.pk');
      await form.getByLabel(/^City/).selectOption('karachi');
      await form.getByLabel(/About the company/).fill('Rooftop solar across Sindh since 2015.');
      expect(await overflowsSideways(page)).toBe(false);
      await shot(page, 'company-form');
      await form.getByRole('button', { name: 'Create company profile' }).click();
      await page.getByText('Company profile created').waitFor();

      // The company's card, its logo served from the checked upload; the navbar links here now.
      const card = page.getByRole('region', { name: company });
      await card.waitFor();
      await expect
        .poll(() =>
          card
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
            .catch(() => 0),
        )
        .toBeGreaterThan(0);
      await openPhoneMenu(page);
      expect(await page.getByRole('link', { name: 'Employer', exact: true }).first().getAttribute('href')).toBe(
        '/employer',
      );
      if (name === 'phone') await page.getByRole('button', { name: 'Close menu' }).click();
      await page.getByText('No jobs posted yet').waitFor();

      // Post two jobs: each waits for review, and no one else sees it.
      for (const title of [first, second]) {
        await page.getByRole('link', { name: 'Post a job' }).click();
        await page.getByRole('heading', { name: 'Post a job' }).waitFor();
        if (title === first) {
          await page.getByRole('button', { name: 'Submit for review' }).click();
          await page.getByText('Job title is required').waitFor();
          await shot(page, 'job-form');
        }
        await postJob(page, title, { submit: 'Submit for review', pending: 'Pending review' });
      }
      const firstId = await ownJobId(page, first);
      expect((await fetch(`${site()}/api/jobs/${firstId}`)).status).toBe(404);
      expect(await overflowsSideways(page)).toBe(false);
      await shot(page, 'jobs');

      // Edit: the form says first that the job goes back to review.
      await jobRow(page, first)
        .getByRole('link', { name: `Edit ${first}` })
        .click();
      await page.getByRole('heading', { name: 'Edit job' }).waitFor();
      expect(await page.getByLabel(/Job Title/).inputValue()).toBe(first);
      expect(await page.getByLabel(/^Skills$/).inputValue()).toBe('Solar PV, Wiring');
      await page.getByText('Saving your changes sends this job back for review.').waitFor();
      await page.getByLabel(/Job Title/).fill(`${first} (Senior)`);
      await page.getByRole('button', { name: 'Save and send for review' }).click();
      await page.getByText('Job updated', { exact: true }).waitFor();
      await jobRow(page, `${first} (Senior)`).getByText('Pending review', { exact: true }).waitFor();

      // Close the second after confirming: it says Closed, and offers no Close any more.
      await jobRow(page, second)
        .getByRole('button', { name: `Close ${second}` })
        .click();
      const closing = page.getByRole('dialog', { name: 'Close this job?' });
      await closing.getByRole('button', { name: 'Close job' }).click();
      await page.getByText('Job closed', { exact: true }).waitFor();
      await jobRow(page, second).getByText('Closed', { exact: true }).waitFor();
      expect(
        await jobRow(page, second)
          .getByRole('button', { name: `Close ${second}` })
          .count(),
      ).toBe(0);

      // Delete the first (no one applied) after confirming.
      await jobRow(page, first)
        .getByRole('button', { name: `Delete ${first} (Senior)` })
        .click();
      await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete job' }).click();
      await page.getByText('Job deleted', { exact: true }).waitFor();
      await jobRow(page, first).waitFor({ state: 'detached' });
      await shot(page, 'jobs-after-changes');

      expect(errors).toEqual([]);
      await context.close();
    },
    SCREENS_MS,
  );

  it(
    "lists an approved job's applicants: contacts, WhatsApp, status, and the CV through a short-lived link",
    async () => {
      const { context, page, errors } = await open(viewport);
      const title = `Solar Installer ${Name}`;
      const applicant = `Bilal Solar ${Name}`;
      await page.goto('/employer');
      await signInOnProvider(page, `${name}.applicants-employer@example.pk`);
      await page.waitForURL((url) => url.pathname === '/employer');
      const form = page.getByRole('form', { name: 'Set up your company' });
      await form.getByLabel(/Company name/).fill(`Indus Solar ${Name} ${WORD}`);
      await form.getByLabel(/^City/).selectOption('lahore');
      await form.getByRole('button', { name: 'Create company profile' }).click();
      await page.getByRole('link', { name: 'Post a job' }).click();
      await postJob(page, title, { submit: 'Submit for review', pending: 'Pending review' });
      const id = await ownJobId(page, title);

      // The operator approves it; a seeker applies with a CV.
      const admin = await theAdmin();
      expect((await approveAsShown(admin, id)).status).toBe(200);
      const seeker = await signInSeeker(`${name}.solar-seeker@example.pk`);
      const cv = await uploadCv(seeker, largePdfBytes(2000));
      const applied = await seeker.request('POST', '/api/applications', {
        json: {
          jobId: id,
          fullName: applicant,
          contactNumber: '+923001112233',
          whatsappNumber: '+923004445566',
          email: `${name}.solar-seeker@example.pk`,
          cvPath: cv.objectPath,
        },
      });
      expect(applied.status).toBe(201);

      await page.reload();
      await jobRow(page, title).getByText('Approved', { exact: true }).waitFor();
      await jobRow(page, title)
        .getByText(/1 application$/)
        .waitFor();
      // Someone applied: it can be closed, not deleted.
      expect(
        await jobRow(page, title)
          .getByRole('button', { name: `Delete ${title}` })
          .count(),
      ).toBe(0);
      await jobRow(page, title)
        .getByRole('link', { name: `Applicants for ${title}` })
        .click();
      await page.getByRole('heading', { name: 'Applicants', exact: true }).waitFor();
      const row = page.getByTestId('applicant').filter({ hasText: applicant });
      await row.waitFor();
      expect(await row.getByRole('link', { name: '+923001112233' }).getAttribute('href')).toBe('tel:+923001112233');
      expect(await row.getByRole('link', { name: `WhatsApp ${applicant}` }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/923004445566\?text=/,
      );
      expect(await overflowsSideways(page)).toBe(false);
      await shot(page, 'applicants');

      await row.getByLabel(`Status of ${applicant}`).selectOption('shortlisted');
      await page.getByText(`${applicant}: Shortlisted`).waitFor();
      // The press asks for a link that lives a minute and opens it in a new tab, where the CV comes
      // as a download (the tab then closes): the link the page was given is fetched here instead.
      const [link] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/cv') && res.request().method() === 'GET'),
        context.waitForEvent('page'),
        row.getByRole('button', { name: `Open CV of ${applicant}` }).click(),
      ]);
      const { url } = (await link.json()) as { url: string };
      const file = await context.request.get(url);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // A reload shows the shortlist too: it is stored, not only on screen.
      await page.reload();
      const stored = page.getByTestId('applicant').filter({ hasText: applicant });
      await expect.poll(() => stored.getByLabel(`Status of ${applicant}`).inputValue()).toBe('shortlisted');
      await stored.locator('.mantine-Badge-root', { hasText: 'Shortlisted' }).waitFor();

      expect(errors).toEqual([]);
      await context.close();
    },
    SCREENS_MS,
  );

  it(
    'sets up the company and posts a job in Urdu, right to left',
    async () => {
      const { context, page, errors } = await open(viewport);
      const title = `ویلڈر ${Name}`;
      const company = `پاک سولر ${Name} ${WORD}`;
      await gotoForNotice(page, '/ur/employer', ur('employer.signIn.title'));
      await signInOnProvider(page, `${name}.ur-employer@example.pk`);
      await page.waitForURL((url) => url.pathname === '/ur/employer');
      expect(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)).toBe(
        'ur rtl',
      );

      const form = page.getByRole('form', { name: ur('company.setUpTitle') });
      await form.getByRole('button', { name: ur('company.create') }).click();
      await form.getByText(ur('validation.company.name')).waitFor();
      await form.getByText(ur('validation.company.city')).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await shot(page, 'company-form-ur');
      await form.getByLabel(new RegExp(ur('company.name'))).fill(company);
      await form.getByLabel(new RegExp(`^${ur('company.city')}`)).selectOption('islamabad');
      await form.getByRole('button', { name: ur('company.create') }).click();
      await page.getByText(ur('company.created.title')).waitFor();
      await page.getByRole('region', { name: company }).waitFor();
      await page.getByText(ur('employer.jobsNone')).waitFor();

      await page.getByRole('link', { name: ur('employer.postJob') }).click();
      await page.waitForURL((url) => url.pathname === '/ur/employer/jobs/new');
      await postJob(page, title, { submit: ur('employer.submitNew'), pending: ur('employer.status.pending') });
      expect(new URL(page.url()).pathname).toBe('/ur/employer');
      await page.getByText(ur('employer.limits', { pending: 5, daily: 10 })).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await shot(page, 'jobs-ur');

      expect(errors).toEqual([]);
      await context.close();
    },
    SCREENS_MS,
  );
});
