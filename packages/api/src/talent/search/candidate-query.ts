import type { CandidateCriteria } from '@modern-jobs/domain';
import { MAX_QUERY_WORDS } from '../../search/opensearch/job-query.ts';

/**
 * The engine's request for a candidate search, as plain data. As for jobs (job-query.ts), user text
 * never becomes query syntax: it arrives as the domain's tokens, each a `term` lookup of a whole word
 * or of a start of one, so nothing typed can expand into a costly query.
 */

/**
 * How a field ranks a word found in it: what the candidate says they are (headline, skills) before
 * where they worked, before the CV's text, which says everything once.
 */
const FIELDS = [
  { name: 'headline', weight: 8 },
  { name: 'skills', weight: 8 },
  { name: 'work', weight: 4 },
  { name: 'cv', weight: 1 },
] as const;

const PREFIX_QUALITY = 0.9;

const scored = (filter: unknown, boost: number) => ({ constant_score: { filter, boost } });

/** One word's clause: its best field, whole or as the start of a word. */
function wordClause(word: string): unknown {
  return {
    dis_max: {
      queries: FIELDS.flatMap(({ name, weight }) => [
        scored({ term: { [name]: word } }, weight),
        scored({ term: { [`${name}.prefix`]: word } }, weight * PREFIX_QUALITY),
      ]),
      tie_breaker: 0,
    },
  };
}

const DAY_MS = 86_400_000;

/** Who may be found, by whom, and what the filters keep. */
export function candidateFilters(criteria: CandidateCriteria, companyId: string, nowMs: number): unknown[] {
  const filters: unknown[] = [{ term: { searchable: true } }];
  if (criteria.city) filters.push({ term: { city: criteria.city } });
  if (criteria.minYears !== undefined) filters.push({ range: { years: { gte: criteria.minYears } } });
  if (criteria.maxExpectedSalary !== undefined)
    filters.push({ range: { salary: { lte: criteria.maxExpectedSalary } } });
  if (criteria.abroad) filters.push({ term: { abroad: true } });
  for (const language of criteria.languages) filters.push({ term: { languages: language } });
  if (criteria.activeWithinDays !== undefined)
    filters.push({ range: { activeAt: { gte: nowMs - criteria.activeWithinDays * DAY_MS } } });
  return [{ bool: { filter: filters, must_not: [{ term: { blocked: companyId } }] } }];
}

/** Best first, then the most recently active, then by id: a total order search_after can continue. */
export const CANDIDATE_SORT = [{ _score: 'desc' }, { activeAt: 'desc' }, { id: 'desc' }];

export function candidateSearchRequest(options: {
  words: string[];
  criteria: CandidateCriteria;
  companyId: string;
  nowMs: number;
  limit: number;
  after?: Array<number | string> | undefined;
  count: boolean;
  /** only the candidates who changed in [from, to), epoch ms: a saved search's news */
  changed?: { from: number; to: number };
}): object {
  const clauses = options.words.slice(0, MAX_QUERY_WORDS).map(wordClause);
  const changed = options.changed
    ? [{ range: { changedAt: { gte: options.changed.from, lt: options.changed.to } } }]
    : [];
  return {
    size: options.limit,
    track_total_hits: options.count,
    _source: ['card'],
    query: {
      bool: {
        ...(clauses.length > 0 ? { must: clauses } : {}),
        filter: [...candidateFilters(options.criteria, options.companyId, options.nowMs), ...changed],
      },
    },
    sort: CANDIDATE_SORT,
    ...(options.after ? { search_after: options.after } : {}),
  };
}
