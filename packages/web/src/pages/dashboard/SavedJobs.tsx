import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, type SavedJob } from '@modern-jobs/domain';
import { IconBookmarkOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { savedJobsQuery } from '../../api/saved-jobs.ts';
import { CompanyLogo } from '../../components/job-card/CompanyLogo.tsx';
import { Link } from '../../components/link/Link.tsx';
import { toggleSaved } from '../../components/save-job/save-job-action.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { DashboardList } from './DashboardList.tsx';

function SavedJobRow({ saved }: { saved: SavedJob }) {
  const i18n = useI18n();
  const { t, path, locale } = i18n;
  const client = useQueryClient();
  const { job, state } = saved;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group wrap="nowrap" align="flex-start" gap="sm" style={{ minWidth: 0 }}>
        <CompanyLogo companyLogo={state === 'deleted' ? null : job.companyLogo} size={40} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {state === 'deleted' ? (
            <Text fw={600} c="dimmed" dir="auto" td="line-through">
              {job.title}
            </Text>
          ) : (
            <Anchor component={Link} to={path(`/job/${saved.jobId}`)} fw={600} dir="auto">
              {job.title}
            </Anchor>
          )}
          <Text size="sm" c="dimmed" dir="auto">
            {job.company} · {job.location}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('dashboard.savedOn', { date: formatDate(saved.savedAt, locale) })}
            </Text>
            {state === 'closed' && (
              <Badge color="gray" variant="light" size="sm">
                {t('dashboard.savedClosed')}
              </Badge>
            )}
            {state === 'deleted' && (
              <Badge color="red" variant="light" size="sm" tt="none">
                {t('dashboard.savedDeleted')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('dashboard.unsave', { title: job.title })}
        onClick={() => void toggleSaved(client, i18n, saved.jobId, false)}
      >
        <IconBookmarkOff size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/** The seeker's saved jobs, newest first: closed ones marked, deleted ones said so. */
export function SavedJobs() {
  const saved = useQuery(savedJobsQuery());
  const { t, path } = useI18n();
  return (
    <DashboardList
      title={t('dashboard.saved')}
      query={saved}
      loadingLabel={t('dashboard.savedLoading')}
      errorTitle={t('dashboard.savedLoadFailed')}
      emptyTitle={t('dashboard.savedNone')}
      emptyHint={t('dashboard.savedNoneHint')}
      emptyAction={
        <Button component={Link} to={path('/')} variant="light">
          {t('dashboard.browse')}
        </Button>
      }
      rowKey={(entry) => entry.jobId}
      rowData={(entry) => ({ 'data-state': entry.state })}
      renderRow={(entry) => <SavedJobRow saved={entry} />}
    />
  );
}
