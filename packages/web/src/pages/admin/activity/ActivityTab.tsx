import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_ACTION_LABELS, type AuditRecord } from '@modern-jobs/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ActivityFilter, adminActivityQuery } from '../../../api/admin.ts';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Karachi' });

function Change({ field, before, after }: AuditRecord['changes'][number]) {
  return (
    <Text component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {field}
      </Text>
      : {before ?? '(none)'} → {after ?? '(none)'}
    </Text>
  );
}

function ActivityRow({ record }: { record: AuditRecord }) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="activity-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{AUDIT_ACTION_LABELS[record.action]}</Text>
        <Text size="sm" c="dimmed">
          {when(record.at)} (Pakistan time)
        </Text>
      </Group>
      <Text size="sm">
        {record.item.type} {record.item.label ? `“${record.item.label}” ` : ''}
        <Text span c="dimmed">
          ({record.item.id})
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        by {record.actor} from {record.ip}
      </Text>
      {record.changes.length > 0 && (
        <Stack component="ul" gap={2} mt={4} pl="md" m={0}>
          {record.changes.map((change) => (
            <Change key={change.field} {...change} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** 'Activity': what admins did, newest first, by who did it and by which item (a job's history). */
export function ActivityTab({ filter, onFilter }: { filter: ActivityFilter; onFilter: (f: ActivityFilter) => void }) {
  const [draft, setDraft] = useState(filter);
  useEffect(() => setDraft(filter), [filter]);
  const activity = useInfiniteQuery(adminActivityQuery(filter));
  const rows = activity.data?.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Activity
      </Title>
      <Group
        component="form"
        align="flex-end"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          onFilter({ actor: draft.actor?.trim() || undefined, item: draft.item?.trim() || undefined });
        }}
      >
        <TextInput
          label="Who"
          placeholder="admin:03001234567"
          value={draft.actor ?? ''}
          onChange={(event) => setDraft((d) => ({ ...d, actor: event.currentTarget.value }))}
        />
        <TextInput
          label="Item"
          placeholder="job:<id>"
          value={draft.item ?? ''}
          onChange={(event) => setDraft((d) => ({ ...d, item: event.currentTarget.value }))}
        />
        <Button type="submit">Filter</Button>
        {(filter.actor || filter.item) && (
          <Button variant="subtle" onClick={() => onFilter({})}>
            Show all
          </Button>
        )}
      </Group>
      {activity.isPending && <Skeleton height={120} radius="md" />}
      {activity.isError && !rows && (
        <ErrorPanel title="Could not load the activity." error={activity.error} onRetry={() => activity.refetch()} />
      )}
      {rows?.length === 0 && <EmptyPanel title="No activity" hint="What admins do appears here." />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows?.map((record) => (
          <ActivityRow key={record.id} record={record} />
        ))}
      </Stack>
      <LoadMore list={activity} label="Load more activity" failedTitle="Could not load more activity." />
    </Stack>
  );
}
