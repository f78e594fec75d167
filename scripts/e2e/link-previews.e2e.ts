import { jobPostingProblems } from '@modern-jobs/domain';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium } from './browser.ts';
import { signInAdmin } from './http-client.ts';

// What link previews and crawlers see: the first HTML of a job's page, read as they read it, with
// their user agents and no JavaScript (Chromium's parser with scripts off, so nothing runs).
const AGENTS = {
  WhatsApp: 'WhatsApp/2.24.6.77 A',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  LinkedInBot: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  Twitterbot: 'Twitterbot/1.0',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

const seed = SEED_JOBS.find((job) => job.id === 'seed-01');
if (!seed) throw new Error('the demo data has no seed-01');
const JOB = { id: seed.id, ...seed.job };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function crawl(agent: string, path: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ userAgent: agent, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${inject('siteUrl')}${path}`);
  return { page, status: response?.status() ?? 0 };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset);
  expect(String.fromCharCode(...png.subarray(1, 4))).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const attribute = (page: Page, selector: string, name: string) =>
  page.locator(selector).first().getAttribute(name, { timeout: 1000 });

async function postingOn(page: Page): Promise<Record<string, unknown>> {
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  return (data['@graph'] as Array<Record<string, unknown>>).find((node) => node['@type'] === 'JobPosting') ?? {};
}

describe.each(Object.entries(AGENTS))('a job page as %s fetches it', (_name, agent) => {
  it('has the job in its title, description, share tags, canonical URL, JobPosting and body', async () => {
    const { page, status } = await crawl(agent, `/job/${JOB.id}`);
    const site = inject('siteUrl');
    expect(status).toBe(200);
    expect(await page.title()).toBe(`${JOB.title} at ${JOB.company} | Modern Jobs`);
    expect(await attribute(page, 'meta[name="description"]', 'content')).toContain(JOB.title);
    expect(await attribute(page, 'meta[property="og:title"]', 'content')).toBe(`${JOB.title} · ${JOB.company}`);
    expect(await attribute(page, 'meta[property="og:description"]', 'content')).toContain('PKR');
    expect(await attribute(page, 'link[rel="canonical"]', 'href')).toBe(`${site}/job/${JOB.id}`);
    expect(await attribute(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    const image = (await attribute(page, 'meta[property="og:image"]', 'content')) ?? '';
    expect(image.startsWith(`${site}/objects/cards/jobs/${JOB.id}/`)).toBe(true);
    // The job's own card, drawn when the demo data was written (not the site's card it falls back to).
    const picture = await fetch(image, { redirect: 'manual' });
    expect(picture.status).toBe(200);
    expect(pngSize(new Uint8Array(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // The site's own share tags give way to the job's: one og:title only.
    expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
    const posting = await postingOn(page);
    expect(jobPostingProblems(posting, { withDeadline: true, withSalary: true })).toEqual([]);
    expect(posting).toMatchObject({ title: JOB.title, hiringOrganization: { name: JOB.company } });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(JOB.title);
    await expect(page.locator('main').textContent()).resolves.toContain(JOB.description.slice(0, 60));
    await page.context().close();
  });
});

describe('the home page as a preview fetches it', () => {
  it('has the site’s title, absolute canonical URL and share card, which answers a 1200x630 PNG', async () => {
    const { page, status } = await crawl(AGENTS.WhatsApp, '/');
    const site = inject('siteUrl');
    expect(status).toBe(200);
    expect(await page.title()).toBe('Modern Jobs: jobs in Pakistan and abroad');
    expect(await attribute(page, 'link[rel="canonical"]', 'href')).toBe(`${site}/`);
    const image = (await attribute(page, 'meta[property="og:image"]', 'content')) ?? '';
    expect(image).toBe(`${site}/share-card.png`);
    const picture = await fetch(image);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    await page.context().close();
  });
});

describe('share cards', () => {
  it('are legible at full size and as a chat thumbnail (screenshots at 1200x630 and 300x157)', async () => {
    const { page } = await crawl(AGENTS.WhatsApp, `/job/${JOB.id}`);
    const image = (await attribute(page, 'meta[property="og:image"]', 'content')) ?? '';
    await page.context().close();
    for (const size of [
      { width: 1200, height: 630 },
      { width: 300, height: 157 },
    ]) {
      const context = await browser.newContext({ viewport: size });
      const view = await context.newPage();
      // A page of the site's own first (a light one), so the card loads as from the site, not from
      // about:blank, which Chromium keeps from loopback addresses.
      await view.goto(`${inject('siteUrl')}/robots.txt`);
      // The card as a preview shows it: scaled to the thumbnail's box by the browser.
      await view.setContent(
        `<body style="margin:0"><img alt="" src="${image}" width="${size.width}" height="${size.height}"></body>`,
      );
      const natural = await view.locator('img').evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      });
      expect(natural).toEqual({ width: 1200, height: 630 });
      await keepScreenshot(view, `share-card-${size.width}x${size.height}`);
      await context.close();
    }
  });

  it('follow an admin’s edit: a new title draws a new card, and the old name falls back to the site’s card', async () => {
    const admin = await signInAdmin();
    const created = await admin.request('POST', '/api/jobs', { json: { ...seed.job, title: 'Card Test Welder' } });
    expect(created.status).toBe(201);
    const job = (await created.json()) as { id: string; updatedAt: string };
    const cardOf = async () => {
      const { page } = await crawl(AGENTS.WhatsApp, `/job/${job.id}`);
      const url = (await attribute(page, 'meta[property="og:image"]', 'content')) ?? '';
      await page.context().close();
      return url;
    };
    const first = await cardOf();
    const drawn = await until(async () => (await fetch(first, { redirect: 'manual' })).status === 200);
    expect(drawn).toBe(true);

    const edited = await admin.request('PUT', `/api/jobs/${job.id}`, {
      json: { ...seed.job, title: 'Card Test Senior Welder' },
      headers: { 'if-match': `"${job.updatedAt}"` },
    });
    expect(edited.status).toBe(200);
    const second = await cardOf();
    expect(second).not.toBe(first);
    expect(await until(async () => (await fetch(second, { redirect: 'manual' })).status === 200)).toBe(true);
    expect(await until(async () => (await fetch(first, { redirect: 'manual' })).status === 302)).toBe(true);
    expect((await fetch(first, { redirect: 'manual' })).headers.get('location')).toBe('/share-card.png');

    expect((await admin.request('DELETE', `/api/jobs/${job.id}`)).status).toBe(200);
    expect(await until(async () => (await fetch(second, { redirect: 'manual' })).status === 302)).toBe(true);
  });
});

/** Whether `check` holds within a few seconds: cards are drawn from the table's stream, after the write. */
async function until(check: () => Promise<boolean>, seconds = 15): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

describe('job pages crawlers cannot index', () => {
  it('answers 404 for a job nobody has, kept out of indexes', async () => {
    const { page, status } = await crawl(AGENTS.Googlebot, '/job/no-such-job');
    expect(status).toBe(404);
    expect(await page.title()).toBe('Job Not Found | Modern Jobs');
    expect(await attribute(page, 'meta[name="robots"]', 'content')).toBe('noindex');
    await page.context().close();
  });
});

describe('a job page in Urdu', () => {
  it('is written right to left in Urdu, with its English twin as an alternate', async () => {
    const { page, status } = await crawl(AGENTS.WhatsApp, `/ur/job/${JOB.id}`);
    const site = inject('siteUrl');
    expect(status).toBe(200);
    expect(await attribute(page, 'html', 'lang')).toBe('ur');
    expect(await attribute(page, 'html', 'dir')).toBe('rtl');
    expect(await page.title()).toBe(`${JOB.company} میں ${JOB.title} | Modern Jobs`);
    expect(await attribute(page, 'meta[property="og:locale"]', 'content')).toBe('ur_PK');
    expect(await attribute(page, 'link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${site}/job/${JOB.id}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@graph'][0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'ur' });
    await page.context().close();
  });
});

describe('robots.txt and the sitemap', () => {
  it('point crawlers at every open job and keep them out of the API, the admin panel and dashboards', async () => {
    const site = inject('siteUrl');
    const robots = await (await fetch(`${site}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/dashboard', '/ur/dashboard'])
      expect(robots).toContain(`Disallow: ${path}\n`);

    const response = await fetch(`${site}/sitemap.xml`);
    const listed = [...(await response.text()).matchAll(/<loc>[^<]*\/job\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const open = SEED_JOBS.filter((job) => job.deadlineInDays === null || job.deadlineInDays >= 0).map((job) => job.id);
    const closed = SEED_JOBS.filter((job) => job.deadlineInDays !== null && job.deadlineInDays < 0).map(
      (job) => job.id,
    );
    expect(closed.length).toBeGreaterThan(0);
    expect(listed).toEqual(expect.arrayContaining(open));
    expect(listed.filter((id) => closed.includes(id ?? ''))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
