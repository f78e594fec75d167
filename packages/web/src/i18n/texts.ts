import {
  type Catalog,
  DEFAULT_LOCALE,
  EN_FIRST_SCREEN,
  type Locale,
  type MessageKey,
  type Texts,
} from '@modern-jobs/domain';

/**
 * English as the app has it so far: the first screen's words, joined by the rest of the catalog
 * when a page that says them loads (english-pages.ts), so a first visit carries only what it shows.
 */
const english: Record<string, string> = { ...EN_FIRST_SCREEN };

/** Adds a part of the English catalog (a page chunk's). */
export function addEnglish(part: Readonly<Record<string, string>>): void {
  Object.assign(english, part);
}

/**
 * Each language's texts, once loaded. Every other language's catalog is a chunk of its own, fetched
 * only by visitors who read that language (and with the app, index.html, on their URLs).
 */
const loaded = new Map<Locale, Texts>([
  [DEFAULT_LOCALE, { locale: DEFAULT_LOCALE, catalog: english as Catalog<MessageKey> }],
]);
const loading = new Map<Locale, Promise<Texts>>();

/** The English of every key, for reading the English the domain and the API write (see keyOfEnglish). */
let englishSource: Readonly<Record<string, string>> = EN_FIRST_SCREEN;

const importers: Record<Exclude<Locale, 'en'>, () => Promise<Catalog<MessageKey>>> = {
  ur: () =>
    import('./urdu.ts').then((m) => {
      englishSource = m.en;
      return m.ur;
    }),
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
      const texts = { locale, catalog };
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

let byEnglish: { source: object; keys: Map<string, MessageKey> } | null = null;

/**
 * The catalog key of a text the domain or the API wrote in English (a validation message, a toast,
 * an error answer), so another language can show it in its words; null for a text we do not know.
 */
export function keyOfEnglish(text: string): MessageKey | null {
  if (byEnglish?.source !== englishSource) {
    const keys = new Map(Object.entries(englishSource).map(([key, value]) => [value, key as MessageKey]));
    byEnglish = { source: englishSource, keys };
  }
  return byEnglish.keys.get(text) ?? null;
}
