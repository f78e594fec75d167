import { createHash } from 'node:crypto';

/**
 * The security headers the site is served with: by CloudFront in AWS (infra) and by the local
 * production-build server (scripts), so the app is exercised under the same policy it ships with.
 */

/** The bodies of the page's inline scripts that browsers execute (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source hashes (base64 SHA-256) of a page's inline scripts. Node only, like this module's users. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((script) => createHash('sha256').update(script).digest('base64'));
}

export interface CspOptions {
  /** base64 SHA-256 of each inline script (see inlineScriptHashes) */
  scriptHashes: string[];
  /** where the browser may also send requests: the uploads bucket, for presigned PUTs */
  connectSources?: string[];
}

/**
 * The Content-Security-Policy of the SPA. Styles may be inline because Mantine sets CSS variables
 * in style attributes and style tags; company logos may be absolute https URLs (spec §2).
 */
export function contentSecurityPolicy({ scriptHashes, connectSources = [] }: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'sha256-${h}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, as HSTS preload lists expect. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Where browsers fetch presigned downloads (files over 4 MB, CV links) through the site: CloudFront
 * passes /_files/<key>?<signature> to the uploads bucket, adding nosniff and HSTS on the way back,
 * which S3 itself cannot send, and keeping the download on the site's own origin (CSP img-src 'self').
 */
export const DOWNLOADS_PATH = '/_files';

/**
 * The header CloudFront adds on its way to the API (infra's origin-verify.ts), the local front adds
 * likewise, and every handler checks (the API's http/guard.ts): proof a request came through the site.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The other headers every page carries. */
export const PAGE_SECURITY_HEADERS = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * What browsers are told of an answer CloudFront keeps (a page, a shared API read): ask again every
 * time. The origin's own Cache-Control (s-maxage, stale-while-revalidate) is for the edge only; a
 * browser that honoured stale-while-revalidate would show a setting or a job from before an edit.
 * CloudFront puts this on the way out (infra's response headers), the local front server likewise.
 */
export const VIEWER_CACHE_CONTROL = 'no-cache';

/** Whether an origin's Cache-Control is written for a shared cache (CloudFront) rather than browsers. */
export const isEdgeCacheControl = (value: string) => /\bs-maxage=/.test(value);
