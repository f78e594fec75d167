import { isSafeLink } from '../rules/links.ts';
import type { SettingKey, SettingValue } from '../schemas/settings.ts';
import { SETTING_DEFAULTS } from './defaults.ts';

const LINK_FIELDS = new Set(['link', 'downloadLink', 'complaintLink']);

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

/** The wallet's amounts are paisa: whole and more than 0, alone or in a list (its presets). */
function isAmount(actual: unknown, fallback: unknown): boolean {
  if (typeof fallback === 'number') return isCount(actual);
  if (Array.isArray(fallback)) return Array.isArray(actual) && actual.length > 0 && actual.every(isCount);
  return true;
}

/**
 * Reads a stored setting for display, without zod so the public pages stay small: the value must
 * be JSON with every field of the defaults, each of the same type, and safe links. The API checked
 * it fully when it was saved; this guards against old or hand-edited records.
 */
export function readSettingValue<K extends SettingKey>(key: K, raw: string): SettingValue<K> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const defaults = SETTING_DEFAULTS[key] as Record<string, unknown>;
  const record = value as Record<string, unknown>;
  for (const [field, fallback] of Object.entries(defaults)) {
    const actual = record[field] ?? (field === 'visible' ? true : undefined);
    if (typeof actual !== typeof fallback) return null;
    if (!isAmount(actual, fallback)) return null;
    if (typeof actual === 'string' && (actual.trim() === '' || (LINK_FIELDS.has(field) && !isSafeLink(actual))))
      return null;
  }
  return {
    ...defaults,
    ...Object.fromEntries(Object.keys(defaults).map((f) => [f, record[f] ?? defaults[f]])),
  } as SettingValue<K>;
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
  const parsed = readSettingValue(key, raw);
  if (parsed === null) onInvalid?.(raw);
  return parsed ?? SETTING_DEFAULTS[key];
}
