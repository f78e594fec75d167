import { describe, expect, it } from 'vitest';
import { URDU, ur } from '../src/i18n/ur.ts';
import { API_MESSAGES, EN_TALENT, en, messageCode, UR_TALENT, VALIDATION } from '../src/index.ts';

const slots = (text: string) => [...(text.match(/\{\w+\}/g) ?? [])].sort().join();

describe('the CV bank part of the catalog', () => {
  it('is in both languages with the same keys and {slots}, and in neither whole catalog', () => {
    expect(Object.keys(UR_TALENT).sort()).toEqual(Object.keys(EN_TALENT).sort());
    for (const [key, english] of Object.entries(EN_TALENT))
      expect(slots(UR_TALENT[key as keyof typeof UR_TALENT]), key).toBe(slots(english));
    expect(Object.keys(en).filter((key) => key in EN_TALENT)).toEqual([]);
    expect(Object.keys(URDU.catalog).filter((key) => key in EN_TALENT)).toEqual([]);
    expect(Object.keys(ur).filter((key) => key in EN_TALENT)).toEqual([]);
  });

  it('says every CV bank answer of the API and every CV bank validation message, by its code', () => {
    const talentAnswers = Object.entries(API_MESSAGES)
      .filter(([key]) => key.startsWith('talent') || key === 'candidateNotFound')
      .map(([, words]) => messageCode(words));
    expect(talentAnswers.length).toBeGreaterThan(5);
    for (const code of [...talentAnswers, ...Object.values(VALIDATION.talent)])
      expect(EN_TALENT, code).toHaveProperty([code]);
  });

  it('writes Urdu in Urdu script, but for the brand and the {slots}', () => {
    for (const [key, urdu] of Object.entries(UR_TALENT))
      expect(urdu.replaceAll('Modern Jobs', '').replace(/\{\w+\}/g, ''), key).toMatch(/^[^A-Za-z]+$/);
  });
});
