import { Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isJobClosed, JOB_TYPE_LABELS, salaryText } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { jobQueries } from '../../api/jobs.ts';

/** The first job page: the job's main facts. The full detail page comes with the public-site issue. */
export function JobPage() {
  const { id = '' } = useParams();
  const job = useQuery(jobQueries.detail(id));

  if (job.isPending) return <Skeleton height={320} m="lg" aria-label="Loading job" />;
  if (job.isError || !job.data) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          Job Not Found
        </Title>
        <Text c="dimmed" mt="sm">
          The job you're looking for doesn't exist or has been removed
        </Text>
        <Text mt="md" component={Link} to="/">
          Back to Jobs
        </Text>
      </Container>
    );
  }
  const data = job.data;
  return (
    <Container size="md" py="lg">
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={1}>{data.title}</Title>
          <Text c="dimmed">{data.company}</Text>
          <Group gap="xs">
            <Badge variant="light">{JOB_TYPE_LABELS[data.jobType]}</Badge>
            <Text size="sm">{data.location}</Text>
            {isJobClosed(data) && <Badge color="red">Applications closed</Badge>}
          </Group>
          <Text fw={600}>{salaryText(data.salaryMin, data.salaryMax)}</Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
