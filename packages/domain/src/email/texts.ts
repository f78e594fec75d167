import type { ApplicationStatus } from '../constants.ts';
import { fill, type MessageValues } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import { amount } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { ur } from '../i18n/ur.ts';
import { EMAIL_EN, type EmailKey, type EmailPluralKey } from './en.ts';
import { EMAIL_UR } from './ur.ts';

const CATALOGS = { en: EMAIL_EN, ur: EMAIL_UR } as const;

/** An e-mail text in a language, its `{slots}` filled. */
export function emailText(locale: Locale, key: EmailKey, values?: MessageValues): string {
  return fill(CATALOGS[locale][key], values);
}

/**
 * An e-mail text for a count, in its plural form ("one" for exactly 1, "other" for any other number,
 * in English and Urdu alike), `{count}` filled with the number as the site writes it (1,250).
 */
export function emailPlural(locale: Locale, key: EmailPluralKey, count: number, values?: MessageValues): string {
  const form = count === 1 ? 'one' : 'other';
  return emailText(locale, `${key}_${form}` as EmailKey, { ...values, count: amount(count) });
}

/** A status as the dashboard's badge names it: the site's own words, not a second translation. */
export function statusLabel(locale: Locale, status: ApplicationStatus): string {
  return (locale === 'ur' ? ur : en)[`status.${status}`];
}
