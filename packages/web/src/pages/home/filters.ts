import {
  CITIES,
  type City,
  JOB_SORTS,
  JOB_TYPES,
  type JobSort,
  type JobType,
  POSTED_WITHIN_HOURS,
  type PostedWithin,
  WORKPLACES,
  type Workplace,
} from '@modern-jobs/domain';
import { filterParams, type JobFilters } from '../../api/jobs.ts';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string | null): v is T =>
    values.includes(v as T);
const isCity = oneOf<City>(CITIES);
const isType = oneOf<JobType>(JOB_TYPES);
const isWorkplace = oneOf<Workplace>(WORKPLACES);
const isPosted = oneOf<PostedWithin>(Object.keys(POSTED_WITHIN_HOURS) as PostedWithin[]);
const isSort = oneOf<JobSort>(JOB_SORTS);

/**
 * The search lives in the URL (?q=&city=&type=&minSalary=&where=&posted=&sort=), so it can be
 * shared and the back button works. Values the app does not offer are dropped.
 */
export function filtersFrom(params: URLSearchParams): JobFilters {
  const q = params.get('q')?.trim();
  const city = params.get('city');
  const type = params.get('type');
  const minSalary = Number(params.get('minSalary'));
  const where = params.get('where');
  const posted = params.get('posted');
  const sort = params.get('sort');
  return {
    ...(q ? { q } : {}),
    ...(isCity(city) ? { city } : {}),
    ...(isType(type) ? { type } : {}),
    ...(Number.isSafeInteger(minSalary) && minSalary > 0 ? { minSalary } : {}),
    ...(isWorkplace(where) ? { where } : {}),
    ...(isPosted(posted) ? { posted } : {}),
    ...(isSort(sort) ? { sort } : {}),
  };
}

/** The filters as the URL carries them. */
export const paramsFrom = filterParams;

/** Whether any filter beyond keyword, city and type is set: the "More filters" panel then shows. */
export const hasMoreFilters = (filters: JobFilters) =>
  Boolean(filters.minSalary || filters.where || filters.posted || filters.sort);
