import {
  type Catalog,
  DEFAULT_LOCALE,
  ENGLISH,
  en,
  type Locale,
  type MessageKey,
  type Texts,
} from '@modern-jobs/domain';

/**
 * Each language's texts, once loaded. English is in the app; every other catalog is a chunk of its
 * own, fetched only by visitors who read that language (and with the app, index.html, on their URLs).
 */
const loaded = new Map<Locale, Texts>([[DEFAULT_LOCALE, ENGLISH]]);
const loading = new Map<Locale, Promise<Texts>>();

const importers: Record<Exclude<Locale, 'en'>, () => Promise<Catalog<MessageKey>>> = {
  ur: () => import('@modern-jobs/domain/i18n/ur').then((m) => m.ur),
};

/** The language's texts if already loaded, else null. */
export function textsNow(locale: Locale): Texts | null {
  return loaded.get(locale) ?? null;
}

/** Loads a language's texts (once). */
export function loadTexts(locale: Locale): Promise<Texts> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(locale);
  if (pending) return pending;
  const promise = importers[locale as keyof typeof importers]().then((catalog) => {
    const texts = { locale, catalog };
    loaded.set(locale, texts);
    return texts;
  });
  loading.set(locale, promise);
  return promise;
}

let byEnglish: Map<string, MessageKey> | null = null;

/**
 * The catalog key of a text the domain or the API wrote in English (a validation message, a toast,
 * an error answer), so it can be shown in the page's language; null for a text we do not know.
 */
export function keyOfEnglish(text: string): MessageKey | null {
  byEnglish ??= new Map(Object.entries(en).map(([key, english]) => [english, key as MessageKey]));
  return byEnglish.get(text) ?? null;
}
