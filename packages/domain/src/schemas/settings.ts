import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';
import { SETTING_DEFAULTS } from '../settings/defaults.ts';
import { MAX_CV_BANK_CAP } from '../talent/limits.ts';
import { MAX_PRESETS, MAX_SETTING_PAISA } from '../wallet/limits.ts';
import { requiredText, safeLinkSchema } from './common.ts';

export { SETTING_DEFAULTS };

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

const w = VALIDATION.wallet;
const settingPaisa = z.number({ error: w.amount }).int(w.amount).min(1, w.amount).max(MAX_SETTING_PAISA, w.amount);

/** The wallet's limits and prices (issue 31): a deposit's least and most, the presets within them. */
const walletSchema = z
  .object({
    minDepositPaisa: settingPaisa,
    maxDepositPaisa: settingPaisa,
    presetsPaisa: z.array(settingPaisa, { error: w.presets }).min(1, w.presets).max(MAX_PRESETS, w.presets),
    boost7Paisa: settingPaisa,
    boost15Paisa: settingPaisa,
    boost30Paisa: settingPaisa,
  })
  .superRefine((value, ctx) => {
    if (value.maxDepositPaisa < value.minDepositPaisa)
      ctx.addIssue({ code: 'custom', path: ['maxDepositPaisa'], message: w.minAboveMax });
    else if (value.presetsPaisa.some((p) => p < value.minDepositPaisa || p > value.maxDepositPaisa))
      ctx.addIssue({ code: 'custom', path: ['presetsPaisa'], message: w.presetOutside });
  });

const cap = z
  .number({ error: VALIDATION.talent.cap })
  .int(VALIDATION.talent.cap)
  .min(1, VALIDATION.talent.cap)
  .max(MAX_CV_BANK_CAP, VALIDATION.talent.cap);

/** The CV bank's prices and per-company daily caps (issue 34). */
const cvBankSchema = z.object({
  unlockPaisa: settingPaisa,
  requestPaisa: settingPaisa,
  viewsPerDay: cap,
  unlocksPerDay: cap,
  requestsPerDay: cap,
});

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
  wallet: walletSchema,
  /**
   * Jobs abroad you can trust (issue 33): whether an abroad job's recruiter must be verified before
   * it is approved, and the Bureau of Emigration's complaint channel's link, '#' for none (the
   * notices then name the channel without a link that could go stale).
   */
  trust_rules: z.object({
    requireRecruiterVerification: z.boolean(),
    complaintLink: safeLinkSchema(b.url),
  }),
  cv_bank: cvBankSchema,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const settingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]);

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_SCHEMAS, key);
}

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
