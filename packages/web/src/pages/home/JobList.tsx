import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LIMITS } from '@modern-jobs/domain';
import { IconSearchOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { messageOf } from '../../api/client.ts';
import { type JobFilters, jobQueries } from '../../api/jobs.ts';
import { JOB_CARD_HEIGHT, JobCard } from '../../components/job-card/JobCard.tsx';

const SKELETONS = Array.from({ length: LIMITS.skeletonCards }, (_, i) => `skeleton-${i}`);

function countText(total: string | null | undefined): string {
  if (!total) return '';
  return total === '1' ? '1 job found' : `${total} jobs found`;
}

/** The job list: 3 skeleton cards while loading, the empty state, the cards, and 'Load more'. */
export function JobList({ filters }: { filters: JobFilters }) {
  const jobs = useInfiniteQuery(jobQueries.list(filters));
  // The query store updates React synchronously; deferring its data lets React build the cards as a
  // transition, in slices between which a phone stays responsive, rather than in one long task.
  const data = useDeferredValue(jobs.data);
  const items = data?.pages.flatMap((page) => page.jobs) ?? [];
  const total = data?.pages[0]?.total;
  const loading = data === undefined && !jobs.isError;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
        {data ? countText(total) : ''}
      </Text>
      {loading && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading jobs">
          {SKELETONS.map((key) => (
            <Skeleton key={key} height={JOB_CARD_HEIGHT} radius="md" data-testid="job-skeleton" />
          ))}
        </Stack>
      )}
      {jobs.isError && (
        <Paper withBorder p="lg" role="alert">
          <Text fw={600}>We could not load jobs.</Text>
          <Text size="sm" c="dimmed" mb="sm">
            {messageOf(jobs.error, 'Check your connection and try again.')}
          </Text>
          <Button variant="light" onClick={() => jobs.refetch()}>
            Try again
          </Button>
        </Paper>
      )}
      {data && items.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <IconSearchOff size={32} aria-hidden="true" color="var(--mantine-color-gray-5)" />
          <Text fw={700} mt="xs">
            No jobs found
          </Text>
          <Text size="sm" c="dimmed">
            Try adjusting your search criteria.
          </Text>
        </Paper>
      )}
      {items.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
      {jobs.hasNextPage && (
        <Button
          variant="default"
          onClick={() => jobs.fetchNextPage()}
          loading={jobs.isFetchingNextPage}
          mx="auto"
          mt="xs"
        >
          Load more jobs
        </Button>
      )}
    </Stack>
  );
}
