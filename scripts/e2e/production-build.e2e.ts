import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser.ts';

// The production build under the headers CloudFront sends (CSP included, from the same code as infra):
// a policy that blocked the app's own inline script or styles would show here, not in AWS. The stack
// of every browser test serves that build (global-setup.ts), so this file needs no stack of its own.
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the production build under its Content-Security-Policy', () => {
  // The job pages are the API's (its first HTML carries the job); the app then replaces their shell.
  it.each(['/', '/job/seed-01', '/ur/job/seed-01'])(
    'renders %s with no policy violation and no page error',
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        // A card's logo whose job another file deleted while the list loaded is a 404 of the stack's
        // data, not of the build: every other console error counts.
        const goneLogo =
          message.text().startsWith('Failed to load resource') &&
          new URL(message.location().url || 'about:blank').pathname.startsWith('/objects/logos/');
        if (message.type() === 'error' && !goneLogo) problems.push(message.text());
      });

      const response = await page.goto(`${inject('siteUrl')}${path}`);
      const csp = response?.headers()['content-security-policy'] ?? '';
      await page
        .locator(path === '/' ? 'a[href^="/job/"]' : 'h1')
        .first()
        .waitFor();
      // The app has started and rendered in place of the static shell.
      await page.locator('#shell-hero, #shell-job').waitFor({ state: 'detached' });
      expect(await page.locator('script[data-server-head], meta[data-server-head]').count()).toBe(0);
      // …and its own description, one, for crawlers that run scripts (Lighthouse's SEO audit among them).
      await expect
        .poll(() =>
          page.locator('meta[name="description"]').evaluateAll((m) => m.map((e) => e.getAttribute('content'))),
        )
        .toEqual([expect.stringMatching(path === '/' ? /^Modern Jobs: find jobs in Pakistan and abroad/ : /PKR|روپے/)]);

      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
