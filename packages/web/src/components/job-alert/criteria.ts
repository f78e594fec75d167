import { type AlertCriteria, amount } from '@modern-jobs/domain';
import type { JobFilters } from '../../api/jobs.ts';
import type { I18n } from '../../i18n/I18nProvider.tsx';

/** The most an alert's name may be (alertCreateSchema). */
const NAME_MAX = 80;

/**
 * What an alert made from a search looks for: its keyword and the filters that say something about a
 * new job. How recent and the order do not, so they are left out.
 */
export function criteriaOf({ q, city, type, minSalary, where }: JobFilters): AlertCriteria {
  return {
    ...(q ? { q } : {}),
    ...(city ? { city } : {}),
    ...(type ? { type } : {}),
    ...(minSalary ? { minSalary } : {}),
    ...(where ? { where } : {}),
  };
}

export interface Criterion {
  label: string;
  value: string;
}

/** Each thing an alert asks for, named as the search's own controls name it, in the page's language. */
export function criteriaParts({ t }: I18n, criteria: AlertCriteria): Criterion[] {
  const { q, city, type, minSalary, where } = criteria;
  return [
    ...(q ? [{ label: t('search.keyword'), value: q }] : []),
    ...(city ? [{ label: t('search.city'), value: t(`city.${city}`) }] : []),
    ...(type ? [{ label: t('jobs.typeGroup'), value: t(`jobType.${type}`) }] : []),
    ...(minSalary
      ? [{ label: t('filters.minSalary'), value: t('filters.salaryAtLeast', { amount: amount(minSalary) }) }]
      : []),
    ...(where ? [{ label: t('filters.where'), value: t(`workplace.${where}`) }] : []),
  ];
}

/**
 * The name an alert starts with: what was searched, in the page's language ("React, Karachi",
 * "ڈرائیور، کراچی"); only a least pay when nothing else was asked.
 */
export function defaultAlertName(i18n: I18n, criteria: AlertCriteria): string {
  const { minSalary: _pay, ...words } = criteria;
  const named = criteriaParts(i18n, words);
  return (named.length > 0 ? named : criteriaParts(i18n, criteria))
    .map(({ value }) => value)
    .join(i18n.t('alerts.nameSeparator'))
    .slice(0, NAME_MAX);
}
