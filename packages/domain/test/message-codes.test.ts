import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  codedMessage,
  EN_TALENT,
  EN_TALENT_SEARCHES,
  EN_TRUST,
  en,
  INVALID_REQUEST_CODE,
  jobFormSchema,
  messageCode,
  VALIDATION,
  VALIDATION_ENGLISH,
  validationEnglish,
} from '../src/index.ts';

/** Every catalog the web shows messages from: the whole English one and the parts kept out of it. */
const catalog: Record<string, string> = { ...en, ...EN_TRUST, ...EN_TALENT, ...EN_TALENT_SEARCHES };

const validationKeys = Object.values(VALIDATION).flatMap((group) => Object.values(group) as string[]);

describe('the keys the schemas write', () => {
  it('are the catalog keys, named by group, the application form’s without one', () => {
    expect(VALIDATION.application.fullName).toBe('validation.fullName');
    expect(VALIDATION.alert.name).toBe('validation.alert.name');
    expect(VALIDATION.job.title).toBe('validation.job.title');
    expect(VALIDATION.profile.company).toBe('validation.profile.company');
  });

  it('have, each, the spec’s English words, and one key for every message', () => {
    expect(validationEnglish(VALIDATION.application.fullName)).toBe('Full name is required');
    expect(validationEnglish(VALIDATION.wallet.amount)).toBe(VALIDATION_ENGLISH.wallet.amount);
    const english = Object.values(VALIDATION_ENGLISH).flatMap((group) => Object.values(group) as string[]);
    expect(validationKeys).toHaveLength(english.length);
    expect(new Set(validationKeys).size).toBe(validationKeys.length);
    expect(validationKeys.map((key) => validationEnglish(key))).toEqual(english);
  });

  it('are what a schema’s issue says, not its words', () => {
    const parsed = jobFormSchema.safeParse({ title: '', company: '', description: '', location: '', jobType: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(VALIDATION.job.title);
  });

  it('has, in the catalog, the same words under every key a page shows', () => {
    for (const key of validationKeys) if (key in catalog) expect(catalog[key], key).toBe(validationEnglish(key));
    for (const key of Object.keys(catalog).filter((key) => key.startsWith('validation.')))
      expect(validationEnglish(key), key).toBe(catalog[key]);
  });

  it('knows no other words: zod’s own defaults have no English of ours', () => {
    expect(validationEnglish('Full name is required')).toBeUndefined();
    expect(validationEnglish('toString')).toBeUndefined();
  });
});

describe('the codes of the messages the API sends', () => {
  it("is the catalog's key where a page translates the message", () => {
    expect(messageCode(API_MESSAGES.jobNotFound)).toBe('api.jobNotFound');
    expect(messageCode(API_MESSAGES.cvTooBig)).toBe('api.cvTooBig');
  });

  it('is the key it would have in the catalog for a message only the admin panel shows', () => {
    expect(messageCode(API_MESSAGES.adminRequired)).toBe('api.adminRequired');
    expect(codedMessage(VALIDATION.wallet.amount)).toEqual({
      message: VALIDATION_ENGLISH.wallet.amount,
      code: 'validation.wallet.amount',
    });
  });

  it('answers a validation key as its English, with the key as the code', () => {
    expect(codedMessage(VALIDATION.application.fullName)).toEqual({
      message: 'Full name is required',
      code: 'validation.fullName',
    });
    // The same words under two keys stay two codes: the job form's company and the company profile's name.
    expect(codedMessage(VALIDATION.company.name).code).toBe('validation.company.name');
    expect(codedMessage(VALIDATION.job.company).code).toBe('validation.job.company');
  });

  it('gives every API message a code of its own key, with the same words in the catalog', () => {
    for (const [key, words] of Object.entries(API_MESSAGES)) {
      const { message, code } = codedMessage(words);
      expect(message).toBe(words);
      // Two keys with the same words share the first's code ('CV upload is required').
      expect(API_MESSAGES[code.replace(/^api\./, '') as keyof typeof API_MESSAGES], key).toBe(words);
      if (code in catalog) expect(catalog[code], code).toBe(words);
    }
  });

  it('gives every API message of the catalog a code the catalog has, with the same words', () => {
    for (const [key, words] of Object.entries(catalog).filter(([key]) => key.startsWith('api.')))
      expect(catalog[messageCode(words)], key).toBe(words);
  });

  it("is the invalid request's for words that are none of ours (a schema's default)", () => {
    expect(messageCode('Invalid input: expected string, received number')).toBe(INVALID_REQUEST_CODE);
    expect(codedMessage('Invalid input: expected string, received number')).toEqual({
      message: 'Invalid input: expected string, received number',
      code: INVALID_REQUEST_CODE,
    });
    expect(INVALID_REQUEST_CODE).toBe('api.invalidRequest');
  });
});
