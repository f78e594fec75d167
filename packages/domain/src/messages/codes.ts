import { API_MESSAGES } from './api.ts';
import { VALIDATION } from './validation.ts';

/** The code of an answer whose words are none of the product's messages (a schema's own default). */
export const INVALID_REQUEST_CODE = 'api.invalidRequest';

let codes: Map<string, string> | null = null;

/**
 * Every message the API may send, by its words, with its stable code: its key in the catalog, named
 * as the catalog names them ('api.jobNotFound'; 'validation.alert.name', and the application form's
 * as 'validation.fullName'), present there where pages show it in their language and the key it
 * would have otherwise ('api.adminRequired': the admin panel is in English). The API sends the code
 * beside the message, so a page translates by the code and never by the words. Built once, from the
 * messages themselves (not the catalogs: every handler would carry every language's words), so a
 * new message has its code the day it is written; a test holds the catalog's keys to these.
 */
function allCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (message: string, code: string) => {
    if (!found.has(message)) found.set(message, code);
  };
  for (const [key, message] of Object.entries(API_MESSAGES)) add(message, `api.${key}`);
  for (const [group, messages] of Object.entries(VALIDATION))
    for (const [key, message] of Object.entries(messages))
      add(message, group === 'application' ? `validation.${key}` : `validation.${group}.${key}`);
  return found;
}

/** The stable code of a message the API sends; INVALID_REQUEST_CODE for words that are none of ours. */
export function messageCode(message: string): string {
  codes ??= allCodes();
  return codes.get(message) ?? INVALID_REQUEST_CODE;
}
