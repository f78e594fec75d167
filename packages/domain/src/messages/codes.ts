import { API_MESSAGES } from './api.ts';
import { validationEnglish } from './validation.ts';

/** The code of an answer whose words are none of the product's messages (a schema's own default). */
export const INVALID_REQUEST_CODE = 'api.invalidRequest';

let codes: Map<string, string> | null = null;

/**
 * The API's own answers (API_MESSAGES), by their words, with their stable code: the key the catalog
 * has them under ('api.jobNotFound'), present there where pages show it in their language, and the
 * key it would have otherwise ('api.adminRequired': the admin panel is in English). Built from the
 * messages themselves, not the catalogs: every handler would carry every language's words.
 */
function apiCodes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, message] of Object.entries(API_MESSAGES)) if (!found.has(message)) found.set(message, `api.${key}`);
  return found;
}

/** The stable code of one of the API's own answers; INVALID_REQUEST_CODE for words that are none of ours. */
export function messageCode(message: string): string {
  codes ??= apiCodes();
  return codes.get(message) ?? INVALID_REQUEST_CODE;
}

/** A message as the API sends it: the spec's words and the code a page translates by. */
export interface CodedMessage {
  message: string;
  code: string;
}

/**
 * What the API answers for a message a handler threw or a schema's issue carried: a validation key
 * (the schemas write keys) as its English words with the key as the code; one of API_MESSAGES as it
 * is, with its code; anything else (zod's own defaults) as it is, with INVALID_REQUEST_CODE.
 */
export function codedMessage(message: string): CodedMessage {
  const english = validationEnglish(message);
  return english === undefined ? { message, code: messageCode(message) } : { message: english, code: message };
}
