import '../../i18n/english-pages.ts';
import { Button } from '@mantine/core';
import { amount, JOB_SORTS, POSTED_WITHIN_HOURS, type PostedWithin, WORKPLACES } from '@modern-jobs/domain';
import { IconChevronDown } from '@tabler/icons-react';
import type { JobFilters } from '../../api/jobs.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './MoreFilters.module.css';
import searchClasses from './SearchSection.module.css';

/** The least pays offered, in PKR a month: from a helper's wage to a senior professional's. */
const SALARY_STEPS = [50_000, 100_000, 200_000, 300_000, 500_000];
const POSTED = Object.keys(POSTED_WITHIN_HOURS) as PostedWithin[];

type MoreFilterValues = Pick<JobFilters, 'minSalary' | 'where' | 'posted' | 'sort'>;

/**
 * Least pay, where, how recent and the order: each applies at once and goes in the URL. A chunk of
 * its own, loaded when asked for (or when a shared link already carries one of them).
 */
export function MoreFilters({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (change: MoreFilterValues) => void;
}) {
  const { t } = useI18n();
  const field = (
    label: string,
    value: string,
    options: Array<{ value: string; label: string }>,
    apply: (value: string) => void,
  ) => (
    <label className={searchClasses.field}>
      {label}
      <span className={searchClasses.control}>
        <select className={classes.select} value={value} onChange={(event) => apply(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={`${searchClasses.icon} ${searchClasses.chevron}`}>
          <IconChevronDown size={16} aria-hidden="true" />
        </span>
      </span>
    </label>
  );
  const set = (change: MoreFilterValues) => onChange({ ...pick(filters), ...change });

  return (
    <fieldset className={classes.grid} style={{ border: 0, padding: 0, margin: 0 }} aria-label={t('filters.group')}>
      {field(
        t('filters.minSalary'),
        String(filters.minSalary ?? ''),
        [
          { value: '', label: t('filters.anySalary') },
          ...SALARY_STEPS.map((step) => ({
            value: String(step),
            label: t('filters.salaryAtLeast', { amount: amount(step) }),
          })),
        ],
        (value) => set({ minSalary: value ? Number(value) : undefined }),
      )}
      {field(
        t('filters.where'),
        filters.where ?? '',
        [
          { value: '', label: t('filters.anywhere') },
          ...WORKPLACES.map((where) => ({ value: where, label: t(`workplace.${where}`) })),
        ],
        (value) => set({ where: (value || undefined) as JobFilters['where'] }),
      )}
      {field(
        t('filters.posted'),
        filters.posted ?? '',
        [
          { value: '', label: t('filters.anyTime') },
          ...POSTED.map((posted) => ({ value: posted, label: t(`posted.${posted}`) })),
        ],
        (value) => set({ posted: (value || undefined) as JobFilters['posted'] }),
      )}
      {field(
        t('filters.sort'),
        filters.sort ?? 'relevance',
        JOB_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
        // Best match is the order without asking: it stays out of the URL.
        (value) => set({ sort: value === 'relevance' ? undefined : (value as JobFilters['sort']) }),
      )}
      <Button
        variant="subtle"
        onClick={() => onChange({ minSalary: undefined, where: undefined, posted: undefined, sort: undefined })}
      >
        {t('filters.clear')}
      </Button>
    </fieldset>
  );
}

const pick = ({ minSalary, where, posted, sort }: JobFilters): MoreFilterValues => ({ minSalary, where, posted, sort });
