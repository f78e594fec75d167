import { Group, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { JobFilters } from '../../api/jobs.ts';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { hasMoreFilters } from './filters.ts';
import { JobList } from './JobList.tsx';
import { TypeFilters } from './TypeFilters.tsx';

const MoreFilters = lazy(() => import('./MoreFilters.tsx').then((m) => ({ default: m.MoreFilters })));

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
  onChange,
}: {
  filters: JobFilters;
  onChange: (change: Partial<JobFilters>) => void;
}) {
  const { t } = useI18n();
  // Open when asked, or when the URL already carries one of its filters (a shared search).
  const [open, setOpen] = useState(() => hasMoreFilters(filters));
  return (
    <>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('jobs.latest')}
        </Title>
        <Group justify="space-between" align="flex-start" gap="xs">
          <TypeFilters value={filters.type} onChange={(type) => onChange({ type })} />
          <SimpleButton
            variant="subtle"
            size="compact-md"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            aria-expanded={open}
            aria-controls="more-filters"
            onClick={() => setOpen(!open)}
          >
            {open ? t('filters.fewer') : t('filters.more')}
          </SimpleButton>
        </Group>
        {open && (
          <div id="more-filters">
            <Suspense>
              <MoreFilters filters={filters} onChange={onChange} />
            </Suspense>
          </div>
        )}
        <JobList filters={filters} onSearch={(q) => onChange({ q })} />
      </Stack>
      <Suspense>
        <FloatingButtons />
      </Suspense>
    </>
  );
}
