import { searchTokens, type Workplace } from '@modern-jobs/domain';

/**
 * The engine's requests for a job search, built from what the visitor asked, as plain data. User
 * text never becomes query syntax: it is cut into the domain's tokens, and each token is a `term`
 * (or one bounded `fuzzy`) lookup, so `title:*`, quotes, brackets and backslashes are just letters
 * that match nothing or are dropped.
 */

export type SearchSort = 'relevance' | 'newest' | 'salary';

export interface SearchQuery {
  q?: string | undefined;
  city?: string | undefined;
  type?: string | undefined;
  /** PKR a month the job may pay at least: its maximum (or, without one, its minimum) reaches it */
  minSalary?: number | undefined;
  workplace?: Workplace | undefined;
  /** only jobs posted in the last this many milliseconds */
  postedWithinMs?: number | undefined;
  sort?: SearchSort | undefined;
  status?: string | undefined;
}

/** The public's search reads listed, open jobs; the operator's every job, in any status. */
export type Scope = 'public' | 'operator';

/**
 * How a field ranks a word found in it: the title outranks the skills, which outrank the company,
 * the location and then the description (and, for the operator, requirements and benefits).
 */
const FIELDS: Record<Scope, ReadonlyArray<{ name: string; weight: number }>> = {
  public: [
    { name: 'title', weight: 16 },
    { name: 'skills', weight: 8 },
    { name: 'company', weight: 4 },
    { name: 'location', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  operator: [
    { name: 'title', weight: 16 },
    { name: 'skills', weight: 8 },
    { name: 'company', weight: 4 },
    { name: 'location', weight: 2 },
    { name: 'description', weight: 1 },
    { name: 'more', weight: 1 },
  ],
};

/**
 * How well a query word names a word of the job: the same word, the start of it ("dev" of
 * "developer"), or the same but for one slip. A misspelt word in the title still outranks a correct
 * one in the skills (16 × 0.6 > 8).
 */
const QUALITY = { exact: 1, prefix: 0.9, typo: 0.6 } as const;

/** Words shorter than this are not corrected: too many short words are one edit apart. */
export const MIN_TYPO_LENGTH = 5;
/**
 * The longest pattern OpenSearch takes in a request (its `index.max_regex_length`, 1,000 by
 * default): a correction ("Did you mean") is looked for only for a word whose one-slip pattern fits,
 * about 15 letters (the pattern grows with the square of the word); a longer word is still searched,
 * with its slip, just not corrected. Without this a 16-letter unknown word was a 400 from the engine,
 * and a 500 to the visitor.
 */
export const MAX_PATTERN_LENGTH = 1_000;
/**
 * The most words of a query that count: a 100-character query of two-letter words would otherwise
 * be 33 lookups in 6 fields each. Words past this are ignored (and none is a stop word by then).
 */
export const MAX_QUERY_WORDS = 10;
/** How many starts of words one misspelt word may stand for. */
const MAX_TYPO_EXPANSIONS = 50;
/**
 * Added to the score of a job whose boost is live, so boosted jobs come first and, among them and
 * the rest, the better match: a relevance score is at most 16 × MAX_QUERY_WORDS = 160.
 */
const BOOSTED = 1000;

export interface QueryWord {
  word: string;
  /** nothing starts with it: matched as one slip of the finger instead */
  typo: boolean;
}

/** The words of a query, each once, at most MAX_QUERY_WORDS. */
export const queryWords = (q: string | undefined): string[] => (q ? searchTokens(q).slice(0, MAX_QUERY_WORDS) : []);

/** The words that could be typos: long enough to correct. */
export const typoCandidates = (words: string[]) => words.filter((w) => w.length >= MIN_TYPO_LENGTH);

function scopeFilters(scope: Scope, nowMs: number): unknown[] {
  if (scope === 'operator') return [];
  return [
    { term: { listed: true } },
    {
      bool: {
        should: [{ bool: { must_not: { exists: { field: 'closesAt' } } } }, { range: { closesAt: { gt: nowMs } } }],
        minimum_should_match: 1,
      },
    },
  ];
}

function filtersOf(query: SearchQuery, scope: Scope, nowMs: number): unknown[] {
  const filters = scopeFilters(scope, nowMs);
  if (query.city) filters.push({ term: { city: query.city } });
  if (query.type) filters.push({ term: { jobType: query.type } });
  if (query.status) filters.push({ term: { status: query.status } });
  if (query.workplace) filters.push({ term: { workplace: query.workplace } });
  if (query.minSalary !== undefined) filters.push({ range: { pay: { gte: query.minSalary } } });
  if (query.postedWithinMs !== undefined)
    filters.push({ range: { createdAt: { gte: nowMs - query.postedWithinMs, format: 'epoch_millis' } } });
  return filters;
}

const scored = (filter: unknown, boost: number) => ({ constant_score: { filter, boost } });

/** One slip of the finger from a start of a word of the field: bounded, never a costly expansion. */
const fuzzyOn = (field: string, word: string) => ({
  fuzzy: {
    [`${field}.prefix`]: {
      value: word,
      fuzziness: 1,
      max_expansions: MAX_TYPO_EXPANSIONS,
      prefix_length: 0,
      transpositions: true,
    },
  },
});

/** One word's clause: its best (field, quality) pair scores, as the product has always ranked. */
function wordClause(scope: Scope, { word, typo }: QueryWord): unknown {
  const queries = FIELDS[scope].flatMap(({ name, weight }) =>
    typo
      ? [scored(fuzzyOn(name, word), weight * QUALITY.typo)]
      : [
          scored({ term: { [name]: word } }, weight * QUALITY.exact),
          scored({ term: { [`${name}.prefix`]: word } }, weight * QUALITY.prefix),
        ],
  );
  return { dis_max: { queries, tie_breaker: 0 } };
}

/**
 * Which of the words some job's word starts with (a size-0 search, one count per word): the others
 * are read as misspellings.
 */
export function probeRequest(scope: Scope, words: string[], nowMs: number): object {
  return {
    size: 0,
    track_total_hits: false,
    query: { bool: { filter: scopeFilters(scope, nowMs) } },
    aggs: Object.fromEntries(
      words.map((word, i) => [
        `w${i}`,
        { filter: { bool: { should: FIELDS[scope].map(({ name }) => ({ term: { [`${name}.prefix`]: word } })) } } },
      ]),
    ),
  };
}

/** Escapes a token for Lucene's regular expressions, where most punctuation means something. */
const escapeRegex = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`);

/**
 * The pattern of every word whose start is one slip from `typed`: one letter missing, changed,
 * extra, or two swapped, anywhere in it.
 */
export function oneSlipPattern(typed: string): string {
  const chars = [...typed];
  const part = (from: number, to?: number) => escapeRegex(chars.slice(from, to).join(''));
  const variants = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    if (i < chars.length) {
      variants.add(part(0, i) + part(i + 1)); // missing
      variants.add(`${part(0, i)}.${part(i + 1)}`); // changed
    }
    variants.add(`${part(0, i)}.${part(i)}`); // extra
    if (i < chars.length - 1) variants.add(part(0, i) + part(i + 1, i + 2) + part(i, i + 1) + part(i + 2)); // swapped
  }
  return `(${[...variants].join('|')}).*`;
}

/** Best first (boost and words in the score), then newest; or the most pay first, then newest. */
const sortOf = (query: SearchQuery) => {
  const newest = [{ createdAt: 'desc' }, { id: 'desc' }];
  return query.sort === 'salary' ? [{ pay: 'desc' }, ...newest] : [{ _score: 'desc' }, ...newest];
};

/** The search itself: a page of hits from a place in a fixed order, with the corrections asked for. */
export function searchRequest(options: {
  scope: Scope;
  query: SearchQuery;
  words: QueryWord[];
  nowMs: number;
  limit: number;
  after?: Array<number | string> | undefined;
  /** count every match (first pages) */
  count: boolean;
}): object {
  const { scope, query, words, nowMs } = options;
  const sort = query.sort ?? 'relevance';
  const clauses = words.map((w) => wordClause(scope, w));
  const ranksByWords = sort === 'relevance';
  const boosts = scope === 'public' && sort !== 'salary';
  const corrections = words.filter((w) => w.typo && oneSlipPattern(w.word).length <= MAX_PATTERN_LENGTH);
  return {
    size: options.limit,
    track_total_hits: options.count,
    _source: ['job'],
    query: {
      bool: {
        ...(ranksByWords && clauses.length > 0 ? { must: clauses } : {}),
        filter: [...filtersOf(query, scope, nowMs), ...(ranksByWords ? [] : clauses)],
        ...(boosts ? { should: [scored({ range: { boostUntil: { gt: nowMs } } }, BOOSTED)] } : {}),
      },
    },
    sort: sortOf(query),
    ...(options.after ? { search_after: options.after } : {}),
    ...(corrections.length > 0 ? { aggs: { corrections: correctionsAggregation(scope, corrections, nowMs) } } : {}),
  };
}

/** A word's one-slip lookup on any of the scope's fields, as its search clause makes it. */
const oneSlipOf = (scope: Scope, word: string) => ({
  bool: { should: FIELDS[scope].map(({ name }) => fuzzyOn(name, word)) },
});

/**
 * How many of the jobs a slip finds (per shard) the words of a correction are counted in. Counted in
 * every one, the cost grew with the board: a common word's slip ("enginer") finds most of it, each
 * job with a couple of hundred words (operator's search 0.5-1.3 s at 500,000 jobs, `npm run bench`);
 * a sample of this size names the same commonest word and costs what the search does.
 */
export const CORRECTION_SAMPLE = 200;

/**
 * For "Did you mean": for each misspelt word, the commonest word one slip from it among a sample of
 * the listed jobs (whatever the search's other filters) that the slip finds.
 */
function correctionsAggregation(scope: Scope, corrections: QueryWord[], nowMs: number): object {
  const fields = scope === 'operator' ? ['words', 'moreWords'] : ['words'];
  return {
    global: {},
    aggs: Object.fromEntries(
      corrections.map(({ word }) => [
        `c:${word}`,
        {
          filter: { bool: { filter: [...scopeFilters(scope, nowMs), oneSlipOf(scope, word)] } },
          aggs: {
            sample: {
              sampler: { shard_size: CORRECTION_SAMPLE },
              aggs: Object.fromEntries(
                fields.map((field) => [field, { terms: { field, include: oneSlipPattern(word), size: 1 } }]),
              ),
            },
          },
        },
      ]),
    ),
  };
}

/** Titles and skills of listed, open jobs with a word that starts with what was typed. */
export function suggestRequest(key: string, nowMs: number): object {
  return {
    size: 0,
    track_total_hits: false,
    query: { bool: { filter: [...scopeFilters('public', nowMs), { prefix: { suggest: key } }] } },
    aggs: { texts: { terms: { field: 'suggest', include: `${escapeRegex(key)}.*`, size: 100 } } },
  };
}
