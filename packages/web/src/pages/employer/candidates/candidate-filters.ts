import { ACTIVE_WITHIN_DAYS, CITIES } from '@modern-jobs/domain';
import type { CandidateFilters } from '../../../api/talent.ts';

export const NO_FILTERS: CandidateFilters = {
  q: '',
  city: '',
  minYears: '',
  maxExpectedSalary: '',
  abroad: '',
  languages: '',
  activeWithinDays: '',
};

const FILTER_NAMES = Object.keys(NO_FILTERS) as Array<keyof CandidateFilters>;

/** What a choice of a list may be in the URL; anything else (an old or edited link) reads as any. */
const CHOICES: Partial<Record<keyof CandidateFilters, readonly string[]>> = {
  city: CITIES,
  abroad: ['true'],
  activeWithinDays: ACTIVE_WITHIN_DAYS.map(String),
};

/** A whole number of at most this many digits, as the search's number filters take. */
const WHOLE = /^\d{1,9}$/;

/**
 * A search as the URL keeps it (?q=…&city=…), so a search can be shared, bookmarked and come back
 * to from a candidate's page: the known names only, a choice off its list or a number that is
 * not one read as any, and free text as typed (trimmed). The API validates them again.
 */
export function filtersFromSearch(search: URLSearchParams): CandidateFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) {
    const value = (search.get(name) ?? '').trim();
    const choices = CHOICES[name];
    if (choices) filters[name] = choices.includes(value) ? value : '';
    else if (name === 'minYears' || name === 'maxExpectedSalary') filters[name] = WHOLE.test(value) ? value : '';
    else filters[name] = value;
  }
  return filters;
}

/** The URL's query of a search: only what narrows it, in a fixed order. */
export function searchOfFilters(filters: CandidateFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) search.set(name, value);
  }
  return search;
}

/** Whether a search names anything: an empty one lists everyone in the bank. */
export const hasFilters = (filters: CandidateFilters) => FILTER_NAMES.some((name) => filters[name].trim() !== '');
