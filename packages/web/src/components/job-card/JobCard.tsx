import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isBoostLive, type JobSummary, postedAgo, salaryText, skillsPreview } from '@modern-jobs/domain';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { BoostedBadge } from '../boosted-badge/BoostedBadge.tsx';
import { SaveJobButton } from '../save-job/SaveJobButton.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import classes from './JobCard.module.css';

/**
 * One job in the list (spec §2 "Job card"). The whole card links to the job; its save toggle sits
 * over the card's corner beside the link, not inside it (a button inside a link is neither valid nor
 * reachable on its own).
 */
export function JobCard({ job, now = new Date() }: { job: JobSummary; now?: Date }) {
  const i18n = useI18n();
  const boosted = isBoostLive(job, now);
  const { shown, more } = skillsPreview(job.skills);
  return (
    <div className={classes.wrap}>
      <Card
        withBorder
        padding="md"
        component={Link}
        to={i18n.path(`/job/${job.id}`)}
        className={`${classes.card} ${boosted ? classes.boosted : ''}`}
        data-boosted={boosted || undefined}
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <CompanyLogo companyLogo={job.companyLogo} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start" className={classes.titleRow}>
              <Title order={3} className={classes.title} dir="auto">
                {job.title}
              </Title>
              {boosted && <BoostedBadge size="sm" style={{ flex: 'none' }} />}
            </Group>
            <Text size="sm" c="dimmed" dir="auto">
              {job.company}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden="true" />
              <Text size="sm" c="dimmed" truncate>
                {job.location}
              </Text>
            </Group>
            <Text size="sm" fw={700} c="brand.8">
              {salaryText(job.salaryMin, job.salaryMax, i18n)}
            </Text>
            {shown.length > 0 && (
              <Group gap={6}>
                {shown.map((skill) => (
                  <Badge key={skill} variant="light" color="gray" size="sm" tt="none">
                    {skill}
                  </Badge>
                ))}
                {more > 0 && (
                  <Text size="xs" c="dimmed">
                    {i18n.t('card.moreSkills', { count: more })}
                  </Text>
                )}
              </Group>
            )}
            <Group gap={4}>
              <IconClock size={14} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {postedAgo(job.createdAt, now, i18n)}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Card>
      <div className={classes.save}>
        <SaveJobButton jobId={job.id} title={job.title} />
      </div>
    </div>
  );
}

/** The list's placeholder while jobs load: same height as a card, so nothing jumps. */
export const JOB_CARD_HEIGHT = 168;
