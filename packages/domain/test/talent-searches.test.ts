import { describe, expect, it } from 'vitest';
import { URDU, ur } from '../src/i18n/ur.ts';
import {
  candidateSearchCreateSchema,
  EN_TALENT_SEARCHES,
  en,
  hasCriteria,
  UR_TALENT_SEARCHES,
  VALIDATION,
} from '../src/index.ts';

describe('saving a candidate search', () => {
  it('takes the search as GET /api/talent/candidates validates it, without its page, and a name', () => {
    const parsed = candidateSearchCreateSchema.parse({
      name: '  Accountants in Lahore ',
      q: 'accountant',
      city: 'lahore',
      minYears: '3',
      abroad: 'true',
      languages: 'English, Urdu',
      limit: '50',
      cursor: 'abc',
    });
    expect(parsed).toEqual({
      name: 'Accountants in Lahore',
      q: 'accountant',
      city: 'lahore',
      minYears: 3,
      abroad: true,
      languages: ['english', 'urdu'],
    });
    const { name: _name, ...criteria } = parsed;
    expect(hasCriteria(criteria)).toBe(true);
    // Blank filters are none: a search of nothing is not worth saving (the API refuses it).
    const { name: _blank, ...none } = candidateSearchCreateSchema.parse({ name: 'All', q: ' ', city: 'all' });
    expect(hasCriteria(none)).toBe(false);
  });

  it('refuses a missing or long name, and a bad filter, with the keys the catalogs hold', () => {
    const issues = (input: object) =>
      candidateSearchCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ q: 'x' })).toEqual([VALIDATION.talent.searchName]);
    expect(issues({ name: ' ', q: 'x' })).toEqual([VALIDATION.talent.searchName]);
    expect(issues({ name: 'n'.repeat(81), q: 'x' })).toEqual([VALIDATION.talent.searchName]);
    expect(issues({ name: 'n', city: 'mars' })).toEqual([VALIDATION.talent.city]);
    expect(issues({ name: 'n', minYears: '-1' })).toEqual([VALIDATION.talent.minYears]);
  });
});

describe('the saved searches part of the catalog', () => {
  it('is in both languages with the same keys, Urdu in Urdu script, and in neither whole catalog', () => {
    expect(Object.keys(UR_TALENT_SEARCHES).sort()).toEqual(Object.keys(EN_TALENT_SEARCHES).sort());
    // Urdu script only, but for the placeholders, which are English's own.
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, urdu] of Object.entries(UR_TALENT_SEARCHES)) {
      expect(urdu.replace(/\{\w+\}/g, '')).toMatch(/^[^A-Za-z{}]+$/);
      expect(placeholders(urdu), key).toEqual(placeholders(EN_TALENT_SEARCHES[key as keyof typeof EN_TALENT_SEARCHES]));
    }
    for (const whole of [en, ur, URDU.catalog])
      expect(Object.keys(whole).filter((key) => key in EN_TALENT_SEARCHES)).toEqual([]);
  });
});
