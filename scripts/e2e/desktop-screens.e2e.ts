import { ENGLISH, type Locale, type MessageKey, type MessageValues, translate } from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, overflowsSideways, VIEWPORTS } from './browser.ts';
import {
  type Client,
  deleteJobsMatching,
  demoJobs,
  pdfBytes,
  signInSeeker,
  theAdmin,
  uploadCv,
} from './http-client.ts';

/**
 * Every screen at a desktop's width (1280 px), in English and in Urdu (the admin panel is English
 * only): the journeys run once, at a phone's width (JOURNEY_WIDTHS in browser.ts), and this pass
 * looks at what the desktop layout changes. Each screen, with its data made over HTTP beforehand:
 * the page is in its language and direction, the bar holds the site's links and language choice
 * (the menu button is not shown), the screen's own heading and content are there, nothing is wider
 * than the window, and no page error. A screenshot of each lands in test-results/screenshots/desktop-*.
 */

const viewport = VIEWPORTS.desktop;
const site = () => inject('siteUrl');
/** A word no demo job has: the employer's job here, removed at the end. */
const WORD = 'Calligraphy';
const COMPANY = 'Desktop Calligraphy Works';

let browser: Browser;
/** The people whose screens are looked at, signed in over HTTP. */
let seeker: Client;
let employer: Client;
let admin: Client;
/** The seeker applied to `applied`, saved `saved`, and has not applied to `other`; `own` is the employer's job. */
const jobs = {} as Record<'applied' | 'saved' | 'other' | 'own', { id: string; title: string }>;
const ALERT = 'Calligraphy in Lahore';
const APPLICANT = 'Desktop Seeker';

beforeAll(async () => {
  browser = await launchChromium();
  [seeker, employer, admin] = await Promise.all([
    signInSeeker('desktop.seeker@example.pk'),
    signInSeeker('desktop.employer@example.pk'),
    theAdmin(),
  ]);
  // The demo's: another file's job could be gone (or not first any more) by the time it is looked at.
  const [first, second, third] = await demoJobs();
  if (!first || !second || !third) throw new Error('fewer than 3 demo jobs on the board');
  Object.assign(jobs, { applied: first, saved: second, other: third });

  // The employer: a company, and a job the operator approved, which the seeker applies to.
  const company = await employer.request('PUT', '/api/employer/company', {
    json: { name: COMPANY, city: 'lahore', website: '', about: 'Signboards and wedding cards by hand.', logo: null },
  });
  expect(company.status).toBe(200);
  const posted = await employer.request('POST', '/api/employer/jobs', {
    json: {
      title: `${WORD} Teacher`,
      description: 'Teach Nastaliq calligraphy to evening classes.',
      location: 'Lahore, Pakistan',
      jobType: 'part-time',
      salaryMin: 45_000,
      skills: ['Nastaliq', 'Teaching'],
    },
  });
  expect(posted.status).toBe(201);
  const own = (await posted.json()) as { id: string; title: string; updatedAt: string };
  jobs.own = own;
  const approved = await admin.request('POST', `/api/admin/jobs/${own.id}/approve`, {
    headers: { 'if-match': `"${own.updatedAt}"` },
  });
  expect(approved.status).toBe(200);

  // The seeker: two applications (a demo job's and the employer's), a saved job and an alert.
  for (const jobId of [jobs.applied.id, own.id]) {
    const cv = await uploadCv(seeker, pdfBytes());
    const applied = await seeker.request('POST', '/api/applications', {
      json: {
        jobId,
        fullName: APPLICANT,
        contactNumber: '+923001112233',
        whatsappNumber: '+923001112233',
        email: 'desktop.seeker@example.pk',
        cvPath: cv.objectPath,
      },
    });
    expect(applied.status).toBe(201);
  }
  expect((await seeker.request('PUT', `/api/saved-jobs/${jobs.saved.id}`)).status).toBeLessThan(300);
  const alert = await seeker.request('POST', '/api/alerts', {
    json: { name: ALERT, criteria: { q: WORD, city: 'lahore' }, frequency: 'daily' },
  });
  expect(alert.status).toBeLessThan(300);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  // Other files count the board's open jobs on the same stack: the one posted here goes.
  await deleteJobsMatching(WORD);
});

