import { ENGLISH, type MessageKey, translate } from '@modern-jobs/domain';
import { emailPlural } from '@modern-jobs/domain/email';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOURNEY_WIDTHS, keepScreenshot, launchChromium, openPage, signInOnProvider, VIEWPORTS } from './browser.ts';
import { theAdmin } from './http-client.ts';
import { Inbox, type InboxMail } from './inbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
const posted: string[] = [];
afterAll(async () => {
  // Other journeys count the board's open jobs: the ones posted here go again.
  const admin = await theAdmin();
  for (const id of posted) await admin.request('DELETE', `/api/jobs/${id}`);
  await browser?.close();
});

const inbox = new Inbox();
const RUN = Date.now().toString(36);
const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, inject('siteUrl'));

/** The operator posts an approved job in Lahore whose title carries `word`. */
async function postJob(word: string): Promise<string> {
  const admin = await theAdmin();
  const created = await admin.request('POST', '/api/jobs', {
    json: {
      title: `Pipe ${word} Technician`,
      company: 'Indus Steel',
      description: 'Fit and weld pipelines for a refinery in Lahore.',
      location: 'Lahore, Pakistan',
      jobType: 'full-time',
      salaryMin: 90_000,
      skills: ['Welding'],
      status: 'approved',
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  posted.push(id);
  return id;
}

/** An e-mail as the local inbox shows it, at this width and at a desktop's, kept as screenshots. */
async function screenshotMail(page: Page, mail: InboxMail, name: string, width: number) {
  const before = page.viewportSize();
  await page.goto(inbox.pageOf(mail.id));
  await page.getByText(mail.subject).first().waitFor();
  if (width < 600) {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.mouse.move(width / 2, 10);
  }
  await page.frameLocator('iframe').first().getByText('Modern Jobs').first().waitFor();
  await page.setViewportSize({ width, height: 1700 });
  await keepScreenshot(page, `mail-${name}`);
  // The journey runs at a phone's width only: the e-mail at a desktop's too.
  await page.setViewportSize({ width: VIEWPORTS.desktop.width, height: 1700 });
  await page.frameLocator('iframe').first().getByText('Modern Jobs').first().waitFor();
  await keepScreenshot(page, `mail-${name.replace(/-phone$/, '')}-desktop`);
  if (before) await page.setViewportSize(before);
}

type Language = 'en' | 'ur';
/** The page's words in its language, from the catalogs the app fills them in from. */
const say = (lang: Language, key: MessageKey) => translate(lang === 'ur' ? URDU : ENGLISH, key);

/** Creates an alert from the results of a search for `word` in Lahore, signed in: instant unless asked. */
async function alertFromSearch(page: Page, word: string, name: string, lang: Language = 'en', daily = false) {
  await page.goto(`${lang === 'ur' ? '/ur/' : '/'}?q=${word}&city=lahore`);
  await page.getByRole('button', { name: say(lang, 'alerts.create') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(say(lang, 'alerts.name')).fill(name);
  if (daily) await dialog.getByRole('radio', { name: say(lang, 'alerts.daily') }).check();
  await keepScreenshot(page, `alert-create-${name}`);
  await dialog.getByRole('button', { name: say(lang, 'alerts.save') }).click();
  await page.getByText(say(lang, 'alerts.saved.title')).waitFor();
}

describe.each(JOURNEY_WIDTHS)('job alerts at %s width', (size, viewport) => {
  it('sends one e-mail for a matching job, and none after a one-click unsubscribe without signing in', async () => {
    const word = `Weld${size}${RUN}`;
    const control = `Rig${size}${RUN}`;
    const address = `${size}.alerts.${RUN}@example.pk`;
    const { context, page, errors } = await open(viewport);
    await page.goto('/dashboard');
    await signInOnProvider(page, address);
    await page.waitForURL(/\/dashboard$/);

    await alertFromSearch(page, word, `alert-${size}`);
    // A second alert, still on at the end: its mail says when the jobs posted before it were handled.
    await alertFromSearch(page, control, `control-${size}`);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Job Alerts' }).waitFor();
    await page.getByText(`alert-${size}`).first().scrollIntoViewIfNeeded();
    await keepScreenshot(page, `alerts-dashboard-${size}`);

    // The operator posts a matching job: exactly one e-mail, with one-click unsubscribe headers.
    await postJob(word);
    const [alert, ...others] = await inbox.waitFor(address, 1);
    expect(others).toEqual([]);
    expect(alert?.subject).toContain(word);
    const source = await inbox.source(alert?.id ?? '');
    // A long header is folded onto the next line (RFC 5322), as any mail client reads it.
    expect(source).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/unsubscribe\?[^>]+>/m);
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    if (alert) await screenshotMail(page, alert, `job-alert-${size}`, viewport.width);

    // Its unsubscribe link, opened signed out: the page asks, then acts on the press alone.
    const unsubscribe = /href="([^"]+\/unsubscribe\?[^"]+)"/.exec(alert?.html ?? '')?.[1]?.replaceAll('&amp;', '&');
    expect(unsubscribe).toBeDefined();
    const stranger = await open(viewport);
    await stranger.page.goto(unsubscribe ?? '/');
    await stranger.page.getByRole('button', { name: 'Unsubscribe from this alert' }).click();
    await stranger.page.getByText('You are unsubscribed').waitFor();
    await keepScreenshot(stranger.page, `unsubscribed-${size}`);
    await stranger.context.close();

    // A second matching job: no e-mail. The control alert's job, posted after it, shows it was handled.
    await postJob(word);
    await postJob(control);
    const after = await inbox.waitFor(address, 2);
    expect(after.map((mail) => mail.subject)).toEqual([alert?.subject, expect.stringContaining(control)]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A daily alert's digest, in English and in Urdu at once: each waits on the same schedule, so the two
 * journeys run side by side in one test rather than one after the other.
 */
async function digestJourney(lang: 'en' | 'ur') {
  const word = `Rivet${lang}${RUN}`;
  const name = `daily-${lang}-${RUN}`;
  const address = `${lang}.digest.${RUN}@example.pk`;
  const { context, page, errors } = await open(VIEWPORTS.phone);
  await page.goto(lang === 'ur' ? '/ur/dashboard' : '/dashboard');
  await signInOnProvider(page, address);
  await page.waitForURL(/\/dashboard$/);
  await alertFromSearch(page, word, name, lang, true);

  // A matching job: no e-mail of its own. The digests' schedule here runs a day ahead
  // (global-setup.ts), so the next morning's digest comes within seconds. (Two jobs in one digest,
  // and each sent once: the API's integration tests.)
  await postJob(word);
  // The match, the next run of the schedule, then the digest's send: more steps than an instant alert.
  const [digest, ...others] = await inbox.waitFor(address, 1, 8_000, 60_000);
  expect(others).toEqual([]);
  // The alert's name is set apart from the Urdu around it (Unicode isolates), as mail clients show it.
  expect(digest?.subject.replace(/[\u2066-\u2069]/g, '')).toBe(
    emailPlural(lang, 'digest.subject', 1, { alertName: name }),
  );
  expect(digest?.html).toContain(`Pipe ${word} Technician`);
  const source = await inbox.source(digest?.id ?? '');
  expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  if (digest) await screenshotMail(page, digest, `digest-${lang}-phone`, VIEWPORTS.phone.width);

  expect(errors).toEqual([]);
  await context.close();
}

describe('a daily alert’s digest', () => {
  it('sends a matching job in the next morning’s digest e-mail, not at once, in the alert’s language (English and Urdu)', async () => {
    await Promise.all([digestJourney('en'), digestJourney('ur')]);
  }, 120_000);
});
