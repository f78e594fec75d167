import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_SAMPLE,
  MAX_PATTERN_LENGTH,
  MAX_QUERY_WORDS,
  oneSlipPattern,
  queryWords,
  searchRequest,
} from '../../../src/search/opensearch/job-query.ts';
import { editedOnce } from './edited-once.ts';

/** Lucene's pattern as a JavaScript one: the same syntax for what oneSlipPattern writes. */
const asRegExp = (pattern: string) => new RegExp(`^${pattern}$`);

describe('the engine requests a search makes', () => {
  it('finds, for a misspelt word, exactly the words the product has always read it as', () => {
    const letter = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const word = (min: number, max: number) =>
      fc.array(letter, { minLength: min, maxLength: max }).map((l) => l.join(''));
    fc.assert(
      fc.property(word(5, 7), word(3, 9), (typed, candidate) => {
        // The typo path runs only for words nothing starts with.
        fc.pre(!candidate.startsWith(typed));
        expect(asRegExp(oneSlipPattern(typed)).test(candidate)).toBe(editedOnce(typed, candidate));
      }),
      { numRuns: 3000 },
    );
  });

  it('escapes what the pattern language would read as syntax', () => {
    const pattern = oneSlipPattern('c++ab');
    expect(asRegExp(pattern).test('c++ax')).toBe(true);
    expect(asRegExp(pattern).test('cccab')).toBe(false);
  });

  it('never sends user text as query syntax: every word is a term or a bounded fuzzy lookup', () => {
    const hostile = 'title:* ( " \\ * ? ~ [a TO z] OR AND {x} /regex/ <script>';
    const body = JSON.stringify(
      searchRequest({
        scope: 'public',
        query: { q: hostile },
        words: queryWords(hostile).map((word) => ({ word, typo: word.length >= 5 })),
        nowMs: 0,
        limit: 20,
        count: true,
      }),
    );
    expect(body).not.toMatch(/query_string|simple_query_string|"regexp"|"wildcard"|"match"/);
    for (const fuzzy of body.matchAll(/"fuzziness":(\d+)/g)) expect(Number(fuzzy[1])).toBe(1);
    for (const cap of body.matchAll(/"max_expansions":(\d+)/g)) expect(Number(cap[1])).toBeLessThanOrEqual(50);
  });

  it('reads at most MAX_QUERY_WORDS words of a long query', () => {
    const run = Array.from({ length: 33 }, (_, i) => `a${String.fromCharCode(97 + (i % 26))}`).join(' ');
    expect(queryWords(run).length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
  });

  it('looks for a correction only with a pattern the engine takes: a long misspelt word is searched, not corrected', () => {
    const request = (word: string) =>
      searchRequest({
        scope: 'public',
        query: { q: word },
        words: [{ word, typo: true }],
        nowMs: 0,
        limit: 10,
        count: true,
      }) as { aggs?: { corrections: { aggs: Record<string, unknown> } }; query: unknown };
    expect(Object.keys(request('welderx').aggs?.corrections.aggs ?? {})).toEqual(['c:welderx']);
    // Counted in a bounded sample of what the slip finds, not in every job it finds.
    expect(request('welderx').aggs?.corrections.aggs['c:welderx']).toMatchObject({
      aggs: { sample: { sampler: { shard_size: CORRECTION_SAMPLE } } },
    });
    // 16 letters: its pattern would be 1,228 characters, which the engine refuses (400).
    const long = 'weldphonemwykcv8';
    expect(oneSlipPattern(long).length).toBeGreaterThan(MAX_PATTERN_LENGTH);
    expect(request(long).aggs).toBeUndefined();
    expect(JSON.stringify(request(long).query)).toContain('"fuzzy"');
    // Every correction sent fits, for any word the search may read.
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{5,40}$/), (word) => {
        const counts = Object.values(request(word).aggs?.corrections.aggs ?? {}) as Array<{
          aggs: { sample: { aggs: { words: { terms: { include: string } } } } };
        }>;
        for (const count of counts)
          expect(count.aggs.sample.aggs.words.terms.include.length).toBeLessThanOrEqual(MAX_PATTERN_LENGTH);
      }),
    );
  });

  it('ranks boosted jobs first for the public but not by pay, and never for the operator', () => {
    const request = (scope: 'public' | 'operator', sort?: 'salary') =>
      JSON.stringify(searchRequest({ scope, query: { sort }, words: [], nowMs: 5, limit: 1, count: false }));
    expect(request('public')).toContain('boostUntil');
    expect(request('public', 'salary')).not.toContain('boostUntil');
    expect(request('operator')).not.toContain('boostUntil');
  });
});
