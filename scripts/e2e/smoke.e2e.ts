import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, VIEWPORTS } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe.each(Object.entries(VIEWPORTS))('smoke at %s width', (name, viewport) => {
  it('opens the home page, sees seeded jobs, opens one and sees its detail', async () => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(inject('siteUrl'));
    const cards = page.locator('a[href^="/job/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    await keepScreenshot(page, `smoke-home-${name}`);

    const title = (await cards.nth(1).locator('h3').textContent()) ?? '';
    await cards.nth(1).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/job\/seed-\d+$/);
    expect(
      await page
        .getByText(/PKR|Salary not disclosed/)
        .first()
        .isVisible(),
    ).toBe(true);
    await keepScreenshot(page, `smoke-job-${name}`);

    expect(errors).toEqual([]);
    await page.close();
  });
});
