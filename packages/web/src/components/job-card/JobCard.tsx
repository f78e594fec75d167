import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isBoostLive, type JobSummary, logoSrc, postedAgo, salaryText, skillsPreview } from '@modern-jobs/domain';
import { useState } from 'react';
import { Link } from 'react-router';

function Logo({ job }: { job: JobSummary }) {
  const [failed, setFailed] = useState(false);
  const src = logoSrc(job.companyLogo);
  if (!src || failed) {
    return (
      <div
        aria-hidden="true"
        style={{
          width: 48,
          height: 48,
          borderRadius: 8,
          background: 'var(--mantine-color-gray-1)',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
        }}
      >
        {job.company.charAt(0)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      style={{ borderRadius: 8 }}
      onError={() => setFailed(true)}
    />
  );
}

/** One job in the list (spec §2 "Job card"). The whole card links to the job. */
export function JobCard({ job, now = new Date() }: { job: JobSummary; now?: Date }) {
  const boosted = isBoostLive(job, now);
  const { shown, more } = skillsPreview(job.skills);
  return (
    <Card withBorder padding="md" component={Link} to={`/job/${job.id}`} data-boosted={boosted || undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Logo job={job} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} size="h4">
              {job.title}
            </Title>
            {boosted && (
              <Badge color="orange" variant="filled" size="sm">
                BOOSTED
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {job.company} · {job.location}
          </Text>
          <Text size="sm" fw={600}>
            {salaryText(job.salaryMin, job.salaryMax)}
          </Text>
          <Group gap={6}>
            {shown.map((skill) => (
              <Badge key={skill} variant="light" color="gray" size="sm">
                {skill}
              </Badge>
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed">
                +{more} more
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {postedAgo(job.createdAt, now)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
