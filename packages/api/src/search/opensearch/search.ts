import { type Job, type JobSummary, searchTokens } from '@modern-jobs/domain';
import * as z from 'zod';
import { summaryOf } from '../../jobs/store/job-index.ts';
import { decodeCursor, encodeCursor, refuseCursor } from '../../storage/cursor.ts';
import { aliasOf, openSearch, SearchRequestError } from './client.ts';
import { SUGGEST_SEPARATOR } from './job-document.ts';
import {
  probeRequest,
  type QueryWord,
  queryWords,
  type Scope,
  type SearchQuery,
  searchRequest,
  suggestRequest,
  typoCandidates,
} from './job-query.ts';

export type { SearchQuery, SearchSort } from './job-query.ts';

/**
 * Job search on OpenSearch: the public's (listed, open jobs) and the operator's (every job), and
 * the suggestions. A page continues from the last hit's place in a total order (search_after on
 * score or pay, then posting instant, then id), with the instant the first page was asked at, so
 * jobs added or closed in between neither repeat nor skip a job already shown, whichever instance
 * answers.
 */

const cursorSchema = z.strictObject({
  /** the last hit's sort values: score or pay, posting instant (ms), id */
  after: z.tuple([z.number().finite(), z.number().finite(), z.string().min(1).max(200)]),
  /** the instant the first page was read at (ms): what counted as open and boosted then */
  at: z.number().int().min(0).max(8_640_000_000_000_000),
});

export interface SearchResult<T> {
  jobs: T[];
  /** every match, counted on first pages */
  total: number;
  /** the query with its misspelt words corrected, when matches came from corrections */
  corrected: string | null;
  first: boolean;
  /** DynamoDB items read: none, the engine's hits carry the jobs */
  itemsRead: number;
  nextCursor?: string;
}

export interface Suggestion {
  text: string;
  kind: 'title' | 'skill';
}

interface Hit {
  _source: { job: Job };
  sort: Array<number | string>;
}

interface SearchBody {
  hits: { total?: { value: number }; hits: Hit[] };
  aggregations?: Record<string, unknown>;
}

/** Which words nothing starts with: they are read as one slip of the finger. */
async function markTypos(scope: Scope, words: string[], nowMs: number): Promise<QueryWord[]> {
  const candidates = typoCandidates(words);
  if (candidates.length === 0) return words.map((word) => ({ word, typo: false }));
  const { body } = await openSearch<{ aggregations: Record<string, { doc_count: number }> }>({
    method: 'POST',
    path: `/${aliasOf('jobs')}/_search`,
    body: probeRequest(scope, candidates, nowMs),
  });
  const missing = new Set(candidates.filter((_, i) => (body.aggregations[`w${i}`]?.doc_count ?? 0) === 0));
  return words.map((word) => ({ word, typo: missing.has(word) }));
}

/** The likeliest word each misspelt one stood for: the one the most jobs have. */
function correctionOf(words: QueryWord[], aggregations: Record<string, unknown> | undefined): string | null {
  if (!words.some((w) => w.typo)) return null;
  type Buckets = { buckets?: Array<{ key: string; doc_count: number }> };
  const counts = (aggregations?.corrections ?? {}) as Record<string, { sample?: Record<string, Buckets> } | undefined>;
  let corrected = false;
  const best = (word: string) => {
    let found: { key: string; count: number } | null = null;
    for (const field of ['words', 'moreWords']) {
      const bucket = counts[`c:${word}`]?.sample?.[field]?.buckets?.[0];
      if (bucket && (!found || bucket.doc_count > found.count)) found = { key: bucket.key, count: bucket.doc_count };
    }
    if (found) corrected = true;
    return found?.key ?? word;
  };
  const text = words.map(({ word, typo }) => (typo ? best(word) : word)).join(' ');
  // A word no job has within one slip is not a correction: there is nothing to say "Did you mean" about.
  return corrected ? text : null;
}

async function search<T>(
  scope: Scope,
  query: SearchQuery,
  page: { cursor?: string | undefined; limit: number },
  now: Date,
  shape: (job: Job) => T,
): Promise<SearchResult<T>> {
  const start = decodeCursor(cursorSchema, page.cursor);
  const nowMs = start?.at ?? now.getTime();
  const words = await markTypos(scope, queryWords(query.q), nowMs);
  let body: SearchBody;
  try {
    ({ body } = await openSearch<SearchBody>({
      method: 'POST',
      path: `/${aliasOf('jobs')}/_search`,
      body: searchRequest({
        scope,
        query,
        words,
        nowMs,
        // One more than the page: whether there is a next page, without counting.
        limit: page.limit + 1,
        after: start?.after,
        count: !start,
      }),
    }));
  } catch (error) {
    // A cursor's values the sort cannot take (a forged one): the cursor is bad, not the server.
    if (start && error instanceof SearchRequestError) refuseCursor();
    throw error;
  }
  const hits = body.hits.hits;
  const shown = hits.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    jobs: shown.map((hit) => shape(hit._source.job)),
    total: body.hits.total?.value ?? 0,
    corrected: correctionOf(words, body.aggregations),
    first: !start,
    itemsRead: 0,
    ...(hits.length > page.limit && last
      ? { nextCursor: encodeCursor({ after: last.sort as [number, number, string], at: nowMs }) }
      : {}),
  };
}

/** A page of the open jobs a search finds, best first. */
export const searchJobs = (
  query: SearchQuery,
  page: { cursor?: string | undefined; limit: number },
  now = new Date(),
) => search<JobSummary>('public', query, page, now, summaryOf);

/** A page of every job (any status, open or closed) the operator's search finds. */
export const searchAllJobs = (
  query: SearchQuery,
  page: { cursor?: string | undefined; limit: number },
  now = new Date(),
) => search<Job>('operator', query, page, now, (job) => job);

/** Titles and skills of open jobs with a word that starts with what was typed: those it starts first, then the commonest. */
export async function suggestJobs(typed: string, now = new Date(), limit = 8): Promise<Suggestion[]> {
  const key = searchTokens(typed).join(' ');
  if (!key) return [];
  const { body } = await openSearch<{
    aggregations: { texts: { buckets: Array<{ key: string; doc_count: number }> } };
  }>({ method: 'POST', path: `/${aliasOf('jobs')}/_search`, body: suggestRequest(key, now.getTime()) });
  const found = new Map<string, { kind: Suggestion['kind']; count: number; atStart: boolean }>();
  for (const { key: entry, doc_count } of body.aggregations.texts.buckets) {
    const [candidate = '', kind = 'title', text = ''] = entry.split(SUGGEST_SEPARATOR);
    const atStart = searchTokens(text).join(' ') === candidate;
    const seen = found.get(text);
    found.set(text, {
      kind: kind as Suggestion['kind'],
      count: Math.max(doc_count, seen?.count ?? 0),
      atStart: atStart || (seen?.atStart ?? false),
    });
  }
  return [...found]
    .sort(
      ([a, x], [b, y]) =>
        Number(y.atStart) - Number(x.atStart) || y.count - x.count || a.length - b.length || (a < b ? -1 : 1),
    )
    .slice(0, limit)
    .map(([text, { kind }]) => ({ text, kind }));
}
