import { API_MESSAGES } from '@modern-jobs/domain';
import { type Route, STATE_CHANGING_METHODS } from '@modern-jobs/domain/routes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.ts';
import { httpError } from './errors.ts';

const JSON_TYPE = /^application\/(.+\+)?json(;|$)/i;

/**
 * CSRF defence for state-changing routes (DESIGN §4): the request must come from the site's own
 * origin, and a body, when there is one, must be JSON (a cross-site form cannot send that).
 */
export function checkOrigin(route: Route, event: APIGatewayProxyEventV2): void {
  if (!STATE_CHANGING_METHODS.has(route.method)) return;
  if (event.headers.origin !== config.SITE_ORIGIN) throw httpError(403, API_MESSAGES.badOrigin);
}

export function checkJsonBody(route: Route, event: APIGatewayProxyEventV2): void {
  if (!STATE_CHANGING_METHODS.has(route.method)) return;
  const hasBody = typeof event.body === 'string' && event.body.length > 0;
  if (hasBody && !JSON_TYPE.test(event.headers['content-type'] ?? '')) throw httpError(415, API_MESSAGES.jsonRequired);
}
