import { Badge, Button, Group, NativeSelect, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ADMIN_TOASTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationStatusLabel,
  formatDate,
} from '@modern-jobs/domain';
import { IconDatabase, IconFileText } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ApplicationFilter,
  adminApplicationCountsQuery,
  adminApplicationsQuery,
  adminJobChoicesQuery,
  cvLink,
  useSeedDatabase,
  useSetApplicationStatus,
} from '../../../api/admin.ts';
import { messageOf } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { StatusBadge } from '../../../components/status-badge/StatusBadge.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../../i18n/I18nProvider.tsx';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: applicationStatusLabel(status) }));

function SeedButton() {
  const seed = useSeedDatabase();
  const onSeed = async () => {
    try {
      const result = await seed.mutateAsync();
      await showToast(
        result.ok
          ? { title: ADMIN_TOASTS.seeded, message: result.message, color: 'green' }
          : { title: ADMIN_TOASTS.seedFailed, message: result.message, color: 'red' },
      );
    } catch {
      await showToast({ ...ADMIN_TOASTS.seedNetworkError, color: 'red' });
    }
  };
  return (
    <Button variant="light" leftSection={<IconDatabase size={16} />} onClick={onSeed} loading={seed.isPending}>
      Seed Production Database
    </Button>
  );
}

/** 'Application Management': applications newest first, filtered by job and status, with status changes and CVs. */
export function ApplicationsTab() {
  const { referenceText } = useI18n();
  const [filter, setFilter] = useState<ApplicationFilter>({});
  // One filter field from its input; read now: React clears currentTarget before the updater runs.
  const setField = (name: keyof ApplicationFilter) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value || undefined;
    setFilter((f) => ({ ...f, [name]: value }));
  };
  const jobs = useQuery(adminJobChoicesQuery());
  const applications = useInfiniteQuery(adminApplicationsQuery(filter));
  const rows = applications.data?.pages.flatMap((page) => page.items);
  const counts = useQuery(adminApplicationCountsQuery(filter.jobId));
  const setStatus = useSetApplicationStatus();

  const openCv = async (id: string) => {
    try {
      window.open(await cvLink(id), '_blank', 'noopener,noreferrer');
    } catch (error) {
      await showToast({
        title: ADMIN_TOASTS.error,
        message: messageOf(error, 'Could not open the CV.'),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };
  const changeStatus = async (id: string, status: ApplicationStatus) => {
    try {
      await setStatus.mutateAsync({ id, status });
      await showToast({
        title: ADMIN_TOASTS.updated,
        message: `Application marked ${applicationStatusLabel(status).toLowerCase()}.`,
        color: 'green',
      });
    } catch (error) {
      await showToast({
        title: ADMIN_TOASTS.error,
        message: messageOf(error, 'Could not change the status.'),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Application Management
        </Title>
        <SeedButton />
      </Group>
      {counts.data && (
        <Group gap="xs" aria-label="Applications by status">
          {APPLICATION_STATUSES.map((status) => (
            <Badge key={status} variant="light" size="lg" tt="none">
              {applicationStatusLabel(status)}: {counts.data[status]}
            </Badge>
          ))}
        </Group>
      )}
      <Group grow align="flex-end" wrap="wrap">
        <NativeSelect
          label="Job"
          data={[
            { value: '', label: 'All jobs' },
            ...(jobs.data ?? []).map((job) => ({ value: job.id, label: `${job.title} (${job.company})` })),
          ]}
          value={filter.jobId ?? ''}
          onChange={setField('jobId')}
        />
        <NativeSelect
          label="Status"
          data={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
          value={filter.status ?? ''}
          onChange={setField('status')}
        />
        <TextInput
          type="date"
          label="Applied from"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={setField('from')}
        />
        <TextInput
          type="date"
          label="Applied until"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={setField('to')}
        />
      </Group>
      {applications.isPending && <Skeleton height={120} radius="md" />}
      {applications.isError && !rows && (
        <ErrorPanel
          title="Could not load applications."
          error={applications.error}
          onRetry={() => applications.refetch()}
        />
      )}
      {rows?.length === 0 && <EmptyPanel title="No applications" hint="Applications appear here as seekers apply." />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows?.map((application) => (
          <Paper key={application.id} withBorder p="md" component="li" data-testid="application-row">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{application.fullName}</Text>
                  <Text size="sm" c="dimmed">
                    {application.jobTitle} · applied {formatDate(application.appliedAt)}
                  </Text>
                </div>
                <StatusBadge status={application.status} />
              </Group>
              <Text size="sm">
                Contact {application.contactNumber} · WhatsApp {application.whatsappNumber} · {application.email}
              </Text>
              <Group gap="sm" align="flex-end">
                <NativeSelect
                  label="Change status"
                  size="xs"
                  data={STATUS_OPTIONS}
                  value={application.status}
                  onChange={(event) => changeStatus(application.id, event.currentTarget.value as ApplicationStatus)}
                  disabled={setStatus.isPending}
                />
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileText size={14} />}
                  onClick={() => openCv(application.id)}
                >
                  Open CV
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <LoadMore list={applications} label="Load more applications" failedTitle="Could not load more applications." />
    </Stack>
  );
}
