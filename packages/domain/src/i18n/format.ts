import type { Catalog, MessageValues } from './catalog.ts';
import { fill } from './catalog.ts';
import type { MessageKey } from './en.ts';
import type { Locale } from './locales.ts';

/** A language's texts: its catalog and its code. What every formatter below takes. */
export interface Texts {
  locale: Locale;
  catalog: Catalog<MessageKey>;
}

/**
 * A message of the catalog with its `{slots}` filled. A key the catalog lacks (a part of it not
 * loaded, which the screen tests catch) shows as the key rather than break the page.
 */
export function translate(texts: Texts, key: MessageKey, values?: MessageValues): string {
  const message = texts.catalog[key] as string | undefined;
  return message === undefined ? key : fill(message, values);
}

/** Messages written once per plural form: `jobs.found_one`, `jobs.found_other` → `jobs.found`. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never;

/**
 * The plural form for a count. English and Urdu both use "one" for exactly 1 and "other" for every
 * other whole number (CLDR), so no Intl.PluralRules is loaded for it.
 */
export function plural(texts: Texts, key: PluralKey, count: number): string {
  const form = count === 1 ? 'one' : 'other';
  return translate(texts, `${key}_${form}` as MessageKey, { count: amount(count) });
}

/**
 * Whole numbers as both languages write them here: Latin digits grouped in thousands ("1,250,000").
 * Urdu in Pakistan (CLDR ur-PK) writes Latin digits and the same grouping; lakh grouping
 * ("12,50,000") is the Indian convention (ur-IN). The digits are also those people type on their
 * phones and see on a payslip, so a salary reads the same in both languages. Written out rather
 * than with Intl: the first Intl formatter loads locale data, about 20 ms on a cheap phone, and the
 * home page formats two salaries per card before anything else needs Intl.
 */
export function amount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** An amount of money with paisa, as the wallet shows it: "PKR 1,250.00" / "1,250.00 روپے". */
export function money(texts: Texts, value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  const [whole = '0', cents = '00'] = Math.abs(safe).toFixed(2).split('.');
  const text = `${safe < 0 ? '-' : ''}${amount(Number(whole))}.${cents}`;
  return translate(texts, 'money.pkr', { amount: text });
}

/** The card's and detail page's salary text (spec §5 "Salary display"), in the page's language. */
export function salaryText(min: number | null | undefined, max: number | null | undefined, texts: Texts): string {
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return translate(texts, 'salary.range', { min: amount(min), max: amount(max) });
  if (hasMin) return translate(texts, 'salary.from', { min: amount(min) });
  if (hasMax) return translate(texts, 'salary.upTo', { max: amount(max) });
  return translate(texts, 'salary.none');
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'N day(s) ago', else 'N hour(s) ago', else 'Just now' (spec §9). Future or invalid dates read 'Just now'. */
export function postedAgo(createdAt: string | Date, now: Date, texts: Texts): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return translate(texts, 'time.justNow');
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return plural(texts, 'time.daysAgo', days);
  return plural(texts, 'time.hoursAgo', Math.floor(elapsed / HOUR_MS));
}

// Month names as CLDR writes them for en-GB (short: "Sept" since CLDR 38) and ur-PK (long: Urdu
// has no short month names), the forms Intl gave before; a test holds them to Intl.
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ur: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
};
// Pakistan Standard Time is UTC+5 all year: Pakistan has kept no daylight saving since 2009.
const PAKISTAN_OFFSET_MS = 5 * HOUR_MS;

/**
 * A date as people in Pakistan read it, in Pakistan's time zone: "21 Dec 2026" in English (spec §3:
 * date only), "21 دسمبر، 2026" in Urdu. Day, month, year in both, with Latin digits (see `amount`).
 * Written out rather than with Intl.DateTimeFormat: making the first one loads the browser's
 * calendar and time-zone data, 50-80 ms on this machine's Chromium and four times that on a cheap
 * phone, in the middle of the job page's first render.
 */
export function formatDate(value: string, locale: Locale = 'en'): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00+05:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  const local = new Date(date.getTime() + PAKISTAN_OFFSET_MS);
  const day = local.getUTCDate();
  const month = MONTHS[locale][local.getUTCMonth()];
  const year = local.getUTCFullYear();
  return locale === 'ur' ? `${day} ${month}، ${year}` : `${day} ${month} ${year}`;
}
