import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type EmployerJob, formatDate, isBoostLive, LIMITS } from '@modern-jobs/domain';
import { IconPencil, IconPlus, IconRocket, IconTrash, IconUsers, IconX } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { CursorPage } from '../../api/client.ts';
import { useCloseEmployerJob, useDeleteEmployerJob } from '../../api/employer.ts';
import { BOOSTED_COLOR } from '../../app/theme.ts';
import { showToast } from '../../app/toast.ts';
import { ConfirmModal } from '../../components/confirm-modal/ConfirmModal.tsx';
import { Link } from '../../components/link/Link.tsx';
import { LoadMore } from '../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { employerJobState, STATE_COLOURS } from './job-state.ts';

// Buying a boost: its form loads on the first press.
const BoostModal = lazy(() => import('./BoostModal.tsx').then((m) => ({ default: m.BoostModal })));

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

/** One of the employer's jobs: where it stands (and why, if rejected), its applications, and what can be done. */
function EmployerJobRow({ job }: { job: EmployerJob }) {
  const i18n = useI18n();
  const { t, plural, path, locale } = i18n;
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null);
  const [boosting, setBoosting] = useState(false);
  const [boostAsked, setBoostAsked] = useState(false);
  const close = useCloseEmployerJob();
  const remove = useDeleteEmployerJob();
  const state = employerJobState(job);
  const titleId = `job-${job.id}-title`;
  const boosted = isBoostLive(job);
  // A boost without an end is the operator's: nothing can be bought onto it.
  const canBoost = state === 'approved' && !(boosted && !job.boostExpiry);

  const act = async (action: 'close' | 'delete') => {
    const [mutation, done, failed] =
      action === 'close'
        ? ([close, 'employer.closedDone', 'employer.closeFailed'] as const)
        : ([remove, 'employer.deletedDone', 'employer.deleteFailed'] as const);
    try {
      await mutation.mutateAsync(job.id);
      setConfirming(null);
      await showToast({ title: t(done), message: job.title, color: 'green' });
    } catch (error) {
      setConfirming(null);
      await showToast({
        title: t(failed),
        message: i18n.errorText(error, 'common.checkConnection'),
        color: 'red',
        reference: i18n.referenceText(error),
      });
    }
  };

  return (
    <Paper withBorder p="md" component="li" data-testid="employer-job" data-state={state}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Title>
            {/* Each phrase whole on its line: in Urdu a break inside the date or the count reorders it. */}
            <Text size="sm" c="dimmed">
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('employer.posted', { date: formatDate(job.createdAt, locale) })}
              </span>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>{plural('employer.applications', job.applicationCount)}</span>
            </Text>
            {boosted && (
              <Badge color={BOOSTED_COLOR} variant="light" tt="none" data-testid="boosted-until">
                {job.boostExpiry ? t('boost.until', { date: formatDate(job.boostExpiry, locale) }) : t('boost.noEnd')}
              </Badge>
            )}
          </Stack>
          <Badge color={STATE_COLOURS[state]} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t(`employer.status.${state}`)}
          </Badge>
        </Group>
        {state === 'rejected' && job.rejectionReason && (
          <Alert color="red" variant="light" p="xs" role="note">
            <Text size="sm" dir="auto">
              {t('employer.rejectedReason', { reason: job.rejectionReason })}
            </Text>
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={path(`/employer/jobs/${job.id}/applicants`)}
            size="xs"
            variant="light"
            leftSection={<IconUsers size={16} aria-hidden="true" />}
            aria-label={t('employer.applicantsLabel', { title: job.title })}
          >
            {t('employer.applicants')}
          </Button>
          <Button
            component={Link}
            to={path(`/employer/jobs/${job.id}/edit`)}
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            aria-label={t('employer.editLabel', { title: job.title })}
          >
            {t('employer.edit')}
          </Button>
          {canBoost && (
            <Button
              size="xs"
              variant="light"
              color={BOOSTED_COLOR}
              leftSection={<IconRocket size={16} aria-hidden="true" />}
              aria-label={t('boost.actionLabel', { title: job.title })}
              aria-haspopup="dialog"
              onClick={() => {
                setBoostAsked(true);
                setBoosting(true);
              }}
            >
              {t('boost.action')}
            </Button>
          )}
          {state !== 'closed' && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              aria-label={t('employer.closeLabel', { title: job.title })}
              onClick={() => setConfirming('close')}
            >
              {t('employer.close')}
            </Button>
          )}
          {/* Only a job no one applied to can go: the API refuses the others (409). */}
          {job.applicationCount === 0 && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              aria-label={t('employer.deleteLabel', { title: job.title })}
              onClick={() => setConfirming('delete')}
            >
              {t('employer.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      {boostAsked && (
        <Suspense>
          <BoostModal job={job} opened={boosting} onClose={() => setBoosting(false)} />
        </Suspense>
      )}
      <ConfirmModal
        opened={confirming === 'close'}
        title={t('employer.closeTitle')}
        text={t('employer.closeText', { title: job.title })}
        cancelLabel={t('employer.cancel')}
        confirmLabel={t('employer.closeConfirm')}
        busy={close.isPending}
        onConfirm={() => void act('close')}
        onClose={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={confirming === 'delete'}
        title={t('employer.deleteTitle')}
        text={t('employer.deleteText', { title: job.title })}
        cancelLabel={t('employer.cancel')}
        confirmLabel={t('employer.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => void act('delete')}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}

/** The employer's jobs, newest first, page by page; with 'Post a job' and the limits that apply. */
export function EmployerJobs({ jobs }: { jobs: UseInfiniteQueryResult<InfiniteData<CursorPage<EmployerJob>>> }) {
  const { t, path } = useI18n();
  const rows = jobs.data?.pages.flatMap((page) => page.items);
  return (
    <Stack gap="sm" component="section" aria-labelledby="employer-jobs-title">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} size="h3" id="employer-jobs-title">
            {t('employer.jobs')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('employer.limits', { pending: LIMITS.employerPendingJobs, daily: LIMITS.employerJobsPerDay })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={path('/employer/jobs/new')}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          {t('employer.postJob')}
        </Button>
      </Group>
      {jobs.isPending && (
        <Stack gap="xs" role="status" aria-label={t('employer.jobsLoading')}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} height={110} radius="md" />
          ))}
        </Stack>
      )}
      {jobs.isError && !rows && (
        <ErrorPanel title={t('employer.jobsLoadFailed')} error={jobs.error} onRetry={() => jobs.refetch()} />
      )}
      {rows?.length === 0 && <EmptyPanel title={t('employer.jobsNone')} hint={t('employer.jobsNoneHint')} />}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((job) => (
            <EmployerJobRow key={job.id} job={job} />
          ))}
        </Stack>
      )}
      <LoadMore list={jobs} label={t('jobs.loadMore')} failedTitle={t('employer.jobsLoadFailed')} />
    </Stack>
  );
}
