import { contentSecurityPolicy, inlineScriptHashes, PAGE_SECURITY_HEADERS } from '@modern-jobs/domain/web-security';
import type { HttpResult } from '../http/response.ts';

/**
 * How long a page is kept: CloudFront holds a job's page for 5 minutes and, while it fetches a fresh
 * one, serves the old for up to a day (an admin's edit or delete also clears it at once); browsers
 * always ask again, so a deploy's new assets are never paired with an old page.
 */
export const PAGE_CACHE = {
  found: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  notFound: 'public, max-age=0, s-maxage=60',
  /** the storage failed: the app's own page, kept nowhere, and the app tries again itself */
  fallback: 'no-store',
} as const;

/** The CSP of the template's inline scripts, computed again only when the template changes (dev). */
let policy = { template: '', value: '' };
function policyFor(template: string): string {
  if (policy.template !== template)
    policy = { template, value: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(template) }) };
  return policy.value;
}

/** An HTML page under the site's page headers (as CloudFront and the local static server send them). */
export function htmlPage(html: string, template: string, status: number, cacheControl: string): HttpResult {
  return {
    statusCode: status,
    headers: {
      ...PAGE_SECURITY_HEADERS,
      'Content-Security-Policy': policyFor(template),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControl,
    },
    body: html,
  };
}
