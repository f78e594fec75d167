import { type Job, type JobSummary, searchTokens } from '@modern-jobs/domain';
import { summaryOf } from '../../jobs/store/job-index.ts';
import { aliasOf, openSearch } from './client.ts';
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
import { searchAfterPage } from './search-after.ts';

export type { SearchQuery, SearchSort } from './job-query.ts';

/**
 * Job search on OpenSearch: the public's (listed, open jobs) and the operator's (every job), and
 * the suggestions. Pages are search-after.ts's: in a total order of score or pay, then posting
 * instant, then id, as of the instant the first page was asked at.
 */

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
  let words: QueryWord[] = [];
  const found = await searchAfterPage<{ job: Job }>('jobs', page, now, async ({ nowMs, after, limit, count }) => {
    words = await markTypos(scope, queryWords(query.q), nowMs);
    return searchRequest({ scope, query, words, nowMs, limit, after, count });
  });
  return {
    jobs: found.sources.map((source) => shape(source.job)),
    total: found.total,
    corrected: correctionOf(words, found.aggregations),
    first: found.first,
    itemsRead: 0,
    ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}),
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
