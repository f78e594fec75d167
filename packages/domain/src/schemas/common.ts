import * as z from 'zod';
import { API_MESSAGES } from '../messages/api.ts';
import { isSafeLink } from '../rules/links.ts';

/** An international phone number: optional '+', first digit 1-9, 2 to 15 digits in all (spec §5). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z.iso.date();

/** Opaque ids made by the server: URL-safe, bounded. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, API_MESSAGES.invalidId);

/** Text that must not be blank once trimmed. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}

/** Optional long text: blank becomes null so storage never keeps empty strings. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A link a visitor may follow: '#', a site path, or an absolute http(s) URL. No javascript: or data: links. */
export function safeLinkSchema(message: string) {
  return z.string({ error: message }).trim().min(1, { message, abort: true }).max(2048).refine(isSafeLink, message);
}
