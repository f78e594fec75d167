import {
  type City,
  COMPANY_COUNT_HEADER,
  DID_YOU_MEAN_HEADER,
  type Job,
  type JobSort,
  type JobSummary,
  type JobType,
  NEXT_CURSOR_HEADER,
  type PostedWithin,
  TOTAL_COUNT_HEADER,
  type Workplace,
} from '@modern-jobs/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { throwIfNotOk } from './client.ts';

/** Jobs per page on the site. */
const FIRST_PAGE = 10;

export interface JobFilters {
  q?: string;
  city?: City;
  type?: JobType;
  /** PKR: jobs whose pay reaches at least this */
  minSalary?: number;
  where?: Workplace;
  posted?: PostedWithin;
  sort?: JobSort;
}

export interface JobsPage {
  jobs: JobSummary[];
  nextCursor: string | null;
  /** "42" or "1000+", on the first page only */
  total: string | null;
  /** the companies of the jobs counted, as total: on an unsearched first page only */
  companies: string | null;
  /** the keyword as the server corrected a misspelling in it */
  didYouMean: string | null;
}

/** The filters as query parameters, in one order: the page's URL and the API's query both use it. */
export function filterParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('city', filters.city);
  if (filters.type) params.set('type', filters.type);
  if (filters.minSalary) params.set('minSalary', String(filters.minSalary));
  if (filters.where) params.set('where', filters.where);
  if (filters.posted) params.set('posted', filters.posted);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

export function jobsSearchParams(filters: JobFilters, cursor?: string): URLSearchParams {
  const params = filterParams(filters);
  // Ten cards fill two phone screens; fewer to render on a slow phone, and 'Load more' brings the rest.
  params.set('limit', String(FIRST_PAGE));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** A header the API URI-encodes (it may be Urdu); one that does not decode is ignored. */
function decodedHeader(value: string | null): string | null {
  try {
    return value ? decodeURIComponent(value) : null;
  } catch {
    return null;
  }
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
          companies: res.headers.get(COMPANY_COUNT_HEADER),
          didYouMean: decodedHeader(res.headers.get(DID_YOU_MEAN_HEADER)),
        };
      },
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  detail: (id: string) => queryOptions<Job>({ queryKey: ['/api/jobs', id] }),
  /** Titles and skills for what is being typed (GET /api/jobs/suggestions). */
  suggestions: (q: string) =>
    queryOptions<JobSuggestion[]>({
      queryKey: ['/api/jobs/suggestions', q] as const,
      queryFn: async ({ signal }) => {
        const res = await fetch(`/api/jobs/suggestions?${new URLSearchParams({ q })}`, { signal });
        await throwIfNotOk(res);
        return (await res.json()) as JobSuggestion[];
      },
    }),
};

export interface JobSuggestion {
  text: string;
  kind: 'title' | 'skill';
}
