import { EMPTY_PROFILE, type Profile } from '@modern-jobs/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates/index.ts';
import { extractCvText } from '../../src/talent/cv-text.ts';
import { decisionToken, decisionTokenValid } from '../../src/talent/decision-links.ts';
import { candidateDocumentOf } from '../../src/talent/search/candidate-document.ts';
import { candidateSearchRequest } from '../../src/talent/search/candidate-query.ts';
import type { Candidate } from '../../src/talent/store/candidates.ts';
import { textPdf } from '../cv-files.ts';

const PROFILE: Profile = {
  ...EMPTY_PROFILE,
  fullName: 'Amina Khan',
  contactNumber: '+923001234567',
  whatsappNumber: '+923001234568',
  email: 'amina@example.pk',
  city: 'Gulberg, Lahore',
  headline: 'Senior Accountant',
  skills: ['Excel', 'C++'],
  yearsOfExperience: 6,
  workHistory: [
    { title: 'Accountant', company: 'Secret Current Employer', from: '2021-01', to: null, current: true },
    { title: 'Clerk', company: 'Old Mills', from: '2018-01', to: '2020-12', current: false },
  ],
  languages: ['Urdu', ' English '],
  expectedSalary: 150_000,
  openToAbroad: true,
  defaultCvId: 'cv1',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const candidate = (change: Partial<Candidate> = {}): Candidate => ({
  userId: 'u1',
  profile: PROFILE,
  visibility: 'visible',
  hiddenByOperator: false,
  blockedCompanies: ['c9'],
  disabled: false,
  ...change,
});

describe("a candidate's search document", () => {
  it('holds the words and filters, and a card without contacts', () => {
    const doc = candidateDocumentOf('u1', candidate(), 'Audited ledgers in Karachi');
    expect(doc).toMatchObject({
      id: 'u1',
      searchable: true,
      blocked: ['c9'],
      city: 'lahore',
      years: 6,
      salary: 150_000,
      abroad: true,
      languages: ['urdu', 'english'],
      activeAt: Date.parse('2026-11-20T10:00:00.000Z'),
      headline: 'senior accountant',
      cv: 'audited ledgers karachi',
    });
    expect(doc.skills).toContain('c++');
    const text = JSON.stringify(doc);
    for (const contact of ['+923001234567', '+923001234568', 'amina@example.pk']) expect(text).not.toContain(contact);
  });

  it("does not let an anonymous candidate's current employer be searched or shown", () => {
    const doc = candidateDocumentOf('u1', candidate({ visibility: 'anonymous' }), null);
    expect(JSON.stringify(doc).toLowerCase()).not.toContain('secret');
    expect(doc.work).toContain('old mills');
    expect(doc.card?.name).toBeNull();
  });

  it('is a stub of the id alone when the seeker is out of the bank, however they got there', () => {
    for (const out of [
      null,
      candidate({ visibility: 'off' }),
      candidate({ hiddenByOperator: true }),
      candidate({ disabled: true }),
    ])
      expect(candidateDocumentOf('u1', out, 'text')).toEqual({ id: 'u1', searchable: false });
  });
});

describe('the candidate search request', () => {
  const request = (q: string[]) =>
    JSON.stringify(
      candidateSearchRequest({
        words: q,
        criteria: {
          q: undefined,
          languages: ['urdu'],
          city: 'lahore',
          minYears: 3,
          maxExpectedSalary: 200_000,
          abroad: true,
          activeWithinDays: 7,
        },
        companyId: 'c1',
        nowMs: 1_000_000_000_000,
        limit: 21,
        count: true,
      }),
    );

  it('looks words up as terms, never as query syntax', () => {
    const body = request(['title:*', '(']);
    expect(body).not.toContain('query_string');
    expect(body).not.toContain('wildcard');
    expect(body).toContain('{"term":{"headline":"title:*"}}');
  });

  it('leaves out the searching company where the candidate blocked it, and applies each filter', () => {
    const body = JSON.parse(request([]));
    const [scope] = body.query.bool.filter;
    expect(scope.bool.must_not).toEqual([{ term: { blocked: 'c1' } }]);
    expect(scope.bool.filter).toEqual([
      { term: { searchable: true } },
      { term: { city: 'lahore' } },
      { range: { years: { gte: 3 } } },
      { range: { salary: { lte: 200_000 } } },
      { term: { abroad: true } },
      { term: { languages: 'urdu' } },
      { range: { activeAt: { gte: 1_000_000_000_000 - 7 * 86_400_000 } } },
    ]);
    expect(body._source).toEqual(['card']);
  });
});

describe('a contact request e-mail link', () => {
  it('is signed for one request and its candidate only', () => {
    const token = decisionToken('r1', 'u1');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decisionTokenValid(token, 'r1', 'u1')).toBe(true);
    expect(decisionTokenValid(token, 'r1', 'u2')).toBe(false);
    expect(decisionTokenValid(token, 'r2', 'u1')).toBe(false);
    expect(decisionTokenValid('x'.repeat(43), 'r1', 'u1')).toBe(false);
  });

  it("is in the candidate's e-mail, with the company's message as text", () => {
    const token = decisionToken('r1', 'u1');
    const { subject, html, text } = renderMail(
      {
        kind: 'contact-request',
        to: 'amina@example.pk',
        locale: 'en',
        snapshot: {
          name: 'Amina',
          companyName: 'Indus Steel',
          message: 'Call us <b>now</b>',
          jobTitle: 'Welder',
          requestId: 'r1',
          token,
        },
      },
      'https://jobs.example.pk',
    );
    expect(subject).toBe('Indus Steel would like to contact you');
    expect(text).toContain(`https://jobs.example.pk/talent/request?r=r1&t=${token}`);
    expect(html).toContain(`https://jobs.example.pk/talent/request?r=r1&amp;t=${token}`);
    expect(html).toContain('Call us &lt;b&gt;now&lt;/b&gt;');
    expect(html).not.toContain('<b>now</b>');
  });
});

describe('CV text', () => {
  it('is read from a PDF, its words in order, white space squeezed', async () => {
    const pdf = textPdf([['Amina Khan', 'Chartered (ACCA) accountant'], ['Payroll and taxation']]);
    const text = await extractCvText(pdf, 'application/pdf', 1000);
    expect(text).toContain('Amina Khan');
    expect(text).toContain('Chartered (ACCA) accountant');
    expect(text).toContain('Payroll and taxation');
    expect(text).not.toMatch(/\s{2,}/);
  });

  it('is kept to its most, and none is read from a type it has no reader for', async () => {
    const pdf = textPdf([['word '.repeat(200)]]);
    expect((await extractCvText(pdf, 'application/pdf', 50))?.length).toBe(50);
    expect(await extractCvText(new Uint8Array([0xd0, 0xcf]), 'application/msword', 50)).toBeNull();
  });

  it('refuses a damaged PDF with an error, not a hang', async () => {
    await expect(extractCvText(new TextEncoder().encode('%PDF-1.4 broken'), 'application/pdf', 50)).rejects.toThrow();
  });
});
