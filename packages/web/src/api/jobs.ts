import {
  type City,
  type Job,
  type JobSummary,
  type JobType,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
} from '@modern-jobs/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { throwIfNotOk } from './client.ts';

/** Jobs per page on the site. */
const FIRST_PAGE = 10;

export interface JobFilters {
  q?: string;
  city?: City;
  type?: JobType;
}

export interface JobsPage {
  jobs: JobSummary[];
  nextCursor: string | null;
  /** "42" or "1000+", on the first page only */
  total: string | null;
}

export function jobsSearchParams(filters: JobFilters, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('city', filters.city);
  if (filters.type) params.set('type', filters.type);
  // Ten cards fill two phone screens; fewer to render on a slow phone, and 'Load more' brings the rest.
  params.set('limit', String(FIRST_PAGE));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** Query options per resource, next to the calls (STYLE §8). Keys start with the path they GET. */
export const jobQueries = {
  list: (filters: JobFilters) =>
    infiniteQueryOptions({
      queryKey: ['/api/jobs', filters] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam, signal }): Promise<JobsPage> => {
        const res = await fetch(`/api/jobs?${jobsSearchParams(filters, pageParam)}`, {
          credentials: 'include',
          signal,
        });
        await throwIfNotOk(res);
        return {
          jobs: (await res.json()) as JobSummary[],
          nextCursor: res.headers.get(NEXT_CURSOR_HEADER),
          total: res.headers.get(TOTAL_COUNT_HEADER),
        };
      },
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) => queryOptions<Job>({ queryKey: ['/api/jobs', id] }),
};