/** A page at 1280 px, signed in as `client` (its cookies) or signed out. */
async function openAs(client?: Client) {
  const opened = await openPage(browser, viewport, site());
  if (client) {
    const domain = new URL(site()).hostname;
    await opened.context.addCookies([...client.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
  }
  return opened;
}

/** The texts of a language, as the app fills them in. */
const textsOf = (locale: Locale) => (locale === 'ur' ? URDU : ENGLISH);

interface Screen {
  /** the screenshot's name: desktop-<name>-<locale>.png */
  name: string;
  locale: Locale;
  /** what the screen is about: its heading, found once the screen has loaded */
  landmark: Locator;
  /** the bar's links for this person, by key: Jobs always, Dashboard signed in, Employer for an employer */
  links?: MessageKey[];
  /** a signed-in person: the bar offers to log out */
  signedIn?: boolean;
  /** the bar's language choice: on every screen but the admin panel's, which is English only */
  languages?: boolean;
}

/**
 * What every screen shows at 1280 px: its language and direction, the desktop bar (its links and
 * language choice in the bar, no menu button), its heading, and nothing wider than the window.
 */
async function lookAt(
  page: Page,
  { name, locale, landmark, links = ['nav.jobs'], signedIn = false, languages = true }: Screen,
) {
  const t = (key: MessageKey, values?: MessageValues) => translate(textsOf(locale), key, values);
  await landmark.waitFor();
  expect(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir || 'ltr'}`)).toBe(
    locale === 'ur' ? 'ur rtl' : 'en ltr',
  );
  const bar = page.getByRole('navigation', { name: t('nav.main') });
  await bar.waitFor();
  for (const key of links) await bar.getByRole('link', { name: t(key), exact: true }).waitFor();
  expect(await bar.getByRole('link').count()).toBe(links.length);
  const choice = page.getByRole('group', { name: t('nav.language') });
  if (languages) await choice.waitFor();
  else expect(await choice.count()).toBe(0);
  expect(await page.locator('button[aria-controls="mobile-menu"]').isVisible()).toBe(false);
  if (signedIn) await page.getByRole('link', { name: t('nav.logout') }).waitFor();
  expect(await overflowsSideways(page), `${name} is wider than the window`).toBe(false);
  await keepScreenshot(page, `desktop-${name}-${locale}`);
}

describe.each([['en'], ['ur']] as Array<[Locale]>)('every screen at 1280 px in %s', (locale) => {
  const t = (key: MessageKey, values?: MessageValues) => translate(textsOf(locale), key, values);
  const at = (path: string) => (locale === 'ur' ? `/ur${path}` : path);

  it("the home page, with the search's suggestions and more filters, the contact panel and the highlight pop-up", async () => {
    const { context, page, errors } = await openAs();
    await page.goto(at('/'));
    await page
      .locator(`a[href^="${at('/job/')}"]`)
      .first()
      .waitFor();
    await lookAt(page, { name: 'home', locale, landmark: page.getByRole('heading', { name: t('jobs.latest') }) });

    const keyword = page.getByRole('combobox', { name: t('search.keyword') });
    await keyword.pressSequentially('develop', { delay: 30 });
    await page
      .getByRole('listbox', { name: t('search.suggestions') })
      .getByRole('option')
      .first()
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, `desktop-home-suggestions-${locale}`);
    await keyword.press('Escape');
    await page.getByRole('button', { name: t('filters.more') }).click();
    await page.getByRole('group', { name: t('filters.group') }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, `desktop-home-filters-${locale}`);

    await page.getByRole('button', { name: t('widget.open'), exact: true }).click();
    const panel = page.getByRole('dialog', { name: t('widget.contactUs') });
    await panel.getByRole('link', { name: t('widget.call') }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, `desktop-home-contact-${locale}`);
    await panel.getByRole('button', { name: t('widget.closePanel') }).click();
    await panel.waitFor({ state: 'detached' });

    // The highlight button's text is the operator's setting, so it is found by what it opens.
    await page.locator('button[aria-haspopup="dialog"]').click();
    const win = page.getByRole('dialog');
    await win.getByRole('link', { name: t('win.download') }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, `desktop-home-win-${locale}`);
    await page.keyboard.press('Escape');
    await win.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a job's page, with the application form open", async () => {
    const { context, page, errors } = await openAs(seeker);
    const { id, title } = jobs.other;
    await page.goto(at(`/job/${id}`));
    await lookAt(page, {
      name: 'job',
      locale,
      landmark: page.getByRole('heading', { level: 1, name: title }),
      links: ['nav.jobs', 'nav.dashboard', 'nav.profile'],
      signedIn: true,
    });

    await page.getByRole('button', { name: t('job.applyNow') }).click();
    const dialog = page.getByRole('dialog', { name: t('apply.title', { title }) });
    await dialog.getByRole('button', { name: t('apply.submit') }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await keepScreenshot(page, `desktop-apply-${locale}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the not-found pages, and an unsubscribe link cut short', async () => {
    const { context, page, errors } = await openAs();
    await page.goto(at('/no/such/page'));
    await lookAt(page, {
      name: 'not-found',
      locale,
      landmark: page.getByRole('heading', { level: 1, name: t('notFound.title') }),
    });
    await page.goto(at('/job/does-not-exist'));
    await lookAt(page, {
      name: 'job-not-found',
      locale,
      landmark: page.getByRole('heading', { level: 1, name: t('job.notFound') }),
    });
    await page.goto(at('/unsubscribe'));
    await page.getByText(t('api.unsubscribeInvalid')).waitFor();
    await lookAt(page, {
      name: 'unsubscribe',
      locale,
      landmark: page.getByRole('heading', { level: 1, name: t('unsubscribe.title') }),
    });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a seeker's dashboard: applications, saved jobs and alerts; and the company form of a person with no company", async () => {
    const { context, page, errors } = await openAs(seeker);
    await page.goto(at('/dashboard'));
    await page.getByText(jobs.applied.title, { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: t('dashboard.saved') }).waitFor();
    await page.getByRole('link', { name: jobs.saved.title, exact: true }).waitFor();
    await page.getByRole('heading', { name: t('dashboard.alerts') }).waitFor();
    await page.getByText(ALERT).first().waitFor();
    await lookAt(page, {
      name: 'dashboard',
      locale,
      landmark: page.getByRole('heading', { level: 1, name: t('dashboard.title') }),
      links: ['nav.jobs', 'nav.dashboard', 'nav.profile'],
      signedIn: true,
    });

    await page.goto(at('/employer'));
    await lookAt(page, {
      name: 'employer-company-form',
      locale,
      landmark: page.getByRole('form', { name: t('company.setUpTitle') }),
      links: ['nav.jobs', 'nav.dashboard', 'nav.profile'],
      signedIn: true,
    });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("the employer's jobs, the job form, the edit form and a job's applicants", async () => {
    const { context, page, errors } = await openAs(employer);
    const links: MessageKey[] = ['nav.jobs', 'nav.dashboard', 'nav.profile', 'nav.employer'];
    const { id, title } = jobs.own;
    await page.goto(at('/employer'));
    await page.getByRole('region', { name: COMPANY }).waitFor();
    await page.getByTestId('employer-job').filter({ hasText: title }).waitFor();
    await lookAt(page, {
      name: 'employer-jobs',
      locale,
      landmark: page.getByRole('heading', { name: t('employer.title') }),
      links,
      signedIn: true,
    });

    await page.goto(at('/employer/jobs/new'));
    await lookAt(page, {
      name: 'employer-job-form',
      locale,
      landmark: page.getByRole('heading', { name: t('employer.newJobTitle') }),
      links,
      signedIn: true,
    });

    await page.goto(at(`/employer/jobs/${id}/edit`));
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).not.toBe('');
    await lookAt(page, {
      name: 'employer-job-edit',
      locale,
      landmark: page.getByRole('heading', { name: t('employer.editJobTitle') }),
      links,
      signedIn: true,
    });

    await page.goto(at(`/employer/jobs/${id}/applicants`));
    await page.getByTestId('applicant').filter({ hasText: APPLICANT }).waitFor();
    await lookAt(page, {
      name: 'employer-applicants',
      locale,
      landmark: page.getByRole('heading', { name: t('employer.applicants'), exact: true }),
      links,
      signedIn: true,
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the admin panel at 1280 px (English only)', () => {
  it('signs in from its own page (an Urdu address goes to it), and shows every tab', async () => {
    const signedOut = await openAs();
    await signedOut.page.goto('/ur/admin');
    await signedOut.page.waitForURL((url) => url.pathname === '/admin');
    await lookAt(signedOut.page, {
      name: 'admin-login',
      locale: 'en',
      landmark: signedOut.page.getByRole('button', { name: 'Login to Admin Panel' }),
      languages: false,
    });
    expect(signedOut.errors).toEqual([]);
    await signedOut.context.close();

    const { context, page, errors } = await openAs(admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Panel', exact: true }).waitFor();
    const tabs = page.getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(name);
      await lookAt(page, {
        name: `admin-${name.toLowerCase().replace(/\W+/g, '-')}`,
        locale: 'en',
        landmark: page.getByRole('tabpanel'),
        languages: false,
      });
    }

    expect(errors).toEqual([]);
    await context.close();
  });
});
