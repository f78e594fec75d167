import { CITIES, type City, JOB_TYPES, type JobType } from '@modern-jobs/domain';
import type { JobFilters } from '../../api/jobs.ts';

const isCity = (v: string | null): v is City => CITIES.includes(v as City);
const isType = (v: string | null): v is JobType => JOB_TYPES.includes(v as JobType);

/** The search lives in the URL (?q=&city=&type=), so it can be shared and the back button works. */
export function filtersFrom(params: URLSearchParams): JobFilters {
  const q = params.get('q')?.trim();
  const city = params.get('city');
  const type = params.get('type');
  return { ...(q ? { q } : {}), ...(isCity(city) ? { city } : {}), ...(isType(type) ? { type } : {}) };
}

export function paramsFrom(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('city', filters.city);
  if (filters.type) params.set('type', filters.type);
  return params;
}
