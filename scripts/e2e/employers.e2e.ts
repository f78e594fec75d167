import { demoLogoPng } from '@modern-jobs/api/files/demo-logo';
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
import { type Client, deleteJobsMatching, largePdfBytes, signInSeeker, theAdmin } from './http-client.ts';
import { Inbox } from './inbox.ts';

/**
 * Issue 16's journey across the three roles, in real browsers at a phone's width (each screen at a
 * desktop's is desktop-screens.e2e.ts's):
 * a new employer sets up a company and posts; the job stays private until the operator approves it;
 * a seeker applies; the employer reads the CV and shortlists; the seeker sees it; the operator
 * rejects a second job with a reason the employer reads; the operator disables the employer, whose
 * jobs leave the site and whose session ends. Each step keeps a screenshot (test-results/screenshots).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  // Other files count the demo's jobs on the same stack: what this one posted goes, passed or not.
  for (const word of ['Jacquard']) await deleteJobsMatching(word);
});

type Viewport = { width: number; height: number };

/** Four people in four browsers through seven steps: far longer than one page's test (60 s). */
const JOURNEY_MS = 300_000;

const site = () => inject('siteUrl');

/** A browser context holding an HTTP client's cookies: the operator, signed in by the API as the admin tests do. */
async function contextOf(client: Client, viewport: Viewport): ReturnType<typeof openPage> {
  const opened = await openPage(browser, viewport, site());
  const domain = new URL(site()).hostname;
  await opened.context.addCookies([...client.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
  return opened;
}

/** What a visitor with no session gets of a job from the public API. */
const publicJobStatus = (id: string) => fetch(`${site()}/api/jobs/${id}`).then((res) => res.status);

/** The ids the public search answers for some words. */
const publicSearch = async (words: string) =>
  ((await (await fetch(`${site()}/api/jobs?q=${encodeURIComponent(words)}`)).json()) as Array<{ id: string }>).map(
    (job) => job.id,
  );

/**
 * How many cards of a title the home page shows for some words, once its list has rendered ('N jobs
 * found' or 'No jobs found'). The search follows job changes within a second, so callers poll.
 */
async function cardsOnHome(page: Page, words: string, title: string): Promise<number> {
  await page.goto(`/?q=${encodeURIComponent(words)}`);
  await page
    .getByText(/jobs? found$/)
    .first()
    .waitFor();
  return page.locator('a[href^="/job/"]', { hasText: title }).count();
}

const SLOW_POLL = { timeout: 15_000, interval: 500 };

/** A link of the site's menu: in the bar on a desktop, behind the menu button on a phone. */
async function openMenuLink(page: Page, name: string | RegExp) {
  await openPhoneMenu(page);
  // The bar's own links are in the page on a phone too, hidden: the one to press is the one shown.
  await page.getByRole('link', { name }).filter({ visible: true }).click();
}

/** The employer's job form (the admin's fields and rules, less company and logo), sent for review. */
async function postJob(page: Page, job: { title: string; description: string }) {
  await page.getByRole('heading', { name: 'Post a job' }).waitFor();
  await page.getByLabel(/Job Title/).fill(job.title);
  await page.getByLabel(/^Location/).fill('Faisalabad, Pakistan');
  await page.getByLabel(/Job Type/).selectOption('full-time');
  await page.getByLabel('Minimum Salary (PKR)').fill('65,000');
  await page.getByLabel('Skills').fill('Looms, Maintenance');
  await page.getByLabel(/Description/).fill(job.description);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  // Sent: back on the employer's jobs, where it waits for review.
  await page
    .getByTestId('employer-job')
    .filter({ hasText: job.title })
    .getByText('Pending review', { exact: true })
    .waitFor();
}

/** The employer's own jobs as their API answers them (the page's own cookies), by title. */
async function ownJobId(page: Page, title: string): Promise<string> {
  const res = await page.request.get('/api/employer/jobs?limit=100');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Array<{ id: string; title: string }> };
  const job = items.find((item) => item.title === title);
  if (!job) throw new Error(`no job "${title}" among the employer's: ${items.map((i) => i.title).join(', ')}`);
  return job.id;
}

describe.each(JOURNEY_WIDTHS)('employers, the operator and a seeker at %s width', (name, viewport) => {
  it(
    'posts, moderates, applies, shortlists, rejects with a reason and disables, each step seen in the browser',
    async () => {
      const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      const employerLogin = `${name}.employer@example.pk`;
      const seekerLogin = `${name}.loom-seeker@example.pk`;
      // A word no demo job has: a search for it finds only the jobs of these journeys.
      const word = 'jacquard';
      const approvedTitle = `Jacquard Loom Fitter ${Name}`;
      const rejectedTitle = `Jacquard Shift Supervisor ${Name}`;
      const reason = 'Add the salary range and the shift hours, then send it again.';
      const applicantName = `Sana Loom ${Name}`;
      const shot = (page: Page, step: string) => keepScreenshot(page, `employers-${step}-${name}`);

      const employer = await openPage(browser, viewport, site());
      const visitor = await openPage(browser, viewport, site());
      const operator = await contextOf(await theAdmin(), viewport);
      const seeker = await openPage(browser, viewport, site());

      // 1. A new employer signs in from 'Post a Job', creates a company with a logo, and posts two jobs.
      const e = employer.page;
      await e.goto('/');
      await e.getByRole('link', { name: 'Post a Job', exact: true }).click();
      // Signed out, the employer's pages say why and go through sign-in, coming back to /employer.
      await signInOnProvider(e, employerLogin);
      await e.waitForURL(/\/employer$/);
      await e.getByRole('heading', { name: 'Set up your company' }).waitFor();
      await e.getByLabel(/Company name/).fill(`Chenab Weaving ${Name}`);
      await e
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: demoLogoPng(`chenab-${name}`) });
      await e.getByLabel('Website').fill('https://chenab-weaving.example.pk');
      await e.getByLabel(/^City/).selectOption('faisalabad');
      await e.getByLabel(/About the company/).fill('Cotton weaving in Faisalabad since 1987.');
      const create = e.getByRole('button', { name: 'Create company profile' });
      await expect.poll(() => create.isEnabled()).toBe(true);
      await create.click();
      // Saved: the form gives way to the company's card, with the logo served from the verified upload.
      const companyCard = e.getByRole('region', { name: `Chenab Weaving ${Name}` });
      await companyCard.waitFor();
      await expect
        .poll(() =>
          companyCard
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
            .catch(() => 0),
        )
        .toBeGreaterThan(0);
      await shot(e, '1a-company');

      for (const [title, description] of [
        [approvedTitle, 'Fit and tune Jacquard looms on the night shift.'],
        [rejectedTitle, 'Lead a shift of twelve weavers.'],
      ] as const) {
        await e
          .getByRole('link', { name: 'Post a job' })
          .or(e.getByRole('button', { name: 'Post a job' }))
          .first()
          .click();
        await postJob(e, { title, description });
        await e.getByRole('heading', { name: 'Employer Dashboard' }).waitFor();
      }
      const jobs = e.getByTestId('employer-job');
      await jobs.filter({ hasText: approvedTitle }).getByText('Pending review').waitFor();
      await jobs.filter({ hasText: rejectedTitle }).getByText('Pending review').waitFor();
      await shot(e, '1b-posted');
      const approvedId = await ownJobId(e, approvedTitle);
      const rejectedId = await ownJobId(e, rejectedTitle);

      // 2. Not public while pending: not on / and not at /job/{id} for a visitor; the operator approves; it is on /.
      const v = visitor.page;
      expect(await cardsOnHome(v, word, approvedTitle)).toBe(0);
      expect(await publicSearch(word)).not.toContain(approvedId);
      await v.goto(`/job/${approvedId}`);
      await v.getByRole('heading', { name: 'Job Not Found' }).waitFor();
      expect(await publicJobStatus(approvedId)).toBe(404);
      await shot(v, '2a-not-public');

      const o = operator.page;
      await o.goto('/admin');
      await o.getByRole('tab', { name: 'Moderation' }).click();
      const queued = o.getByTestId('moderation-row');
      const approvedRow = queued.filter({ hasText: approvedTitle });
      await approvedRow.waitFor();
      expect(await approvedRow.textContent()).toContain(`Chenab Weaving ${Name}`);
      expect(await approvedRow.textContent()).toContain(employerLogin);
      await approvedRow.getByRole('button', { name: 'Details' }).click();
      await approvedRow.getByText('Fit and tune Jacquard looms on the night shift.').waitFor();
      // Oldest first: the job posted first is above the one posted after it.
      const order = await queued.allTextContents();
      expect(order.findIndex((text) => text.includes(approvedTitle))).toBeLessThan(
        order.findIndex((text) => text.includes(rejectedTitle)),
      );
      await shot(o, '2b-moderation');
      await approvedRow.getByRole('button', { name: `Approve ${approvedTitle}` }).click();
      await o.getByText('Job approved', { exact: true }).waitFor();
      await approvedRow.waitFor({ state: 'detached' });

      await expect.poll(() => cardsOnHome(v, word, approvedTitle), SLOW_POLL).toBe(1);
      const card = v.locator('a[href^="/job/"]', { hasText: approvedTitle });
      expect(await card.textContent()).toContain(`Chenab Weaving ${Name}`);
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await publicJobStatus(approvedId)).toBe(200);
      await shot(v, '2c-approved-on-home');

      // 3. A seeker (another new person) applies with a CV.
      const s = seeker.page;
      await s.goto(`/job/${approvedId}`);
      await s.getByRole('heading', { level: 1, name: approvedTitle }).waitFor();
      await clickForNotice(s, s.getByRole('button', { name: 'Apply Now' }), 'Please sign in to apply for jobs.');
      await signInOnProvider(s, seekerLogin);
      await s.waitForURL(new RegExp(`/job/${approvedId}$`));
      await s.getByRole('button', { name: 'Apply Now' }).click();
      const form = s.getByRole('dialog');
      await form.getByLabel('Full Name').fill(applicantName);
      await form.getByLabel('Contact Number').fill('+923001112233');
      await form.getByLabel('WhatsApp Number').fill('+923004445566');
      await form.getByLabel('Email').fill(seekerLogin);
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(largePdfBytes(4000)) });
      // The form can be sent once the CV is uploaded and checked; sent, it closes.
      const submit = form.getByRole('button', { name: 'Submit Application' });
      await expect.poll(() => submit.isEnabled(), SLOW_POLL).toBe(true);
      await submit.click();
      await form.waitFor({ state: 'detached' });
      await shot(s, '3-applied');

      // 4. The employer sees the applicant, opens the CV (the link answers the file), and shortlists.
      // The menu offers 'Employer' to a person with a company.
      await e.goto('/');
      await openMenuLink(e, 'Employer');
      await e.waitForURL(/\/employer$/);
      const ownRow = jobs.filter({ hasText: approvedTitle });
      await ownRow.getByText('1 application').waitFor();
      await ownRow
        .getByRole('link', { name: `Applicants for ${approvedTitle}` })
        .or(ownRow.getByRole('button', { name: `Applicants for ${approvedTitle}` }))
        .first()
        .click();
      await e.waitForURL(new RegExp(`/employer/jobs/${approvedId}/applicants`));
      const applicant = e.getByTestId('applicant').filter({ hasText: applicantName });
      await applicant.waitFor();
      expect(await applicant.textContent()).toContain('+923001112233');
      expect(await applicant.textContent()).toContain(seekerLogin);
      expect(await applicant.getByRole('link', { name: `WhatsApp ${applicantName}` }).getAttribute('href')).toContain(
        'wa.me/923004445566',
      );
      await shot(e, '4a-applicants');
      // The press asks for a link that lives a minute and opens it in a new tab; the file comes as a
      // download there, so the link the page was given is fetched here to see what it answers.
      const [link, cvTab] = await Promise.all([
        e.waitForResponse((res) => res.url().endsWith('/cv') && res.request().method() === 'GET'),
        employer.context.waitForEvent('page'),
        applicant.getByRole('button', { name: `Open CV of ${applicantName}` }).click(),
      ]);
      expect(link.status()).toBe(200);
      const { url: cvUrl } = (await link.json()) as { url: string };
      const cv = await employer.context.request.get(cvUrl);
      expect(cv.status()).toBe(200);
      expect((await cv.body()).subarray(0, 5).toString()).toBe('%PDF-');
      if (!cvTab.isClosed()) await cvTab.close();
      const [changed] = await Promise.all([
        e.waitForResponse(
          (res) => res.request().method() === 'PATCH' && res.url().includes('/api/employer/applications/'),
        ),
        applicant.getByLabel(`Status of ${applicantName}`).selectOption('shortlisted'),
      ]);
      expect(changed.status()).toBe(200);
      // The row's badge (not the select's option of the same name) says the new status.
      await applicant.locator('.mantine-Badge-root', { hasText: 'Shortlisted' }).waitFor();
      await shot(e, '4b-shortlisted');

      // 5. The seeker sees 'Shortlisted' on their dashboard.
      await s.goto('/dashboard');
      const application = s.getByRole('listitem').filter({ hasText: approvedTitle });
      await application.getByText('Shortlisted', { exact: true }).waitFor();
      await shot(s, '5-dashboard-shortlisted');

      // 6. The operator rejects the second job with a reason; the employer reads it (and is e-mailed it).
      await o.getByRole('tab', { name: 'Moderation' }).click();
      const rejectedRow = queued.filter({ hasText: rejectedTitle });
      await rejectedRow.getByRole('button', { name: `Reject ${rejectedTitle}` }).click();
      const dialog = o.getByRole('dialog', { name: `Reject “${rejectedTitle}”` });
      await dialog.getByRole('button', { name: 'Reject job' }).click();
      await dialog.getByText('Say why the job is rejected').waitFor();
      await dialog.getByLabel(/Reason/).fill(reason);
      await shot(o, '6a-reject-reason');
      await dialog.getByRole('button', { name: 'Reject job' }).click();
      await o.getByText('Job rejected', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await rejectedRow.waitFor({ state: 'detached' });
      await o.getByText('Nothing waiting for review').or(queued.first()).first().waitFor();

      await e.goto('/employer');
      const rejected = jobs.filter({ hasText: rejectedTitle });
      await rejected.getByText('Rejected', { exact: true }).waitFor();
      await rejected.getByText(`Reason: ${reason}`).waitFor();
      await shot(e, '6b-employer-reads-reason');
      await expect
        .poll(async () => (await new Inbox().to(employerLogin)).some((mail) => mail.text.includes(reason)), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(await publicJobStatus(rejectedId)).toBe(404);
      expect(await publicSearch(word)).not.toContain(rejectedId);

      // 7. The operator disables the employer: their jobs leave /, and their session ends at once.
      await o.getByRole('tab', { name: 'Users' }).click();
      await o.getByLabel('Search users').fill(employerLogin);
      const userRow = o.getByTestId('user-row').filter({ hasText: employerLogin });
      await userRow.waitFor();
      expect(await userRow.textContent()).toContain('Employer');
      expect(await userRow.textContent()).toContain(`Chenab Weaving ${Name}`);
      await userRow.getByRole('button', { name: /^Disable / }).click();
      const confirm = o.getByRole('dialog');
      await confirm.getByText('This signs them out at once and hides their jobs.').waitFor();
      await confirm.getByRole('button', { name: 'Disable account' }).click();
      await o.getByText('Account disabled', { exact: true }).waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await userRow.getByText('Disabled', { exact: true }).waitFor();
      await shot(o, '7a-disabled');

      await expect.poll(() => cardsOnHome(v, word, approvedTitle), SLOW_POLL).toBe(0);
      expect(await publicSearch(word)).not.toContain(approvedId);
      expect(await publicJobStatus(approvedId)).toBe(404);
      await shot(v, '7b-gone-from-home');

      // The employer's browser still holds its cookie, but the session behind it is gone: their pages
      // send them to sign in, and signing in is refused while the account is disabled.
      expect((await e.request.get('/api/auth/user')).status()).toBe(401);
      // Every address the page goes through, from before it starts: on a busy machine the whole
      // round (sign-in, refusal, the notice's address tidied away) can be over before a wait for it
      // begins.
      const visited: string[] = [];
      e.on('framenavigated', (frame) => {
        if (frame === e.mainFrame()) visited.push(frame.url());
      });
      const went = (to: RegExp) => expect.poll(() => visited.some((url) => to.test(url)), { timeout: 30_000 });
      await gotoForNotice(e, '/employer', 'Sign in to post a job');
      await shot(e, '7c-employer-signed-out');
      // The provider may still know them and send them straight back; either way the site refuses.
      await went(/\/oidc\/interaction\/|signin=disabled/).toBe(true);
      if (e.url().includes('/oidc/interaction/')) await signInOnProvider(e, employerLogin);
      await went(/signin=disabled/).toBe(true);
      await e
        .getByText(/jobs? found$/)
        .first()
        .waitFor();
      await shot(e, '7d-sign-in-refused');
      expect((await e.request.get('/api/auth/user')).status()).toBe(401);
      await expect(signInSeeker(employerLogin)).rejects.toThrow();

      expect([...employer.errors, ...visitor.errors, ...operator.errors, ...seeker.errors]).toEqual([]);
      for (const { context } of [employer, visitor, operator, seeker]) await context.close();
    },
    JOURNEY_MS,
  );
});
