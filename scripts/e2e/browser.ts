import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import { openJobCount } from './http-client.ts';

export const SCREENSHOT_DIR = join(repoRoot, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags this sandbox needs (DESIGN §9). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.MJ_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * The widths a journey runs at: once, at a phone's, the narrowest layout and the one with the
 * site's menu behind a button. Every screen's desktop layout, in English and Urdu, is
 * desktop-screens.e2e.ts's pass at 1280 px; what only the desktop bar does (its language links) is
 * tested there and in urdu.e2e.ts at 1280 px.
 */
export const JOURNEY_WIDTHS = Object.entries({ phone: VIEWPORTS.phone });

/** A page wider than the window: what a reader would have to scroll sideways for. */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** Keeps a full-page screenshot as a test artifact under test-results/screenshots. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

type Viewport = { width: number; height: number };

/**
 * A fresh browser context and page at a viewport, and the page's errors (a Content-Security-Policy
 * violation among them). If the test fails, its error also tells what the page last saw (its URL,
 * its API calls with their status and message, the notices on screen), so a failure in CI, where no
 * one can look at the browser, says whether the app or the test was wrong.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The site is served under CloudFront's Content-Security-Policy (global-setup.ts): what it blocks
  // is an error of the page's too.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    const call = `${response.request().method()} ${pathname} ${response.status()}`;
    if (response.ok()) return void calls.push(call);
    void response
      .json()
      .then((body: { message?: string }) => calls.push(`${call} ${JSON.stringify(body.message)}`))
      .catch(() => calls.push(call));
  });
  onTestFailed(async ({ task }) => {
    const notices = page.isClosed()
      ? []
      : await page
          .locator('[role="alert"], .mantine-Notification-root')
          .allInnerTexts()
          .catch(() => []);
    const story = [
      `page: ${page.isClosed() ? '(closed)' : page.url()}`,
      `last API calls: ${calls.slice(-12).join(' | ') || 'none'}`,
      `notices on screen: ${notices.map((text) => text.replace(/\s+/g, ' ')).join(' | ') || 'none'}`,
      `page errors: ${errors.join(' | ') || 'none'}`,
    ];
    const error = task.result?.errors?.[0];
    if (error) error.message += `\n${story.join('\n')}`;
  });
  return { context, page, errors };
}

/** Signs in on the local OpenID provider's own pages, as a person would. */
export async function signInOnProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Opens the site's menu on a phone (nothing to do on a desktop, where its links are in the bar: the
 * navbar's CSS switches at 48em). The server's first HTML has a bar without the menu button, and a
 * press before the app has started does nothing: wait for the button, and press until the menu shows.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? VIEWPORTS.desktop.width) >= 768) return;
  const burger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.locator('#mobile-menu');
  for (let tries = 0; !(await menu.isVisible()); tries++) {
    if (tries === 15) throw new Error('the menu did not open');
    await burger.click();
    await menu.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
}

/**
 * A card of one of the demo's jobs (English pages; the seed's ids are `seed-…`): other files post,
 * boost and delete jobs of their own beside this one, and their cards come and go on the same list.
 */
export const DEMO_JOB_CARD = 'a[href^="/job/seed-"]';

/**
 * Waits until the page shows the API's count of open jobs for its query (`&type=contract`), and
 * answers it: `shown(count)` is what the page says for a count. Other files post and delete jobs on
 * the same stack while this one runs, and a page counts once, when it loads: while the two differ,
 * both are read again, the page reloaded.
 */
export async function expectJobCount(page: Page, query: string, shown: (count: number) => Locator): Promise<number> {
  let count: number | undefined;
  await expect
    .poll(
      async () => {
        if (count !== undefined) await page.reload();
        count = await openJobCount(query);
        return shown(count)
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return count ?? 0;
}

/**
 * Clicks, and waits for a notice the click shows only for a moment (a sign-in toast, half a second
 * before the page goes to sign in): looked for from before the click, so that a busy machine's slow
 * round trip cannot miss it.
 */
export function clickForNotice(page: Page, target: Locator, notice: string): Promise<void> {
  return forNotice(page, notice, () => target.click());
}

/** Opens a path and waits for such a notice, looked for from before the page starts loading. */
export function gotoForNotice(page: Page, path: string, notice: string): Promise<void> {
  return forNotice(page, notice, () => page.goto(path));
}

async function forNotice(page: Page, notice: string, action: () => Promise<unknown>): Promise<void> {
  // first(): a notice may say its words twice (a title, and a page behind it).
  const shown = page.getByText(notice).first().waitFor();
  await action();
  await shown;
}
