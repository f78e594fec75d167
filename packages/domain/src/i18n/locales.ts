/**
 * The site's languages and how a URL says which one it is in. English keeps the spec's URLs; every
 * other language has its own prefix (`/ur/job/{id}`), so a crawler or a shared link can ask for it.
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Remembers a visitor's choice of language; read before the first paint (index.html). */
export const LANGUAGE_COOKIE = 'lang';

export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/** Each language's name written in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: its prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  return PREFIXED.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ?? DEFAULT_LOCALE;
}

/** A path without its language prefix: `/ur/job/1` → `/job/1`, `/ur` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** The same page in a language: `localizedPath('ur', '/job/1')` → `/ur/job/1`, `('ur', '/')` → `/ur/`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const path = unlocalizedPath(pathname);
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/**
 * Which language a first visit gets from the browser's languages (the Accept-Language it sends):
 * the first one we have, by its primary subtag; English when none.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
