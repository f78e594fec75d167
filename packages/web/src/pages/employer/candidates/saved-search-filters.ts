import { amount, type CandidateCriteria } from '@modern-jobs/domain';
import type { CandidateFilters } from '../../../api/talent.ts';
import type { useTalentSearchesI18n } from '../../../i18n/talent-searches-i18n.ts';
import { NO_FILTERS } from './candidate-filters.ts';

type Words = ReturnType<typeof useTalentSearchesI18n>;

/** The most a saved search's name may be (candidateSearchCreateSchema). */
export const SEARCH_NAME_MAX = 80;

/**
 * A saved search's filters as the page's URL spells them, so 'Open' runs it as the form would: the
 * API keeps them parsed (numbers, `true`, the languages as a list).
 */
export function filtersOfCriteria(criteria: CandidateCriteria): CandidateFilters {
  const { q, city, minYears, maxExpectedSalary, abroad, languages, activeWithinDays } = criteria;
  return {
    ...NO_FILTERS,
    q: q ?? '',
    city: city ?? '',
    minYears: minYears === undefined ? '' : String(minYears),
    maxExpectedSalary: maxExpectedSalary === undefined ? '' : String(maxExpectedSalary),
    abroad: abroad ? 'true' : '',
    languages: (languages ?? []).join(', '),
    activeWithinDays: activeWithinDays === undefined ? '' : String(activeWithinDays),
  };
}

/**
 * Each thing a search asks for, in short and in the page's language ("“welder”", "Lahore", "3+
 * years"), in the form's order. Read from the URL's spelling, so the page's own search and a saved
 * one are said alike.
 */
export function summaryParts({ t, tt, tPlural }: Words, filters: CandidateFilters): string[] {
  const { q, city, minYears, maxExpectedSalary, abroad, languages, activeWithinDays } = filters;
  return [
    ...(q ? [tt('talentSearches.summary.q', { q })] : []),
    ...(city ? [t(`city.${city}` as Parameters<typeof t>[0])] : []),
    ...(minYears ? [tt('talentSearches.summary.minYears', { count: amount(Number(minYears)) })] : []),
    ...(maxExpectedSalary
      ? [tt('talentSearches.summary.maxSalary', { amount: amount(Number(maxExpectedSalary)) })]
      : []),
    ...(abroad ? [tt('talentSearches.summary.abroad')] : []),
    ...(languages ? [tt('talentSearches.summary.languages', { languages })] : []),
    ...(activeWithinDays ? [tPlural('talentSearches.summary.active', Number(activeWithinDays))] : []),
  ];
}

/**
 * The name a search starts with: its words and city, as typed ("welder, Lahore"); the whole summary
 * when it names neither.
 */
export function defaultSearchName(words: Words, filters: CandidateFilters): string {
  const named = [filters.q.trim(), filters.city ? words.t(`city.${filters.city}` as Parameters<Words['t']>[0]) : '']
    .filter(Boolean)
    .join(words.t('alerts.nameSeparator'));
  return (named || summaryParts(words, filters).join(words.tt('talentSearches.summary.separator'))).slice(
    0,
    SEARCH_NAME_MAX,
  );
}
