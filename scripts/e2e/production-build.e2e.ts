import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@modern-jobs/api/local';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startLocalStack } from '../local-stack/stack.ts';
import { launchChromium } from './browser.ts';

// The production build under the headers CloudFront sends (CSP included, from the same code as infra):
// a policy that blocked the app's own inline script or styles would show here, not in AWS.
let browser: Browser;
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mj-production-'));
  stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, webMode: 'static' });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
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
        if (message.type() === 'error') problems.push(message.text());
      });

      const response = await page.goto(`${stack.url}${path}`);
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
