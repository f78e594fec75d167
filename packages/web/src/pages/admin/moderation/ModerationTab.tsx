import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, JOB_TYPE_LABELS, LIMITS, type ModerationItem, postedAgo, salaryText } from '@modern-jobs/domain';
import { IconCheck, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { showToast } from '../../../app/toast.ts';
import { CompanyLogo } from '../../../components/job-card/CompanyLogo.tsx';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { useDialogSubject } from '../dialog-subject.ts';
import { useFailureToast } from '../failure-toast.ts';
import { ModerationTrust } from '../trust/ModerationTrust.tsx';
import { changedFields } from './changed-fields.ts';
import { changedSinceRead, moderationQuery, useDecideJob } from './moderation-api.ts';
import { RejectModal } from './RejectModal.tsx';

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

/** A labelled line of the details; nothing when the job leaves it empty. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Everything the employer wrote, to judge before approving: the job, then the company. */
function JobDetails({ id, item }: { id: string; item: ModerationItem }) {
  const texts = useI18n();
  const { t } = texts;
  const { job, company } = item;
  return (
    <Stack id={id} gap="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {/* The short facts side by side where there is room; the long texts in full below. */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Location">{job.location}</Fact>
        <Fact label="Job type">{JOB_TYPE_LABELS[job.jobType]}</Fact>
        <Fact label="Salary">{salaryText(job.salaryMin, job.salaryMax, texts)}</Fact>
        <Fact label="Apply by">{job.applicationDeadline ? formatDate(job.applicationDeadline) : 'No deadline'}</Fact>
        <Fact label="Skills">{job.skills.join(', ')}</Fact>
        <Fact label="Company city">{t(`city.${company.city}`)}</Fact>
        <Fact label="Company website">
          {company.website && (
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              {company.website}
            </Anchor>
          )}
        </Fact>
      </SimpleGrid>
      <Fact label="Description">{job.description}</Fact>
      <Fact label="Requirements">{job.requirements}</Fact>
      <Fact label="Benefits">{job.benefits}</Fact>
      <Fact label="About the company">{company.about}</Fact>
    </Stack>
  );
}

/**
 * Says that a job changed after the operator read it, and what changed: the row shows the new version
 * (its details open), which is the one a decision now sends. `before` is the version they had read;
 * null when the queue has not brought the new one yet (the API refused the old one), then they reload.
 */
function ChangedNotice({
  before,
  item,
  onReload,
  onClose,
}: {
  before: ModerationItem | null;
  item: ModerationItem;
  onReload: () => void;
  onClose: () => void;
}) {
  if (!before)
    return (
      <Alert color="yellow" role="alert" title="This job changed after you read it">
        <Text size="sm">It was not decided on. Reload the queue to read its new version, then decide again.</Text>
        <Button size="xs" variant="default" mt="xs" onClick={onReload}>
          Reload
        </Button>
      </Alert>
    );
  const fields = changedFields(before, item);
  return (
    <Alert
      color="yellow"
      role="alert"
      title="This job changed after you read it"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Text size="sm">
        Below is its new version{item.job.updatedAt ? `, edited ${formatDate(item.job.updatedAt)}` : ''}. Read it, then
        approve or reject it again: a decision is on the version shown.
      </Text>
      {fields.length > 0 && <Text size="sm">Changed: {fields.join(', ')}.</Text>}
    </Alert>
  );
}

function ModerationRow({
  item,
  refused,
  onReject,
  onRefused,
  onReload,
}: {
  item: ModerationItem;
  /** the version of this job the API refused as changed (412), if any */
  refused: string | undefined;
  onReject: (item: ModerationItem) => void;
  onRefused: (item: ModerationItem) => void;
  onReload: () => void;
}) {
  const texts = useI18n();
  const { job, employer, company } = item;
  const [open, setOpen] = useState(false);
  // The version on screen, and the one it replaced while shown (a decision elsewhere reads the queue
  // again; a refused one brings the new version): never swapped for another without saying so.
  const [shown, setShown] = useState(item);
  const [changedFrom, setChangedFrom] = useState<ModerationItem | null>(null);
  useEffect(() => {
    if (item.job.updatedAt === shown.job.updatedAt) return;
    setChangedFrom(shown);
    setShown(item);
    setOpen(true);
  }, [item, shown]);
  const detailsId = useId();
  const decide = useDecideJob();
  const failed = useFailureToast();
  const approve = async () => {
    try {
      await decide.mutateAsync({ id: job.id, version: job.updatedAt, decision: 'approve' });
      await showToast({ title: 'Job approved', message: `“${job.title}” is now on the site.`, color: 'green' });
    } catch (error) {
      if (changedSinceRead(error)) onRefused(item);
      else await failed(error, 'Could not approve the job.');
    }
  };
  const stillOld = refused !== undefined && refused === job.updatedAt;
  return (
    <Paper withBorder p="md" component="li" data-testid="moderation-row">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <CompanyLogo companyLogo={company.logo ?? job.companyLogo} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Posted by {employer.firstName ?? 'an unnamed employer'}
              {employer.email ? ` · ${employer.email}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              Posted {formatDate(job.createdAt)} ({postedAgo(job.createdAt, new Date(), texts)})
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge color="yellow" variant="light">
            pending
          </Badge>
          <Text size="sm" c="dimmed">
            {job.location} · {JOB_TYPE_LABELS[job.jobType]}
          </Text>
        </Group>
        <ModerationTrust item={item} />
        {(changedFrom || stillOld) && (
          <ChangedNotice
            before={stillOld ? null : changedFrom}
            item={item}
            onReload={onReload}
            onClose={() => setChangedFrom(null)}
          />
        )}
        {open && <JobDetails id={detailsId} item={item} />}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            leftSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          >
            {open ? 'Hide details' : 'Details'}
          </Button>
          <Button
            color="green"
            size="sm"
            leftSection={<IconCheck size={16} />}
            onClick={approve}
            loading={decide.isPending}
            aria-label={`Approve ${job.title}`}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            size="sm"
            leftSection={<IconX size={16} />}
            onClick={() => onReject(item)}
            disabled={decide.isPending}
            aria-label={`Reject ${job.title}`}
          >
            Reject
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'Moderation': jobs employers posted, waiting for the operator, oldest first. Approve puts a job on
 * the site; Reject asks for a reason, which the employer reads. Decided jobs leave the queue. A
 * decision is on the version shown (sent as If-Match): a job its employer edited meanwhile is refused
 * (412), and its row shows the new version and says what changed.
 */
export function ModerationTab() {
  const queue = useInfiniteQuery(moderationQuery());
  const rows = queue.data?.pages.flatMap((page) => page.items);
  const rejecting = useDialogSubject<ModerationItem>();
  // Jobs whose decision the API refused because they changed after being read (412), by the version refused.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const onRefused = useCallback(
    (item: ModerationItem) => setRefused((was) => ({ ...was, [item.job.id]: item.job.updatedAt ?? '' })),
    [],
  );
  const reload = useCallback(() => void queue.refetch(), [queue.refetch]);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Moderation
        </Title>
        <Text size="sm" c="dimmed">
          Jobs employers posted, waiting for review: the longest-waiting first.
        </Text>
      </div>
      {queue.isPending &&
        SKELETONS.map((key) => <Skeleton key={key} height={140} radius="md" data-testid="moderation-skeleton" />)}
      {queue.isError && !rows && (
        <ErrorPanel
          title="Could not load the jobs waiting for review."
          error={queue.error}
          onRetry={() => queue.refetch()}
        />
      )}
      {rows?.length === 0 && (
        <EmptyPanel
          title="Nothing waiting for review"
          hint="Jobs employers post appear here until you approve or reject them."
        />
      )}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Jobs waiting for review">
          {rows.map((item) => (
            <ModerationRow
              key={item.job.id}
              item={item}
              refused={refused[item.job.id]}
              onReject={rejecting.open}
              onRefused={onRefused}
              onReload={reload}
            />
          ))}
        </Stack>
      )}
      <LoadMore list={queue} label="Load more jobs to review" failedTitle="Could not load more jobs to review." />
      <RejectModal item={rejecting.subject} opened={rejecting.opened} onClose={rejecting.close} onChanged={onRefused} />
    </Stack>
  );
}
