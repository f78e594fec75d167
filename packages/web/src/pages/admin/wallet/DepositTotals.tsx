import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ORDER_STATUSES } from '@modern-jobs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { pkr } from './money-field.ts';
import { STATUS_LABELS } from './order-status.ts';
import { type OrderFilter, orderTotalsQuery } from './wallet-api.ts';

/** The exact count and sum of the filter's deposits, and each status's: every order, not the page shown. */
export function DepositTotals({ filter }: { filter: OrderFilter }) {
  const totals = useQuery({ ...orderTotalsQuery(filter), placeholderData: keepPreviousData });
  if (totals.isPending) return <Skeleton height={32} radius="md" />;
  if (totals.isError)
    return <ErrorPanel title="Could not load the totals." error={totals.error} onRetry={() => totals.refetch()} />;
  const { count, totalPaisa, byStatus } = totals.data;
  return (
    <Stack gap={4} data-testid="deposit-totals" aria-label="Totals for the filter">
      <Text size="sm">
        <Text span fw={700}>
          {count} {count === 1 ? 'deposit' : 'deposits'}
        </Text>
        , in all{' '}
        <Text span fw={700}>
          {pkr(totalPaisa)}
        </Text>
      </Text>
      <Group gap={6} wrap="wrap">
        {ORDER_STATUSES.filter((status) => byStatus[status]).map((status) => (
          <Badge key={status} variant="light" color={STATUS_LABELS[status].colour} tt="none" size="lg">
            {STATUS_LABELS[status].label}: {byStatus[status]?.count} · {pkr(byStatus[status]?.paisa ?? 0)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
