import { type Locale, localizedPath, UNSUBSCRIBE_ALL } from '@modern-jobs/domain';
import { linkToken } from '../auth/link-tokens.ts';
import { config } from '../config.ts';

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

export interface UnsubscribeLinks {
  /** the page an e-mail's link opens (it asks before it acts: mail scanners open links) */
  alertPage: string;
  allPage: string;
  /** RFC 8058's one-click target, for the List-Unsubscribe header: a POST acts at once */
  oneClick: string;
}

const query = (userId: string, scope: string) =>
  new URLSearchParams({ u: userId, a: scope, t: linkToken(UNSUBSCRIBE_PURPOSE, userId, scope) }).toString();

/** The unsubscribe links of one alert's e-mail, on the site's own origin, in the e-mail's language. */
export function unsubscribeLinks(userId: string, alertId: string, locale: Locale): UnsubscribeLinks {
  const page = `${config.SITE_ORIGIN}${localizedPath(locale, '/unsubscribe')}`;
  return {
    alertPage: `${page}?${query(userId, alertId)}`,
    allPage: `${page}?${query(userId, UNSUBSCRIBE_ALL)}`,
    oneClick: `${config.SITE_ORIGIN}/api/unsubscribe?${query(userId, alertId)}`,
  };
}
