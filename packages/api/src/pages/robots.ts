import { LOCALES, localizedPath } from '@modern-jobs/domain';
import type { HttpResult } from '../http/response.ts';

/** Not for crawlers: the API, the admin panel and a seeker's own dashboard, in every language. */
const PRIVATE = ['/api/', ...['/admin', '/dashboard'].flatMap((path) => LOCALES.map((l) => localizedPath(l, path)))];

/** /robots.txt: where the sitemap is, and what crawlers leave alone. */
export function robots(origin: string): HttpResult {
  const lines = [
    'User-agent: *',
    ...[...new Set(PRIVATE)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
    body: `${lines.join('\n')}\n`,
  };
}
