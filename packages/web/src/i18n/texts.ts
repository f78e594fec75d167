import {
  type Catalog,
  DEFAULT_LOCALE,
  EN_FIRST_SCREEN,
  type Locale,
  type MessageKey,
  type Texts,
} from '@modern-jobs/domain';

type Words = Readonly<Record<string, string>>;

/**
 * English as the app has it so far: the first screen's words, joined by the rest of the catalog
 * when a page that says them loads (english-pages.ts, employer-texts.ts), so a first visit carries
 * only what it shows.
 */
const english: Record<string, string> = { ...EN_FIRST_SCREEN };

/** Adds a part of the English catalog (a page chunk's). */
export function addEnglish(part: Words): void {
  Object.assign(english, part);
}

/**
 * Each language's texts, once loaded. Every other language's catalog is a chunk of its own, fetched
 * only by visitors who read that language (and with the app, index.html, on their URLs). Its
 * catalog is this module's own copy, which later parts are written into (see addTexts).
 */
const loaded = new Map<Locale, Texts>([
  [DEFAULT_LOCALE, { locale: DEFAULT_LOCALE, catalog: english as Catalog<MessageKey> }],
]);
const loading = new Map<Locale, Promise<Texts>>();

/** A part of the catalog in every language: the words of screens that only some visitors open. */
export type TextsPart = Readonly<Record<Locale, Words>>;

/** The parts added so far, for a language that loads after them. */
const parts: TextsPart[] = [];

/**
 * Adds a part in every language: imported by the chunk that says its words (the employer's screens),
 * so no other page carries it. Written into the catalogs in place, as addEnglish does: the page
 * that imported it renders with the texts the app already holds, and finds its words there.
 */
export function addTexts(part: TextsPart): void {
  parts.push(part);
  addEnglish(part.en);
  for (const [locale, texts] of loaded)
    if (locale !== DEFAULT_LOCALE) Object.assign(texts.catalog as Record<string, string>, part[locale]);
}

const importers: Record<Exclude<Locale, 'en'>, () => Promise<Words>> = {
  ur: () => import('./urdu.ts').then((m) => m.ur),
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
  const english = loaded.get(DEFAULT_LOCALE) as Texts;
  const promise = importers[locale as keyof typeof importers]().then(
    (catalog) => {
      // Its own copy, with the parts already added, so later parts can be written into it.
      const own: Record<string, string> = { ...catalog };
      for (const part of parts) Object.assign(own, part[locale]);
      const texts = { locale, catalog: own as Catalog<MessageKey> };
      loaded.set(locale, texts);
      return texts;
    },
    // A chunk that did not arrive (a dropped connection, a deploy in between): the page in English
    // rather than a blank one, and the next page asks again.
    () => {
      loading.delete(locale);
      return english;
    },
  );
  loading.set(locale, promise);
  return promise;
}
