import { type CandidateCard, EMPTY_PROFILE, SAVED_SEARCH_MAIL_CARDS } from '@modern-jobs/domain';
import type { CandidateSearchMail } from '@modern-jobs/domain/email';
import { describe, expect, it } from 'vitest';
import { digestDayOf, digestTimeOf } from '../../src/alerts/store/alert-deliveries.ts';
import { renderMail } from '../../src/mail/templates/index.ts';
import { candidateDocumentOf } from '../../src/talent/search/candidate-document.ts';
import { candidateSearchRequest } from '../../src/talent/search/candidate-query.ts';
import { candidateSearchMail } from '../../src/talent/search-digests.ts';
import type { StoredCandidateSearch } from '../../src/talent/store/searches.ts';

const card = (id: string, change: Partial<CandidateCard> = {}): CandidateCard => ({
  id,
  visibility: 'visible',
  name: 'Amina Khan',
  headline: 'Senior Accountant',
  city: 'Lahore',
  yearsOfExperience: 6,
  skills: ['Excel'],
  languages: ['Urdu'],
  expectedSalary: 150_000,
  openToAbroad: true,
  workHistory: [{ title: 'Accountant', company: 'Indus Mills', from: '2021-01', to: null, current: true }],
  education: [],
  activeAt: null,
  hasCv: true,
  ...change,
});

const CRITERIA = {
  q: 'accountant',
  city: undefined,
  minYears: undefined,
  maxExpectedSalary: undefined,
  abroad: undefined,
  activeWithinDays: undefined,
  languages: [],
};

const SEARCH: StoredCandidateSearch = {
  id: 's1',
  companyId: 'c1',
  locale: 'en',
  name: 'Accountants',
  criteria: CRITERIA,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe("a saved search's news", () => {
  it('are the candidates whose profile or bank choice changed in the window: either time counts', () => {
    const candidate = {
      userId: 'u1',
      profile: { ...EMPTY_PROFILE, headline: 'Clerk', updatedAt: '2026-11-01T00:00:00.000Z' },
      visibility: 'visible' as const,
      hiddenByOperator: false,
      blockedCompanies: [],
      disabled: false,
    };
    // Opting in long after the last edit of the profile is a change that makes them news.
    const optedIn = candidateDocumentOf('u1', { ...candidate, talentChangedAt: '2026-11-25T00:00:00.000Z' }, null);
    expect(optedIn.changedAt).toBe(Date.parse('2026-11-25T00:00:00.000Z'));
    expect(candidateDocumentOf('u1', candidate, null).changedAt).toBe(Date.parse('2026-11-01T00:00:00.000Z'));
  });

  it('are searched with the company’s own filters (out of the bank, blocking it) and the window, end excluded', () => {
    const body = candidateSearchRequest({
      words: ['accountant'],
      criteria: CRITERIA,
      companyId: 'c1',
      nowMs: 2_000,
      limit: SAVED_SEARCH_MAIL_CARDS,
      count: true,
      changed: { from: 1_000, to: 2_000 },
    }) as { query: { bool: { filter: unknown[] } } };
    expect(body.query.bool.filter).toEqual([
      {
        bool: { filter: [{ term: { searchable: true } }], must_not: [{ term: { blocked: 'c1' } }] },
      },
      { range: { changedAt: { gte: 1_000, lt: 2_000 } } },
    ]);
  });

  it('are due at 9:00 Pakistan time, each day’s window ending where the next begins', () => {
    expect(digestTimeOf('2026-11-28').toISOString()).toBe('2026-11-28T04:00:00.000Z');
    expect(digestDayOf(digestTimeOf('2026-11-28'))).toBe('2026-11-29');
    expect(digestDayOf(new Date('2026-11-28T03:59:59.000Z'))).toBe('2026-11-28');
  });
});

describe("a saved search's e-mail", () => {
  const mail = (locale: 'en' | 'ur', total: number) =>
    candidateSearchMail(
      { ...SEARCH, locale },
      { cards: Array.from({ length: Math.min(total, SAVED_SEARCH_MAIL_CARDS) }, (_, k) => card(`u${k}`)), total },
      'owner@example.pk',
    ) as CandidateSearchMail;

  it('shows cards without a name or contacts, each linking to the candidate in the CV bank, and says how many more', () => {
    const queued = mail('en', SAVED_SEARCH_MAIL_CARDS + 3);
    expect(queued.snapshot.candidates[0]).toEqual({
      id: 'u0',
      headline: 'Senior Accountant',
      city: 'Lahore',
      years: 6,
    });
    expect(queued.snapshot.more).toBe(3);
    const { subject, html, text, headers } = renderMail(queued, 'https://jobs.example.pk');
    expect(subject).toBe(`${SAVED_SEARCH_MAIL_CARDS + 3} new candidates for “Accountants”`);
    expect(text).toContain('https://jobs.example.pk/employer/candidates/u0');
    expect(text).toContain('6 years of experience');
    expect(text).toContain('And 3 more candidates');
    for (const hidden of ['Amina', 'Indus Mills', '150,000']) expect(html + text).not.toContain(hidden);
    expect(headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:5173\/api\/unsubscribe\?u=c1&a=s1&t=/);
  });

  it('is written in the language the search was saved in, right to left in Urdu', () => {
    const { subject, html, text } = renderMail(mail('ur', 1), 'https://jobs.example.pk');
    // The Latin name sits in an isolate, so the Urdu around it keeps its order.
    expect(subject).toBe('“\u2068Accountants\u2069” کے لیے 1 نیا امیدوار');
    expect(html).toContain('dir="rtl"');
    expect(text).toContain('https://jobs.example.pk/ur/employer/candidates/u0');
  });
});
