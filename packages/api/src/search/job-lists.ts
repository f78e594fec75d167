import { type JobListQuery, type JobStatus, type JobSummary, POSTED_WITHIN_HOURS } from '@modern-jobs/domain';
import { type JobPage, listAllJobsFromList, listOpenJobsFromLists } from '../jobs/store/jobs.ts';
import { searchAllJobs, searchJobs } from './opensearch/search.ts';

/**
 * Where a list of jobs comes from: the table's lists when they keep what was asked (the plain lists
 * work with the engine down), the search engine (opensearch/) for a keyword or a filter they do not.
 */

/** Whether a query needs the search index: a keyword, or a filter or order the lists do not keep. */
const needsSearch = (query: JobListQuery) =>
  Boolean(query.q || query.minSalary !== undefined || query.where || query.posted || query.sort === 'salary');

/** A page of what the search engine finds (search/opensearch), ranked, with every match counted on the first. */
async function searchOpenJobs(query: JobListQuery, now: Date): Promise<JobPage> {
  const found = await searchJobs(
    {
      q: query.q,
      city: query.city,
      type: query.type,
      minSalary: query.minSalary,
      workplace: query.where,
      postedWithinMs: query.posted ? POSTED_WITHIN_HOURS[query.posted] * 3_600_000 : undefined,
      sort: query.sort,
    },
    { cursor: query.cursor, limit: query.limit },
    now,
  );
  return {
    jobs: found.jobs,
    itemsRead: found.itemsRead,
    ...(found.first ? { total: { count: found.total, capped: false } } : {}),
    ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}),
    corrected: found.corrected,
  };
}

/** Open approved jobs for a query: from the table's lists, or the search engine's when they cannot answer it. */
export async function listOpenJobs(query: JobListQuery, now = new Date()): Promise<JobPage> {
  return needsSearch(query) ? searchOpenJobs(query, now) : listOpenJobsFromLists(query, now);
}

/**
 * Every job whatever its status or deadline, newest first (the operator's list); with words or a
 * status, those the operator's search finds, best match first.
 */
export async function listAllJobs(
  limit: number,
  cursor?: string,
  filter: { q?: string | undefined; status?: JobStatus | undefined } = {},
): Promise<{ jobs: JobSummary[]; nextCursor?: string; itemsRead: number }> {
  if (!filter.q && !filter.status) return listAllJobsFromList(limit, cursor);
  const found = await searchAllJobs(
    { q: filter.q, status: filter.status, sort: filter.q ? 'relevance' : 'newest' },
    { cursor, limit },
  );
  return {
    jobs: found.jobs,
    itemsRead: found.itemsRead,
    ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}),
  };
}
