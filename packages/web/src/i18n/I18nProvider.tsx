import {
  DEFAULT_LOCALE,
  DIRECTION,
  type Locale,
  localeOfPath,
  localizedPath,
  type MessageKey,
  type MessageValues,
  type PluralKey,
  plural,
  type SEEKER_TOASTS,
  type Texts,
  translate,
} from '@modern-jobs/domain';
import { createContext, type ReactNode, use, useLayoutEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { codeOf, errorReference, messageOf } from '../api/client.ts';
import { defaultTextKey, type TextField, type TextSetting } from './setting-text.ts';
import { loadTexts, textsNow } from './texts.ts';

export interface I18n extends Texts {
  dir: 'ltr' | 'rtl';
  /** A message of the catalog, its `{slots}` filled. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A message with a count, in its plural form. */
  plural: (key: PluralKey, count: number) => string;
  /**
   * A message a domain schema's issue carries, its catalog key, in the page's language. Words the
   * page's catalog does not have (zod's own defaults) read as `fallback` on a page in another
   * language, and as written on an English page or with no fallback. (The admin panel, in English
   * only, shows its schemas' keys in the spec's words: pages/admin/english.ts.)
   */
  message: (key: string, fallback?: MessageKey) => string;
  /** An operator's text (a button's, the pop-up's): the spec's default in the page's language, their own words as written. */
  settingText: <S extends TextSetting>(setting: S, field: TextField<S>, value: string) => string;
  /** What went wrong, for a screen: the API's message in the page's language, else `fallback`'s text. */
  errorText: (error: unknown, fallback: MessageKey) => string;
  /** 'Reference: …' for a failed call a person can quote to find it in the logs; none when offline. */
  referenceText: (error: unknown) => string | undefined;
  /** An app path in the page's language: `/job/1` → `/ur/job/1` on an Urdu page. */
  path: (to: string) => string;
  /** One of the seeker's toasts (spec §6, §8): its title and message. */
  toast: (name: keyof typeof SEEKER_TOASTS) => { title: string; message: string };
}

export function i18nFor(texts: Texts): I18n {
  return {
    ...texts,
    dir: DIRECTION[texts.locale],
    t: (key, values) => translate(texts, key, values),
    plural: (key, count) => plural(texts, key, count),
    message: (key, fallback) => {
      if (Object.hasOwn(texts.catalog, key)) return translate(texts, key as MessageKey);
      return fallback && texts.locale !== DEFAULT_LOCALE ? translate(texts, fallback) : key;
    },
    settingText: (setting, field, value) => {
      const key = defaultTextKey(setting, field, value);
      return key ? translate(texts, key) : value;
    },
    errorText: (error, fallback) => {
      const english = messageOf(error, '');
      if (texts.locale === 'en') return english || translate(texts, fallback);
      // By the code the API gave its message, never by its words; the fallback's words without one.
      // ('api.invalidRequest' names no message of ours: the screen's own words say more.)
      const code = codeOf(error);
      const known = code && code !== 'api.invalidRequest' && code in texts.catalog;
      return translate(texts, known ? (code as MessageKey) : fallback);
    },
    referenceText: (error) => {
      const reference = errorReference(error);
      return reference ? translate(texts, 'common.reference', { reference }) : undefined;
    },
    path: (to) => localizedPath(texts.locale, to),
    toast: (name) => ({
      title: translate(texts, `toast.${name}.title`),
      message: translate(texts, `toast.${name}.message`),
    }),
  };
}

const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n: no I18nProvider above');
  return i18n;
}

/** Texts of a language, suspending while its catalog loads (only the first time it is wanted). */
function useTexts(locale: Locale): Texts {
  return textsNow(locale) ?? use(loadTexts(locale));
}

/**
 * The page's language, from its URL: the catalog, `<html lang dir>` and every `path()` follow it.
 * Switching language is following a link to the other URL.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const texts = useTexts(locale);
  const i18n = useMemo(() => i18nFor(texts), [texts]);
  // Written only when they change: the page's first HTML has them already (the server writes them,
  // index.html's script on an Urdu URL), and writing either on the root, even unchanged, has the
  // browser restyle the whole page, which the app has just inserted.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (root.lang !== i18n.locale) root.lang = i18n.locale;
    if (root.dir !== i18n.dir) root.dir = i18n.dir;
  }, [i18n]);
  return <I18nContext value={i18n}>{children}</I18nContext>;
}
