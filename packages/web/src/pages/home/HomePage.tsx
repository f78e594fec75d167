import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { jobQueries } from '../../api/jobs.ts';
import { JobCard } from '../../components/job-card/JobCard.tsx';

/** Stable keys for the placeholder cards shown while the list loads. */
const SKELETONS = Array.from({ length: LIMITS.skeletonCards }, (_, i) => `skeleton-${i}`);

/** The first home page: the open jobs from the API. The full home screen comes with the public-site issue. */
export function HomePage() {
  const jobs = useQuery(jobQueries.list());
  return (
    <Container size="md" py="lg">
      <Title order={1}>Find Your Dream Career Today</Title>
      <Stack mt="lg" gap="sm" aria-busy={jobs.isPending}>
        {jobs.isPending &&
          SKELETONS.map((key) => <Skeleton key={key} height={132} radius="md" data-testid="job-skeleton" />)}
        {jobs.isError && (
          <Paper withBorder p="lg" role="alert">
            <Text fw={600}>We could not load jobs.</Text>
            <Text size="sm" c="dimmed">
              {jobs.error.message}
            </Text>
          </Paper>
        )}
        {jobs.data?.length === 0 && (
          <Paper withBorder p="lg">
            <Text fw={600}>No jobs found</Text>
            <Text size="sm" c="dimmed">
              Try adjusting your search criteria.
            </Text>
          </Paper>
        )}
        {jobs.data?.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </Stack>
    </Container>
  );
}
