import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOURNEY_WIDTHS, keepScreenshot, launchChromium, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }) => openPage(browser, viewport, inject('siteUrl'));

describe.each(JOURNEY_WIDTHS)('search at %s width', (name, viewport) => {
  it('suggests as a word is typed, narrows the pick by pay and place, and goes back through each step', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/');
    const cards = page.locator('a[href^="/job/"]');
    const found = () => page.getByText(/jobs? found$/).textContent();
    const count = async () => Number.parseInt((await found()) ?? '0', 10);
    await cards.first().waitFor();
    await expect.poll(found).toMatch(/^\d+ jobs? found$/);
    const all = await count();

    // Typing offers titles and skills with a word that starts so; the keyboard picks one, which searches.
    const keyword = page.getByRole('combobox', { name: 'Keyword' });
    await keyword.pressSequentially('develop', { delay: 30 });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    const offered = await options.allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(8);
    expect(offered.every((text) => /\bdevelop/i.test(text))).toBe(true);
    await keepScreenshot(page, `search-suggestions-${name}`);
    await keyword.press('ArrowDown');
    await keyword.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === offered[0]);
    await expect.poll(count).toBeLessThan(all);
    const developers = await count();
    expect(developers).toBeGreaterThan(0);
    expect(await cards.first().textContent()).toMatch(/Develop/);
    await keepScreenshot(page, `search-keyword-${name}`);

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByLabel('Minimum salary').selectOption({ label: 'PKR 300,000 or more' });
    await page.waitForURL(/minSalary=300000/);
    // Every card left pays 300,000 or more at its top.
    const topPay = async () =>
      (await cards.allTextContents()).map((text) =>
        Math.max(0, ...[...text.matchAll(/\d{1,3}(?:,\d{3})+/g)].map(([n]) => Number(n.replace(/,/g, '')))),
      );
    await expect.poll(async () => (await topPay()).every((pay) => pay >= 300_000)).toBe(true);
    const wellPaid = await count();
    expect(wellPaid).toBeLessThanOrEqual(developers);
    await keepScreenshot(page, `search-salary-${name}`);

    await page.getByLabel('Where').selectOption({ label: 'Abroad' });
    await page.waitForURL(/where=abroad/);
    await page.getByLabel('Loading jobs').waitFor({ state: 'detached' });
    // No developer job abroad pays that much in the demo data: the empty state says so.
    await expect.poll(() => page.getByText('No jobs found').isVisible()).toBe(true);
    await keepScreenshot(page, `search-abroad-${name}`);

    // Back: the place goes, then the pay, then the keyword, each with its list.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('where')).toBeNull();
    await expect.poll(count).toBe(wellPaid);
    expect(await page.getByLabel('Minimum salary').inputValue()).toBe('300000');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('minSalary')).toBeNull();
    await expect.poll(count).toBe(developers);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    expect(await page.getByPlaceholder('Job title or keyword').inputValue()).toBe('');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a misspelt job and offers the corrected search', async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto('/?q=enginer');
    await page.getByRole('button', { name: 'Did you mean “engineer”?' }).click();
    await page.waitForURL(/q=engineer$/);
    await expect.poll(() => page.locator('a[href^="/job/"]').count()).toBeGreaterThan(0);
    await keepScreenshot(page, `search-corrected-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
