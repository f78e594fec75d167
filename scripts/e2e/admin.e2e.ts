import { demoLogoPng } from '@modern-jobs/api/files/demo-logo';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOURNEY_WIDTHS, keepScreenshot, launchChromium, openPage } from './browser.ts';
import {
  demoJobs,
  type ListedJob,
  largePdfBytes,
  openJobs,
  runWord,
  signInSeeker,
  theAdmin,
  uploadCv,
} from './http-client.ts';
import { Inbox } from './inbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, inject('siteUrl'));

/**
 * A word only this run writes, in the title of the job it posts from the panel: other files post
 * jobs of their own (some about solar too) on the same stack, and the row, the buttons and the
 * search here must be this job's.
 */
const WORD = runWord('Suraj');

const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Panel', exact: true });

/** Opens /admin and signs in, unless the admin session from before still holds. */
async function logIn(page: Page, password = inject('adminPassword')) {
  await page.goto('/admin');
  const loginButton = page.getByRole('button', { name: 'Login to Admin Panel' });
  await loginButton.or(panelHeading(page)).first().waitFor();
  if (await panelHeading(page).isVisible()) return;
  await page.getByLabel('Mobile Number').fill(inject('adminMobile'));
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
}

/** Whether a locator shows within a few seconds. */
const shows = (locator: Locator) =>
  locator.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );

/**
 * Searches the home page for `q` until `seen` holds. A keyword search reads the search engine, which
 * follows the table within a second or two (the indexer): a page loaded at once can be that early.
 */
