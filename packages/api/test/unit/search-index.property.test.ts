import { searchTokens } from '@modern-jobs/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedOnce } from '../../src/search/edits.ts';
import { firstInOrder } from '../../src/search/first-in-order.ts';
import { MIN_TYPO_LENGTH, type SearchDoc, SearchIndex, type SearchQuery } from '../../src/search/search-index.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

// Words that share starts and sit one slip apart, so prefixes, typos and several words all meet.
const WORDS = [
  'dev',
  'developer',
  'development',
  'react',
  'reactor',
  'node.js',
  'c++',
  'c#',
  'accountant',
  'accountants',
  'engineer',
  'engineering',
  'lahore',
  'karachi',
  'nurse',
  'nursing',
  'driver',
  'ڈرائیور',
  'naukri',
];
const word = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'e'), minLength: 1, maxLength: 7 }),
);
const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '));

const docArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    title: text,
    company: text,
    skills: fc.array(text, { maxLength: 3 }),
    location: text,
    description: text,
    jobType: fc.constantFrom('full-time', 'part-time'),
    city: fc.constantFrom('karachi', 'lahore', null),
    workplace: fc.constantFrom('pakistan' as const, 'abroad' as const, 'remote' as const, null),
    salaryMin: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    salaryMax: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
    createdAt: fc.integer({ min: 0, max: 60 }).map((days) => new Date(NOW.getTime() - days * DAY).toISOString()),
    boostUntil: fc.option(fc.constantFrom(NOW.getTime() - DAY, NOW.getTime() + DAY), { nil: null }),
    closesAt: fc.option(fc.constantFrom(NOW.getTime() - 1, NOW.getTime() + DAY), { nil: null }),
  });
const docsArb = fc
  .integer({ min: 0, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => docArb(`j${i}`))));

// A query word: a word as it is, the start of one, or one with a slip in it.
const queryWord = fc.oneof(
  word,
  fc.tuple(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 12 })).map(([w, n]) => w.slice(0, n)),
  fc.tuple(fc.constantFrom(...WORDS), fc.nat()).map(([w, n]) => w.slice(0, n % w.length) + w.slice((n % w.length) + 1)),
);
const queryArb: fc.Arbitrary<SearchQuery> = fc.record(
  {
    q: fc.array(queryWord, { maxLength: 3 }).map((words) => words.join(' ')),
    city: fc.constantFrom('karachi', 'lahore'),
    type: fc.constantFrom('full-time', 'part-time'),
    minSalary: fc.integer({ min: 0, max: 600_000 }),
    workplace: fc.constantFrom('pakistan' as const, 'abroad' as const, 'remote' as const),
    postedWithinMs: fc.constantFrom(DAY, 7 * DAY, 30 * DAY),
    sort: fc.constantFrom('relevance' as const, 'newest' as const, 'salary' as const),
  },
  { requiredKeys: [] },
);

/** The rules written as plainly as they read: every word of the query is in the job, whole or begun, or (if no job has it) one slip away. */
function naive(docs: SearchDoc[], query: SearchQuery): string[] {
  const open = docs.filter((d) => d.closesAt === null || d.closesAt > NOW.getTime());
  const wordsOf = (d: SearchDoc) =>
    [d.title, d.skills.join(' , '), d.company, d.location, d.description].flatMap((field) => searchTokens(field));
  const everyWord = docs.flatMap(wordsOf);
  return open
    .filter((d) => {
      const words = wordsOf(d);
      return searchTokens(query.q ?? '').every((q) => {
        const anyoneHasIt = everyWord.some((w) => w.startsWith(q));
        if (anyoneHasIt) return words.some((w) => w.startsWith(q));
        return q.length >= MIN_TYPO_LENGTH && words.some((w) => editedOnce(q, w));
      });
    })
    .filter((d) => !query.city || d.city === query.city)
    .filter((d) => !query.type || d.jobType === query.type)
    .filter((d) => !query.workplace || d.workplace === query.workplace)
    .filter((d) => query.minSalary === undefined || (d.salaryMax ?? d.salaryMin ?? -1) >= query.minSalary)
    .filter(
      (d) => query.postedWithinMs === undefined || Date.parse(d.createdAt) >= NOW.getTime() - query.postedWithinMs,
    )
    .map((d) => d.id)
    .sort();
}

/** Damerau–Levenshtein (optimal string alignment) distance, by the table. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

describe('search index, against the rules written plainly', () => {
  it('finds the same jobs as a naive reading of every job, for random jobs and queries', () => {
    fc.assert(
      fc.property(docsArb, queryArb, (docs, query) => {
        const index = new SearchIndex();
        for (const d of docs) index.put(d);
        const page = index.search(query, NOW, { offset: 0, limit: 1000 });
        expect([...page.ids].sort()).toEqual(naive(docs, query));
        expect(page.total).toBe(page.ids.length);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps finding the same after jobs are edited and removed', () => {
    fc.assert(
      fc.property(docsArb, docsArb, queryArb, (before, after, query) => {
        const index = new SearchIndex();
        for (const d of before) index.put(d);
        // `after` reuses ids j0…: those are edits; ids only in `before` are removed.
        for (const d of after) index.put(d);
        for (const d of before.slice(after.length)) index.remove(d.id);
        const page = index.search(query, NOW, { offset: 0, limit: 1000 });
        expect([...page.ids].sort()).toEqual(naive(after, query));
      }),
      { numRuns: 200 },
    );
  });

  it('counts a slip as the table does: one letter changed, missing, extra or two swapped, of the word or its start', () => {
    const short = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(short, short, (typed, word) => {
        const expected = [typed.length - 1, typed.length, typed.length + 1].some((n) => {
          if (n < 1 || n > word.length) return false;
          const start = word.slice(0, n);
          return start !== typed && distance(typed, start) <= 1;
        });
        expect(editedOnce(typed, word)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the first of a ranked list as a full sort would, ties in their order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rank: fc.integer({ min: 0, max: 9 }), at: fc.nat() }), { minLength: 40, maxLength: 300 }),
        fc.nat({ max: 12 }),
        (items, count) => {
          const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;
          expect(firstInOrder(items, count, byRank)).toEqual([...items].sort(byRank).slice(0, count));
        },
      ),
      { numRuns: 500 },
    );
  });
});
