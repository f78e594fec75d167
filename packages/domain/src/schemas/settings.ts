import { z } from 'zod';
import { VALIDATION } from '../messages.ts';
import { requiredText, safeLinkSchema } from './common.ts';

const b = VALIDATION.button;

function buttonSchema(link: z.ZodType<string>) {
  return z.object({
    text: requiredText(b.text, 60),
    link,
    visible: z.boolean().default(true),
  });
}

/** Highlight, promotional and earn-money links must be URLs; '#' means "no link" (spec §5, §9 defaults). */
const urlButtonSchema = buttonSchema(safeLinkSchema(b.url));

export const SETTING_SCHEMAS = {
  highlight_button: urlButtonSchema,
  promotional_button: urlButtonSchema,
  earn_money_button: urlButtonSchema,
  /** The sign-in link only needs to be non-empty in the spec; we still refuse script links. */
  sign_in_button: buttonSchema(safeLinkSchema(b.link)),
  win_modal: z.object({
    firstLine: requiredText(VALIDATION.winModal.firstLine, 200),
    secondLine: requiredText(VALIDATION.winModal.secondLine, 300),
    downloadLink: safeLinkSchema(VALIDATION.winModal.downloadLink),
  }),
  contact_info: z.object({
    whatsapp: requiredText(VALIDATION.contact.whatsapp, 30),
    email: z.email({ error: VALIDATION.contact.email }).max(254),
    phone: requiredText(VALIDATION.contact.phone, 30),
  }),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const settingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]);

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_SCHEMAS, key);
}

/** The spec's defaults (spec §9). */
export const SETTING_DEFAULTS: { [K in SettingKey]: SettingValue<K> } = {
  highlight_button: { text: 'Win 3600', link: '#', visible: true },
  promotional_button: { text: 'Special Offer', link: '#', visible: true },
  earn_money_button: { text: 'Earn Money at Home', link: '#', visible: true },
  sign_in_button: { text: 'Sign In', link: '/api/login', visible: true },
  win_modal: {
    firstLine: 'Congratulations! You earned 3600 Rs. Free!',
    secondLine: 'Download our app to withdraw your reward to JazzCash or Easypaisa.',
    downloadLink: '#',
  },
  contact_info: { whatsapp: '+923001234567', email: 'support@modernjobs.pk', phone: '+923001234567' },
};

/** A setting record on the wire: GET answers it, PUT sends `{ value }` (spec §7). */
export const settingRecordSchema = z.object({
  key: settingKeySchema,
  value: z.string(),
  updatedAt: z.string().optional(),
});
export type SettingRecord = z.infer<typeof settingRecordSchema>;

export const settingUpdateSchema = z.object({ value: z.string().max(10_000) });

/** Parses a stored JSON value for a key; null when it is not JSON or not the key's shape. */
export function parseSettingValue<K extends SettingKey>(key: K, raw: string): SettingValue<K> | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = SETTING_SCHEMAS[key].safeParse(json);
  return parsed.success ? (parsed.data as SettingValue<K>) : null;
}

/**
 * What the site shows for a setting: its value, or the defaults when it is missing or invalid
 * (spec §8). `onInvalid` hears about a stored value that could not be used, so it can be logged.
 */
export function settingOrDefault<K extends SettingKey>(
  key: K,
  raw: string | null | undefined,
  onInvalid?: (raw: string) => void,
): SettingValue<K> {
  if (raw == null) return SETTING_DEFAULTS[key];
  const parsed = parseSettingValue(key, raw);
  if (parsed === null) onInvalid?.(raw);
  return parsed ?? SETTING_DEFAULTS[key];
}
