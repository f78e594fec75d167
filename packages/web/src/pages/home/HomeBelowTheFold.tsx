import { Stack, Title } from '@mantine/core';
import type { JobType } from '@modern-jobs/domain';
import { lazy, Suspense } from 'react';
import type { JobFilters } from '../../api/jobs.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { JobList } from './JobList.tsx';
import { TypeFilters } from './TypeFilters.tsx';

// The floating buttons wait for their own small chunk: nobody taps them in the first second.
const FloatingButtons = lazy(() => import('./FloatingButtons.tsx').then((m) => ({ default: m.FloatingButtons })));

/**
 * The home page below the search: the latest jobs with their type filter, and the floating contact
 * and highlight buttons. A chunk of its own, fetched with the app (vite.config.ts `preload`) but
 * evaluated and rendered after the hero and the search are on screen, so a phone spends no single
 * long stretch on the whole page.
 */
export function HomeBelowTheFold({
  filters,
  onType,
}: {
  filters: JobFilters;
  onType: (type: JobType | undefined) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('jobs.latest')}
        </Title>
        <TypeFilters value={filters.type} onChange={onType} />
        <JobList filters={filters} />
      </Stack>
      <Suspense>
        <FloatingButtons />
      </Suspense>
    </>
  );
}
