import type { ApplicationStatus } from '../constants.ts';
import { fill, type MessageValues } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import type { Locale } from '../i18n/locales.ts';
import { ur } from '../i18n/ur.ts';
import { EMAIL_EN, type EmailKey } from './en.ts';
import { EMAIL_UR } from './ur.ts';

const CATALOGS = { en: EMAIL_EN, ur: EMAIL_UR } as const;

/** An e-mail text in a language, its `{slots}` filled. */
export function emailText(locale: Locale, key: EmailKey, values?: MessageValues): string {
  return fill(CATALOGS[locale][key], values);
}

/** A status as the dashboard's badge names it: the site's own words, not a second translation. */
export function statusLabel(locale: Locale, status: ApplicationStatus): string {
  return (locale === 'ur' ? ur : en)[`status.${status}`];
}
