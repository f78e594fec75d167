import { amount, type MessageKey, type MessageValues, translate } from '@modern-jobs/domain';
import { useI18n } from './I18nProvider.tsx';

/**
 * The page's language for a part of the catalog kept out of the domain's whole catalogs (the
 * trust part, the CV bank's): its keys are not MessageKeys, but its words are in the same catalog
 * `t` reads once the chunk that says them has added them (addTexts).
 */
export function usePartI18n<K extends string>() {
  const i18n = useI18n();
  const asKey = (key: K) => key as string as MessageKey;
  return {
    ...i18n,
    tt: (key: K, values?: MessageValues) => translate(i18n, asKey(key), values),
    /** a count's plural form (`_one` / `_other`), as `plural` does for MessageKeys */
    tPlural: (key: string, count: number, values?: MessageValues) =>
      translate(i18n, asKey(`${key}_${count === 1 ? 'one' : 'other'}` as K), { count: amount(count), ...values }),
    /** a form's message (the domain schema's key) in the page's language; see I18n's `message` */
    tmessage: (key: string, fallback: K) => i18n.message(key, asKey(fallback)),
    /** what went wrong, for a screen: the API's message in the page's language, else `fallback`'s */
    terror: (error: unknown, fallback: K) => i18n.errorText(error, asKey(fallback)),
  };
}
