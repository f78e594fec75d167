import { ActionIcon, Badge, Group, NativeSelect, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_TOASTS, auditItemRef, formatDate, isBoostLive, type Job, LIMITS } from '@modern-jobs/domain';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminJobsQuery, useDeleteJob } from '../../../api/admin.ts';
import { messageOf } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { BoostedBadge } from '../../../components/boosted-badge/BoostedBadge.tsx';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { useAdminNavigation } from '../admin-navigation.ts';

/** A job's review state at a glance: live, waiting for the operator, or sent back to its employer. */
const STATUS_COLOURS: Record<string, string> = { approved: 'green', pending: 'yellow', rejected: 'red' };

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

function JobRow({ job, onEdit }: { job: Job; onEdit: (job: Job) => void }) {
  const { referenceText } = useI18n();
  const { showHistory } = useAdminNavigation();
  const remove = useDeleteJob();
  const onDelete = async () => {
    if (!window.confirm(ADMIN_TOASTS.deleteConfirm)) return;
    try {
      await remove.mutateAsync({ id: job.id, version: job.updatedAt });
      await showToast({ ...ADMIN_TOASTS.jobDeleted, color: 'green' });
    } catch (error) {
      await showToast({
        title: ADMIN_TOASTS.error,
        message: messageOf(error, ADMIN_TOASTS.deleteFailed),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };
  return (
    <Paper withBorder p="sm" component="li" data-testid="job-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{job.title}</Text>
          <Text size="sm" c="dimmed">
            {job.company} · {job.location}
          </Text>
          <Text size="xs" c="dimmed">
            Posted {job.createdAt ? formatDate(job.createdAt) : 'Unknown'}
          </Text>
          <Group gap={6}>
            <Badge color={STATUS_COLOURS[job.status] ?? 'yellow'} variant="light">
              {job.status}
            </Badge>
            {isBoostLive(job) && <BoostedBadge />}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="light" onClick={() => onEdit(job)} aria-label={`Edit ${job.title}`}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="gray"
            onClick={() => showHistory(auditItemRef('job', job.id))}
            aria-label={`History of ${job.title}`}
          >
            <IconHistory size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            onClick={onDelete}
            loading={remove.isPending}
            aria-label={`Delete ${job.title}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** 'Job Management' (spec §2): every job, newest first, with edit and delete; searchable by words and status. */
export function JobManagement({ onEdit }: { onEdit: (job: Job) => void }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  // The list follows the words once typing pauses, rather than asking for every keystroke's.
  const [words] = useDebouncedValue(q.trim(), 300);
  const jobs = useInfiniteQuery({
    ...adminJobsQuery({ q: words || undefined, status: status || undefined }),
    placeholderData: keepPreviousData,
  });
  const rows = jobs.data?.pages.flatMap((page) => page.items);
  const filtered = Boolean(words || status);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Job Management
      </Title>
      <Group gap="sm" align="flex-end" grow>
        <TextInput
          label="Search jobs"
          type="search"
          placeholder="Title, company, skill or any word"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <NativeSelect
          label="Filter by status"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          data={[
            { value: '', label: 'Any status' },
            { value: 'approved', label: 'Approved' },
            { value: 'pending', label: 'Pending' },
            { value: 'rejected', label: 'Rejected' },
          ]}
        />
      </Group>
      {jobs.isPending &&
        SKELETONS.map((key) => <Skeleton key={key} height={96} radius="md" data-testid="job-row-skeleton" />)}
      {jobs.isError && !rows && (
        <ErrorPanel title="Could not load jobs." error={jobs.error} onRetry={() => jobs.refetch()} />
      )}
      {rows?.length === 0 &&
        (filtered ? (
          <EmptyPanel title="No jobs match" hint="Try other words, or any status." />
        ) : (
          <EmptyPanel title="No Jobs Posted" hint="Create your first job posting using the form." />
        ))}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((job) => (
            <JobRow key={job.id} job={job} onEdit={onEdit} />
          ))}
        </Stack>
      )}
      <LoadMore list={jobs} label="Load more jobs" failedTitle="Could not load more jobs." />
    </Stack>
  );
}
