import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@modern-jobs/domain';
import { type Route, STATE_CHANGING_METHODS } from '@modern-jobs/domain/routes';
import { ORIGIN_VERIFY_HEADER } from '@modern-jobs/domain/web-security';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.ts';
import { httpError } from './errors.ts';

const JSON_TYPE = /^application\/(.+\+)?json(;|$)/i;

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared as SHA-256 digests: equal lengths for timingSafeEqual, so neither length nor content leaks. */
const accepted = config.ORIGIN_VERIFY_SECRET.map(digest);

/**
 * The API's default execute-api address is public (an HTTP API cannot switch it off without a custom
 * API domain), and a request sent there skips CloudFront and its WAF. CloudFront adds a secret header
 * on its way here; a request without the right value is refused before anything else is looked at.
 * The header is then removed, so no handler or log line ever sees it.
 */
export function checkOriginVerified(event: APIGatewayProxyEventV2): void {
  if (accepted.length === 0) return;
  const given = digest(event.headers[ORIGIN_VERIFY_HEADER] ?? '');
  delete event.headers[ORIGIN_VERIFY_HEADER];
  // Every accepted value is compared, the first match or not, so the time taken says nothing either.
  let verified = false;
  for (const expected of accepted) verified = timingSafeEqual(given, expected) || verified;
  if (!verified) throw httpError(403, API_MESSAGES.originRequired);
}

/**
 * CSRF defence for state-changing routes (DESIGN §4): the request must come from the site's own
 * origin, and a body, when there is one, must be JSON (a cross-site form cannot send that).
 */
export function checkOrigin(route: Route, event: APIGatewayProxyEventV2): void {
  if (!STATE_CHANGING_METHODS.has(route.method) || route.crossSite) return;
  if (event.headers.origin !== config.SITE_ORIGIN) throw httpError(403, API_MESSAGES.badOrigin);
}

export function checkJsonBody(route: Route, event: APIGatewayProxyEventV2): void {
  if (!STATE_CHANGING_METHODS.has(route.method) || route.crossSite) return;
  const hasBody = typeof event.body === 'string' && event.body.length > 0;
  if (hasBody && !JSON_TYPE.test(event.headers['content-type'] ?? '')) throw httpError(415, API_MESSAGES.jsonRequired);
}
