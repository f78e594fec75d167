import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';

/** Attributes a row's list item carries, for tests and styles (`data-state`, `data-paused`). */
type RowData = Record<`data-${string}`, string | boolean>;

/**
 * One of the dashboard's lists (recent applications, saved jobs, job alerts): its title, then a
 * skeleton while it loads, what failed with 'Try again', what to do when it is empty, or its rows,
 * each a card in a list. The section says what a row shows and does.
 */
export function DashboardList<T>({
  title,
  titleAside,
  description,
  id,
  query,
  loadingLabel,
  skeletonHeight = 120,
  errorTitle,
  emptyTitle,
  emptyHint,
  emptyAction,
  rowKey,
  rowData,
  renderRow,
}: {
  title: string;
  /** At the title's far end: a link. */
  titleAside?: ReactNode;
  /** Under the title, dimmed. */
  description?: string;
  /** Makes the list a section a link can go to (`#id`), named by its title. */
  id?: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  skeletonHeight?: number;
  errorTitle: string;
  emptyTitle: string;
  emptyHint: string;
  /** What to do next when the list is empty. */
  emptyAction?: ReactNode;
  rowKey: (item: T) => string;
  rowData?: (item: T) => RowData;
  renderRow: (item: T) => ReactNode;
}) {
  let heading: ReactNode = (
    <Title order={2} size="h3" id={id && `${id}-title`}>
      {title}
    </Title>
  );
  if (description) {
    heading = (
      <Stack gap={0}>
        {heading}
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    );
  }
  if (titleAside) {
    heading = (
      <Group justify="space-between">
        {heading}
        {titleAside}
      </Group>
    );
  }

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={skeletonHeight} radius="md" aria-label={loadingLabel} />;
  else if (query.isError) body = <ErrorPanel title={errorTitle} error={query.error} onRetry={() => query.refetch()} />;
  else if (query.data.length === 0) {
    body = (
      <EmptyPanel title={emptyTitle} hint={emptyHint}>
        {emptyAction}
      </EmptyPanel>
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((item) => (
          <Paper key={rowKey(item)} withBorder p="md" component="li" {...rowData?.(item)}>
            {renderRow(item)}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component={id ? 'section' : 'div'} id={id} aria-labelledby={id && `${id}-title`}>
      {heading}
      {body}
    </Stack>
  );
}
