import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { repoRoot } from '../lib/paths.ts';

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

/** Keeps a full-page screenshot as a test artifact under test-results/screenshots. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
