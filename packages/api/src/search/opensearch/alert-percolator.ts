import type { AlertEntry } from '@modern-jobs/domain';
import {
  type AlertableJob,
  type AlertCriteria,
  alertWords,
  cityOfJob,
  payOf,
  searchTokens,
  workplaceOfJob,
} from '@modern-jobs/domain';
import { aliasOf, openSearch } from './client.ts';
import { writeVersioned } from './versioned-writes.ts';

/**
 * Job alerts as stored queries (the percolator): each active alert is a document holding the query
 * its criteria make, and a job that becomes visible asks which of them it matches, one page at a
 * time, instead of reading alerts from the table. The query's words are the domain's tokens, each
 * a `term` on the starts of the job's title, skills, company and location words (alertMatches'
 * rule: every word of the keyword starts a word the job names itself by).
 */

/** What a percolated job offers the alerts' queries. */
interface PercolatedJob {
  alertWords: string;
  jobType: string;
  city: string | null;
  workplace: string | null;
  pay: number;
}

const percolatedJobOf = (job: AlertableJob): PercolatedJob => ({
  alertWords: alertWords(job).join(' '),
  jobType: job.jobType,
  city: cityOfJob(job),
  workplace: workplaceOfJob(job),
  pay: payOf(job) ?? -1,
});

/** The query an alert stands for. An alert that asks nothing matches every job (the API refuses to make one). */
export function alertQueryOf(criteria: AlertCriteria): object {
  const filter: unknown[] = [];
  if (criteria.type) filter.push({ term: { jobType: criteria.type } });
  if (criteria.city) filter.push({ term: { city: criteria.city } });
  if (criteria.where) filter.push({ term: { workplace: criteria.where } });
  if (criteria.minSalary) filter.push({ range: { pay: { gte: criteria.minSalary } } });
  for (const word of searchTokens(criteria.q ?? '')) filter.push({ term: { 'alertWords.prefix': word } });
  return filter.length > 0 ? { bool: { filter } } : { match_all: {} };
}

export interface AlertDocument extends AlertEntry {
  query: object;
}

export const alertDocumentOf = (alert: AlertEntry): AlertDocument => ({
  id: alert.id,
  userId: alert.userId,
  name: alert.name,
  criteria: alert.criteria,
  frequency: alert.frequency,
  locale: alert.locale,
  query: alertQueryOf(alert.criteria),
});

/** How many matching alerts one percolate page returns: a page costs about the same at 500 as at 5,000 (30-100 ms, `npm run bench`), so fewer, larger pages. */
export const PERCOLATE_PAGE = 1_000;

/** A page of the alerts a job matches, in id order, after the last one of the previous page. */
export async function percolate(
  job: AlertableJob,
  after?: string,
  size = PERCOLATE_PAGE,
): Promise<{ alerts: AlertEntry[]; last: string | null }> {
  const { body } = await openSearch<{ hits: { hits: Array<{ _source: AlertEntry; sort: [string] }> } }>({
    method: 'POST',
    path: `/${aliasOf('alerts')}/_search`,
    body: {
      size,
      track_total_hits: false,
      _source: ['id', 'userId', 'name', 'criteria', 'frequency', 'locale'],
      query: { bool: { filter: { percolate: { field: 'query', document: percolatedJobOf(job) } } } },
      sort: [{ id: 'asc' }],
      ...(after ? { search_after: [after] } : {}),
    },
  });
  const hits = body.hits.hits;
  return {
    alerts: hits.map((hit) => hit._source),
    last: hits.length === size ? (hits.at(-1)?.sort[0] ?? null) : null,
  };
}

export type AlertChange =
  | { kind: 'put'; alert: AlertEntry; version: number }
  | { kind: 'delete'; id: string; lastVersion: number };

/** Writes alert changes: an active alert is put, a paused or deleted one removed (versioned-writes.ts). */
export const applyAlertChanges = (changes: AlertChange[]) =>
  writeVersioned(
    'alerts',
    changes.map((change) =>
      change.kind === 'put'
        ? { id: change.alert.id, document: alertDocumentOf(change.alert), version: change.version }
        : { id: change.id, deletedAfter: change.lastVersion },
    ),
  );
