import { Anchor, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SEEKER_TOASTS, salaryText } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { jobQueries } from '../../api/jobs.ts';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { JobDetail } from './JobDetail.tsx';
import { JobPostingData } from './JobPostingData.tsx';

// The form, its validation and the uploader load only when someone applies.
const ApplyModal = lazy(() => import('./ApplyModal.tsx').then((m) => ({ default: m.ApplyModal })));

function JobSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading job">
      <Skeleton height={260} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

function NotFound() {
  return (
    <Paper withBorder p="xl" ta="center">
      <title>Job Not Found | Modern Jobs</title>
      <Title order={1} size="h2">
        Job Not Found
      </Title>
      <Text c="dimmed" mt="sm">
        The job you're looking for doesn't exist or has been removed
      </Text>
      <Anchor component={Link} to="/" mt="md" display="inline-block">
        Back to Jobs
      </Anchor>
    </Paper>
  );
}

export function JobPage() {
  const { id = '' } = useParams();
  const job = useQuery(jobQueries.detail(id));
  const auth = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const [applying, setApplying] = useState(false);

  const onApply = () => {
    if (auth.isSignedIn) setApplying(true);
    else redirectToLogin(SEEKER_TOASTS.loginRequired, `/job/${id}`);
  };

  return (
    <Container size="md" py="lg">
      {job.isPending && <JobSkeleton />}
      {job.isError && <NotFound />}
      {job.data && (
        <>
          <title>{`${job.data.title} at ${job.data.company} | Modern Jobs`}</title>
          <meta
            name="description"
            content={`${job.data.title} at ${job.data.company}, ${job.data.location}. ${salaryText(job.data.salaryMin, job.data.salaryMax)}. Apply on Modern Jobs.`}
          />
          <JobPostingData job={job.data} />
          <JobDetail job={job.data} onApply={onApply} />
          {applying && (
            <Suspense>
              <ApplyModal job={job.data} opened={applying} onClose={() => setApplying(false)} />
            </Suspense>
          )}
        </>
      )}
    </Container>
  );
}
