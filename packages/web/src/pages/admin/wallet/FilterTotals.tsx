import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ORDER_STATUSES, type OrderTotals } from '@modern-jobs/domain';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { pkr } from './money-field.ts';
import { STATUS_LABELS } from './order-status.ts';
import { type OrderFilter, orderTotalsQuery } from './wallet-api.ts';

/** One kind's share of a filter's totals (an entry type, a deposit status). */
export interface TotalsGroup {
  key: string;
  label: string;
  colour: string;
  count: number;
  paisa: number;
}

/**
 * A filter's exact totals, of every item and not the page shown: the count and the sum, then each
 * kind's. Loading and failure as every panel of the tab shows them.
 */
export function FilterTotals<T>({
  query,
  testId,
  nouns,
  sumWord,
  money,
  read,
}: {
  query: UseQueryResult<T>;
  testId: string;
  /** what is counted, one and many */
  nouns: [string, string];
  /** the word before the sum: 'net', 'in all' */
  sumWord: string;
  money: (paisa: number) => string;
  read: (data: T) => { count: number; totalPaisa: number; groups: TotalsGroup[] };
}) {
  if (query.isPending) return <Skeleton height={32} radius="md" />;
  if (query.isError)
    return <ErrorPanel title="Could not load the totals." error={query.error} onRetry={() => query.refetch()} />;
  const { count, totalPaisa, groups } = read(query.data);
  return (
    <Stack gap={4} data-testid={testId} aria-label="Totals for the filter">
      <Text size="sm">
        <Text span fw={700}>
          {count} {count === 1 ? nouns[0] : nouns[1]}
        </Text>
        , {sumWord}{' '}
        <Text span fw={700}>
          {money(totalPaisa)}
        </Text>
      </Text>
      <Group gap={6} wrap="wrap">
        {groups.map((group) => (
          <Badge key={group.key} variant="light" color={group.colour} tt="none" size="lg">
            {group.label}: {group.count} · {money(group.paisa)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** The exact count and sum of the filter's deposits, and each status's. */
export function DepositTotals({ filter }: { filter: OrderFilter }) {
  const totals = useQuery({ ...orderTotalsQuery(filter), placeholderData: keepPreviousData });
  return (
    <FilterTotals
      query={totals}
      testId="deposit-totals"
      nouns={['deposit', 'deposits']}
      sumWord="in all"
      money={pkr}
      read={({ count, totalPaisa, byStatus }: OrderTotals) => ({
        count,
        totalPaisa,
        groups: ORDER_STATUSES.flatMap((status) => {
          const share = byStatus[status];
          return share ? [{ key: status, ...STATUS_LABELS[status], ...share }] : [];
        }),
      })}
    />
  );
}
