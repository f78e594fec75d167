import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale, localeOfPath } from '@modern-jobs/domain';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { readCookies } from '../auth/cookies.ts';

/**
 * The site language a request was made in: the page it came from (an /ur/ page is Urdu; browsers
 * send the path on same-origin calls under the site's Referrer-Policy), else the visitor's choice
 * (the lang cookie the switch sets), else English. The API's own paths carry no language.
 */
export function requestLocale(event: APIGatewayProxyEventV2): Locale {
  const referer = event.headers?.referer;
  if (referer) {
    try {
      return localeOfPath(new URL(referer).pathname);
    } catch {
      // Not a URL: the cookie decides.
    }
  }
  const chosen = readCookies(event.cookies)[LANGUAGE_COOKIE];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
