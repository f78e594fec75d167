import { describe, expect, it } from 'vitest';
import { API_MESSAGES, en, INVALID_REQUEST_CODE, messageCode, VALIDATION } from '../src/index.ts';

describe('the codes of the messages the API sends', () => {
  it("is the catalog's key where a page translates the message", () => {
    expect(messageCode(API_MESSAGES.jobNotFound)).toBe('api.jobNotFound');
    expect(messageCode(VALIDATION.application.fullName)).toBe('validation.fullName');
    expect(messageCode(VALIDATION.alert.name)).toBe('validation.alert.name');
  });

  it('is the key it would have in the catalog for a message only the admin panel shows', () => {
    expect(messageCode(API_MESSAGES.adminRequired)).toBe('api.adminRequired');
    expect(messageCode(VALIDATION.wallet.amount)).toBe('validation.wallet.amount');
  });

  it('names, for every catalog code, the words it was given for', () => {
    const catalog: Record<string, string> = en;
    for (const message of [...Object.values(API_MESSAGES), ...Object.values(VALIDATION).flatMap(Object.values)]) {
      const code = messageCode(message);
      if (message !== API_MESSAGES.invalidRequest) expect(code).not.toBe(INVALID_REQUEST_CODE);
      if (code in catalog) expect(catalog[code]).toBe(message);
    }
  });

  it('gives every API or validation message of the catalog a code the catalog has, with the same words', () => {
    const catalog: Record<string, string> = en;
    for (const [key, words] of Object.entries(catalog).filter(([key]) => /^(api|validation)\./.test(key)))
      expect(catalog[messageCode(words)], key).toBe(words);
  });

  it("is the invalid request's for words that are none of ours (a schema's default)", () => {
    expect(messageCode('Invalid input: expected string, received number')).toBe(INVALID_REQUEST_CODE);
    expect(INVALID_REQUEST_CODE).toBe('api.invalidRequest');
  });
});
