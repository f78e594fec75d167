import { escapeHtml, LOCALES, localizedPath } from '@modern-jobs/domain';
import type { SitemapJob } from '../jobs/store/sitemap.ts';

/**
 * URLs per sitemap. sitemaps.org allows 50,000, but a Lambda answer is at most 6 MB, and a URL with
 * its two language alternates is up to ~450 bytes: 10,000 keep a sitemap under 4.5 MB.
 */
export const SITEMAP_MAX_URLS = 10_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Jobs' pages, each once, by its English URL with its other languages as alternates (Google reads
 * xhtml:link hreflang in sitemaps), each with when it last changed.
 */
export function urlsetXml(origin: string, jobs: readonly SitemapJob[]): string {
  const urls = jobs.map((job) => {
    const path = `/job/${encodeURIComponent(job.id)}`;
    const alternates = LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${origin}${localizedPath(locale, path)}`)}"/>`,
    ).join('');
    return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc><lastmod>${escapeHtml(job.lastmod)}</lastmod>${alternates}</url>`;
  });
  return [
    XML,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** A sitemap index: one sitemap per listed path. */
export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  return [
    XML,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<sitemap><loc>${escapeHtml(`${origin}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** The UTC days from `first` to `last` (YYYY-MM-DD), both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const day = new Date(`${first}T00:00:00Z`);
  while (day.toISOString().slice(0, 10) <= last) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}
