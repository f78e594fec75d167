import { type MessageKey, SETTING_DEFAULTS } from '@modern-jobs/domain';

/** The operator's texts that start as the spec's words (spec §9), with the catalog key of each default. */
const DEFAULT_KEYS = {
  sign_in_button: { text: 'settingDefault.signIn' },
  highlight_button: { text: 'settingDefault.highlight' },
  promotional_button: { text: 'settingDefault.promo' },
  earn_money_button: { text: 'settingDefault.earnMoney' },
  win_modal: { firstLine: 'settingDefault.winFirstLine', secondLine: 'settingDefault.winSecondLine' },
} as const satisfies Record<string, Record<string, MessageKey>>;

export type TextSetting = keyof typeof DEFAULT_KEYS;
export type TextField<S extends TextSetting> = keyof (typeof DEFAULT_KEYS)[S] & string;

/**
 * The catalog key of an operator's text while it is still the spec's default, to show in the page's
 * language; null once the operator wrote their own words, which stay as written.
 */
export function defaultTextKey<S extends TextSetting>(
  setting: S,
  field: TextField<S>,
  value: string,
): MessageKey | null {
  return DEFAULTS[setting][field] === value ? (KEYS[setting][field] ?? null) : null;
}

const DEFAULTS: Readonly<Record<TextSetting, Readonly<Record<string, unknown>>>> = SETTING_DEFAULTS;
const KEYS: Readonly<Record<TextSetting, Readonly<Record<string, MessageKey>>>> = DEFAULT_KEYS;
