import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { amount, LIMITS } from '@modern-jobs/domain';
import { IconSearchOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useAuth } from '../../api/auth.ts';
import { type JobFilters, jobQueries } from '../../api/jobs.ts';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { JOB_CARD_HEIGHT, JobCard } from '../../components/job-card/JobCard.tsx';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { LoadMoreJobs } from './LoadMoreJobs.tsx';

// 'Email me jobs like these' brings its words and its form in chunks of its own: the first screen
// carries only this line.
const AlertButton = lazy(() =>
  import('../../components/job-alert/AlertButton.tsx').then((m) => ({ default: m.AlertButton })),
);

const SKELETONS = Array.from({ length: LIMITS.skeletonCards }, (_, i) => `skeleton-${i}`);

/**
 * The job list: 3 skeleton cards while loading, the empty state, the cards, and 'Load more'; with a
 * misspelt keyword, the corrected search one tap away.
 */
export function JobList({ filters, onSearch }: { filters: JobFilters; onSearch?: (q: string) => void }) {
  const { t, plural } = useI18n();
  // The server counts up to a cap and then answers "1000+".
  const countText = (total: string) =>
    total.endsWith('+')
      ? t('jobs.foundAtLeast', { count: amount(Number.parseInt(total, 10)) })
      : plural('jobs.found', Number(total));
  const jobs = useInfiniteQuery(jobQueries.list(filters));
  // The seeker's saved jobs, read once for every card's save toggle.
  const savedIds = useAuth().user?.savedJobIds;
  // One 'now' for every card's posting time.
  const now = new Date();
  // The query store updates React synchronously; deferring its data lets React build the cards as a
  // transition, in slices between which a phone stays responsive, rather than in one long task.
  const data = useDeferredValue(jobs.data);
  const items = data?.pages.flatMap((page) => page.jobs) ?? [];
  // The list's first cards, in place of the skeletons, are drawn first, and the others in a render
  // of their own just after: the page is then laid out twice over a few cards rather than once over
  // all ten (an Urdu page's line layout is the longest stretch of its start on a phone).
  const [allDrawn, setAllDrawn] = useState(false);
  const drawn = allDrawn ? items : items.slice(0, LIMITS.skeletonCards);
  useEffect(() => {
    if (!allDrawn && items.length > LIMITS.skeletonCards) startTransition(() => setAllDrawn(true));
  }, [allDrawn, items.length]);
  const total = data?.pages[0]?.total;
  const didYouMean = data?.pages[0]?.didYouMean;
  const loading = data === undefined && !jobs.isError;
  // A search that asks something an alert can look for (how recent and the order it cannot).
  const { q, city, type, minSalary, where } = filters;
  const asksSomething = Boolean(q || city || type || minSalary || where);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" mih={20}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {data && total ? countText(total) : ''}
        </Text>
        {asksSomething && (
          <Suspense>
            <AlertButton filters={filters} />
          </Suspense>
        )}
      </Group>
      {didYouMean && onSearch && (
        <SimpleButton
          variant="subtle"
          size="compact-md"
          onClick={() => onSearch(didYouMean)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('search.didYouMean', { query: didYouMean })}
        </SimpleButton>
      )}
      {loading && (
        <Stack gap="sm" aria-busy="true" aria-label={t('jobs.loading')}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} height={JOB_CARD_HEIGHT} radius="md" data-testid="job-skeleton" />
          ))}
        </Stack>
      )}
      {jobs.isError && <ErrorPanel title={t('jobs.loadFailed')} error={jobs.error} onRetry={() => jobs.refetch()} />}
      {data && items.length === 0 && (
        <EmptyPanel
          icon={<IconSearchOff size={32} aria-hidden="true" color="var(--mantine-color-gray-5)" />}
          title={t('jobs.none')}
          hint={t('jobs.noneHint')}
        />
      )}
      {drawn.map((job) => (
        <JobCard key={job.id} job={job} saved={savedIds?.includes(job.id) ?? false} now={now} />
      ))}
      {jobs.hasNextPage && data && drawn.length === items.length && (
        <LoadMoreJobs loading={jobs.isFetchingNextPage} onClick={() => jobs.fetchNextPage()}>
          {t('jobs.loadMore')}
        </LoadMoreJobs>
      )}
    </Stack>
  );
}
