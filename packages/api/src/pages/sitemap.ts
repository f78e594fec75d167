import { config } from '../config.ts';
import type { HttpResult } from '../http/response.ts';
import {
  newestOpenJobs,
  oldestOpenJob,
  openJobsPostedOn,
  rememberSitemapShape,
  sitemapShape,
} from '../jobs/store/sitemap.ts';
import { logger } from '../observability/logger.ts';
import { daysBetween, SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

/**
 * Crawlers come back for sitemaps about daily: CloudFront keeps one for an hour and serves the old
 * one for a day while it fetches the new, so crawls cost DynamoDB a read an hour at most.
 */
export const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

const xml = (body: string, status = 200): HttpResult => ({
  statusCode: status,
  headers: {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': SITEMAP_CACHE,
    'X-Content-Type-Options': 'nosniff',
  },
  body,
});

/** A day's sitemap, as the index names it. */
export const dayFile = (day: string) => `/sitemaps/jobs-${day}.xml`;
const DAY_FILE = /^jobs-(\d{4}-\d{2}-\d{2})\.xml$/;

/** How long a board found past one sitemap's open jobs is taken to still be: an index, without counting again. */
export const SHAPE_FRESH_MS = 86_400_000;

/**
 * /sitemap.xml: every open job, read from the list of open jobs (one Query page after another, no
 * Scan). Up to SITEMAP_MAX_URLS it is the sitemap itself; beyond, an index of one sitemap per day
 * jobs were posted on, from the oldest open job's day to today, each read by its own range of the
 * same list. Finding out which takes reading one sitemap's worth of entries and one more; once the
 * board is past that, the finding is kept for a day, so the index then costs a read or two and every
 * job is read once, by its day.
 */
export async function sitemap(now: Date): Promise<HttpResult & { itemsRead: number }> {
  const shape = await sitemapShape();
  let itemsRead = 1;
  const stillIndex = shape?.index && now.getTime() - Date.parse(shape.checkedAt) < SHAPE_FRESH_MS;
  if (!stillIndex) {
    const newest = await newestOpenJobs(SITEMAP_MAX_URLS, now);
    itemsRead += newest.itemsRead;
    // Remembered while the board is past one sitemap, and forgotten once it is back under.
    if (newest.more || shape?.index) await rememberSitemapShape({ index: newest.more, checkedAt: now.toISOString() });
    if (!newest.more) return { ...xml(urlsetXml(config.SITE_ORIGIN, newest.jobs)), itemsRead };
  }
  const oldest = await oldestOpenJob(now);
  const today = now.toISOString().slice(0, 10);
  const days = daysBetween(oldest.postedOn ?? today, today);
  return { ...xml(sitemapIndexXml(config.SITE_ORIGIN, days.map(dayFile))), itemsRead: itemsRead + oldest.itemsRead };
}

/** /sitemaps/jobs-YYYY-MM-DD.xml: the open jobs posted that day. */
export async function daySitemap(file: string, now: Date): Promise<HttpResult & { itemsRead: number }> {
  const day = DAY_FILE.exec(file)?.[1];
  if (!day || Number.isNaN(Date.parse(day))) return { ...xml(urlsetXml(config.SITE_ORIGIN, []), 404), itemsRead: 0 };
  const read = await openJobsPostedOn(day, SITEMAP_MAX_URLS, now);
  // More jobs posted in one day than a sitemap holds would need pages within the day: the day's
  // newest SITEMAP_MAX_URLS are listed, and the log says so.
  if (read.more) logger.warn('a day has more open jobs than a sitemap holds', { day });
  return { ...xml(urlsetXml(config.SITE_ORIGIN, read.jobs)), itemsRead: read.itemsRead };
}