async function searchUntil(page: Page, q: string, seen: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.goto(`/?q=${q}`);
        return seen();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe.each(JOURNEY_WIDTHS)('the admin panel at %s width', (name, viewport) => {
  it('sends a wrong password home with the failure toast, and lets the right one in across a reload', async () => {
    const { context, page } = await open(viewport);
    await logIn(page, 'not-the-password');
    await page.getByText('Invalid credentials. Please try again.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await logIn(page);
    await panelHeading(page).waitFor();
    expect(await page.getByRole('tab').count()).toBe(10);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toContain('Jobs');
    await keepScreenshot(page, `admin-jobs-${name}`);
    await page.reload();
    await panelHeading(page).waitFor();
    await context.close();
  });

  it('creates a job with a logo, sees it on the home page, edits it, and deletes it after confirming', async () => {
    const { context, page, errors } = await open(viewport);
    await logIn(page);
    await page.getByRole('heading', { name: 'Post New Job' }).waitFor();
    const title = `Solar Technician ${name} ${WORD}`;
    await page.getByLabel(/Job Title/).fill(title);
    await page.getByLabel(/Company/).fill('Thar Sun Energy');
    await page.getByLabel(/Location/).fill('Karachi, Pakistan');
    await page.getByLabel(/Job Type/).selectOption('contract');
    await page.getByLabel('Minimum Salary (PKR)').fill('120,000');
    await page.getByLabel('Skills').fill('Solar PV, Wiring, , Safety');
    await page.getByLabel(/Description/).fill('Install rooftop solar systems across Karachi.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: demoLogoPng('thar-sun') });
    await page.getByText('Company logo has been uploaded successfully.').waitFor();
    await page.getByRole('button', { name: 'Create Job' }).click();
    await page.getByText('Job Created').waitFor();
    const row = page.getByTestId('job-row').filter({ hasText: title });
    await row.waitFor();
    await keepScreenshot(page, `admin-created-${name}`);

    // The public search shows it, with its logo and its parsed salary and skills.
    const card = page.locator('a[href^="/job/"]', { hasText: title });
    await searchUntil(page, WORD, () => shows(card));
    expect(await card.textContent()).toContain('PKR 120,000+');
    expect(await card.textContent()).toContain('Solar PV');
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Edit it: the form loads the row, saves, and returns to create mode.
    await logIn(page);
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Job' }).waitFor();
    expect(await page.getByLabel('Skills').inputValue()).toBe('Solar PV, Wiring, Safety');
    await page.getByLabel('Maximum Salary (PKR)').fill('180000');
    await page.getByRole('button', { name: 'Update Job' }).click();
    await page.getByText('Job Updated').waitFor();
    await page.getByRole('heading', { name: 'Post New Job' }).waitFor();
    await searchUntil(page, WORD, async () =>
      ((await shows(card)) ? ((await card.textContent()) ?? '') : '').includes('PKR 120,000 - 180,000'),
    );

    // Delete it after the confirmation.
    await logIn(page);
    const dialogs: string[] = [];
    page.once('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByText('Job Deleted').waitFor();
    expect(dialogs).toEqual(['Are you sure you want to delete this job?']);
    await row.waitFor({ state: 'detached' });
    await searchUntil(page, WORD, () => shows(page.getByText('No jobs found')));

    expect(errors).toEqual([]);
    await context.close();
  });

  it("changes the highlight button's text and the home page shows it", async () => {
    const { context, page } = await open(viewport);
    await logIn(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const form = page.getByRole('form', { name: 'Highlight Button' });
    await expect.poll(() => form.getByLabel('Button Text').inputValue()).not.toBe('');
    await form.getByLabel('Button Text').fill('');
    await form.getByRole('button', { name: 'Update Highlight Button' }).click();
    await form.getByText('Button text is required').waitFor();
    await form.getByLabel('Button Text').fill(`Win Big ${name}`);
    await form.getByRole('button', { name: 'Update Highlight Button' }).click();
    await page.getByText('Highlight Button has been updated successfully.').waitFor();
    await keepScreenshot(page, `admin-settings-${name}`);

    await page.goto('/');
    await page.getByRole('button', { name: `Win Big ${name}` }).waitFor();
    await context.close();

    // Other journeys expect the default text.
    const admin = await theAdmin();
    const restore = await admin.request('PUT', '/api/settings/highlight_button', {
      json: { value: JSON.stringify({ text: 'Win 3600', link: '#', visible: true }) },
    });
    expect(restore.status).toBe(200);
  });

  it('shortlists an application: the seeker sees the new status and more interview calls, and gets the e-mail', async () => {
    const seeker = await signInSeeker(`${name}.shortlist@example.pk`);
    const upload = await uploadCv(seeker, largePdfBytes(3000));
    const applied = await seeker.request('POST', '/api/applications', {
      json: {
        jobId: 'seed-29',
        fullName: `Shortlist ${name}`,
        contactNumber: '+923001112233',
        whatsappNumber: '+923001112233',
        email: 'x@example.pk',
        cvPath: upload.objectPath,
      },
    });
    expect(applied.status).toBe(201);

    const { context, page } = await open(viewport);
    await logIn(page);
    await page.getByRole('tab', { name: 'Applications' }).click();
    const row = page.getByTestId('application-row').filter({ hasText: `Shortlist ${name}` });
    await row.waitFor();
    await keepScreenshot(page, `admin-applications-${name}`);
    await row.getByLabel('Change status').selectOption('shortlisted');
    await page.getByText('Application marked shortlisted.').waitFor();

    // The seeker's dashboard, in a browser with the seeker's cookies.
    const seekerContext = await browser.newContext({ viewport, baseURL: inject('siteUrl') });
    const host = new URL(inject('siteUrl')).hostname;
    await seekerContext.addCookies(
      [...seeker.jar].map(([cookieName, value]) => ({ name: cookieName, value, domain: host, path: '/' })),
    );
    const dashboard = await seekerContext.newPage();
    await dashboard.goto('/dashboard');
    await dashboard.getByText('Shortlisted', { exact: true }).waitFor();
    await expect.poll(() => dashboard.getByText('Interview Calls').locator('..').textContent()).toContain('1');
    await keepScreenshot(dashboard, `dashboard-shortlisted-${name}`);
    await seekerContext.close();

    // The operator's press in the panel sends the seeker (their account's address) the status e-mail.
    const mails = await new Inbox().waitFor(`${name}.shortlist@example.pk`, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/application/i),
      expect.stringMatching(/shortlisted/i),
    ]);
    await context.close();
  });
  it('finds its own edit of a job, status change and CV opening in Activity, with who did it and what changed', async () => {
    // A job and an application of its own, so other journeys' data stays as it is.
    const admin = await theAdmin();
    const created = await admin.request('POST', '/api/jobs', {
      json: {
        title: `Audit Welder ${name}`,
        company: 'Indus Steel',
        description: 'Weld pipelines for a refinery.',
        location: 'Karachi, Pakistan',
        jobType: 'full-time',
        salaryMin: 90000,
        skills: ['Welding'],
        status: 'approved',
      },
    });
    expect(created.status).toBe(201);
    const job = (await created.json()) as { id: string; title: string };
    const seeker = await signInSeeker(`${name}.audit@example.pk`);
    const upload = await uploadCv(seeker, largePdfBytes(200));
    const applied = await seeker.request('POST', '/api/applications', {
      json: {
        jobId: job.id,
        fullName: `Audit ${name}`,
        contactNumber: '+923001112233',
        whatsappNumber: '+923001112233',
        email: 'audit@example.pk',
        cvPath: upload.objectPath,
      },
    });
    expect(applied.status).toBe(201);

    const { context, page, errors } = await open(viewport);
    await logIn(page);
    // 1. Edit the job's maximum salary.
    const jobRow = page.getByTestId('job-row').filter({ hasText: job.title });
    await jobRow.getByRole('button', { name: `Edit ${job.title}` }).click();
    await page.getByRole('heading', { name: 'Edit Job' }).waitFor();
    await page.getByLabel('Maximum Salary (PKR)').fill('150000');
    await page.getByRole('button', { name: 'Update Job' }).click();
    await page.getByText('Job Updated').waitFor();
    // 2. Shortlist the application, 3. open its CV.
    await page.getByRole('tab', { name: 'Applications' }).click();
    const appRow = page.getByTestId('application-row').filter({ hasText: `Audit ${name}` });
    await appRow.getByLabel('Change status').selectOption('shortlisted');
    await page.getByText('Application marked shortlisted.').waitFor();
    const [cvTab] = await Promise.all([
      context.waitForEvent('page'),
      appRow.getByRole('button', { name: 'Open CV' }).click(),
    ]);
    await cvTab.close();

    // All three are in Activity, newest first, by this admin.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const actor = `admin:${inject('adminMobile')}`;
    const records = page.getByTestId('activity-row');
    const opened = records.filter({ hasText: 'Opened a CV' }).filter({ hasText: job.title });
    const shortlisted = records.filter({ hasText: "Changed an application's status" }).filter({ hasText: job.title });
    await opened.first().waitFor();
    expect(await opened.first().textContent()).toContain(`by ${actor}`);
    expect(await shortlisted.first().textContent()).toContain('status: submitted → shortlisted');
    await keepScreenshot(page, `admin-activity-${name}`);
    // The job's history is one click from the job, and holds the edit.
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await jobRow.getByRole('button', { name: `History of ${job.title}` }).click();
    const edited = records.filter({ hasText: 'Edited a job' });
    await edited.first().waitFor();
    expect(await edited.first().textContent()).toContain('salaryMax: (none) → 150000');
    expect(await edited.first().textContent()).toContain(`by ${actor}`);
    expect(await records.filter({ hasText: 'Created a job' }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
    expect((await admin.request('DELETE', `/api/jobs/${job.id}`)).status).toBe(200);
  });
});

describe('seeding', () => {
  it('twice leaves no duplicates', async () => {
    const admin = await theAdmin();
    // The demo's jobs only (other files post and delete theirs meanwhile): a copy of one, under
    // another id, would be a listed job with a demo job's title and company.
    const nameOf = (job: ListedJob) => `${job.title} | ${job.company}`;
    const names = new Set((await demoJobs()).map(nameOf));
    expect(names.size).toBeGreaterThan(0);
    const demoIds = async () =>
      (await openJobs())
        .filter((job) => names.has(nameOf(job)))
        .map((job) => job.id)
        .sort();
    const before = await demoIds();
    for (let i = 0; i < 2; i++) {
      const res = await admin.request('POST', '/api/admin/seed-database');
      expect(await res.json()).toMatchObject({ success: true });
    }
    expect(await demoIds()).toEqual(before);
  });
});
