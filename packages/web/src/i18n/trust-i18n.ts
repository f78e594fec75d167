import { amount, type MessageKey, type MessageValues, type TrustKey, translate } from '@modern-jobs/domain';
import './trust-texts.ts';
import { useI18n } from './I18nProvider.tsx';

/**
 * The page's language for the words of jobs abroad you can trust (TrustKey). They are a part of
 * the catalog added by the chunks that say them (trust-texts.ts) and kept out of the domain's whole
 * catalogs, so their keys are not MessageKeys: `tt` reads them from the same catalog `t` reads.
 */
export function useTrustI18n() {
  const i18n = useI18n();
  const asKey = (key: TrustKey) => key as string as MessageKey;
  return {
    ...i18n,
    tt: (key: TrustKey, values?: MessageValues) => translate(i18n, asKey(key), values),
    /** a count's plural form (`_one` / `_other`), as `plural` does for MessageKeys */
    tPlural: (key: string, count: number) =>
      translate(i18n, asKey(`${key}_${count === 1 ? 'one' : 'other'}` as TrustKey), { count: amount(count) }),
    /** a form's message (the domain schema's key) in the page's language; see I18n's `message` */
    tmessage: (key: string, fallback: TrustKey) => i18n.message(key, asKey(fallback)),
  };
}
