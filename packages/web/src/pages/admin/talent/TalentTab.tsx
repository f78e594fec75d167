import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@modern-jobs/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { pakistanTime, pkr } from '../wallet/money-field.ts';
import { type CompanyUsage, talentUsageQuery } from './talent-api.ts';

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

/** The counters of a company's use, each a label over its figure. */
const FIGURES: Array<{ label: string; of: (usage: CompanyUsage) => string }> = [
  { label: 'Views', of: (usage) => String(usage.views) },
  { label: 'Unlocks', of: (usage) => String(usage.unlocks) },
  { label: 'Requests', of: (usage) => String(usage.requests) },
  { label: 'Accepted', of: (usage) => String(usage.accepted) },
  { label: 'Paid', of: (usage) => pkr(usage.spentPaisa) },
];

function UsageRow({ usage }: { usage: CompanyUsage }) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="talent-usage">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {usage.companyName}
          </Text>
          <Text size="xs" c="dimmed">
            Last used {pakistanTime(usage.lastAt)}
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          {FIGURES.map(({ label, of }) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700}>{of(usage)}</Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'CV bank' (issue 34): each company's use of the bank (views, unlocks, requests, what it paid).
 * Hiding a profile is done from the Users tab, the prices and daily caps in Settings.
 */
export function TalentTab() {
  const usage = useInfiniteQuery(talentUsageQuery());
  const rows = usage.data?.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          CV bank
        </Title>
        <Text size="sm" c="dimmed">
          Each company’s use of the CV bank since it began, by company. Hide a profile from the bank in the Users tab;
          set its prices and daily caps in Settings.
        </Text>
      </div>
      {usage.isPending && SKELETONS.map((key) => <Skeleton key={key} height={80} radius="md" />)}
      {usage.isError && !rows && (
        <ErrorPanel title="Could not load the CV bank’s use." error={usage.error} onRetry={() => usage.refetch()} />
      )}
      {rows?.length === 0 && (
        <EmptyPanel title="No company has used the CV bank yet" hint="Companies appear here after their first view." />
      )}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="CV bank use by company">
          {rows.map((row) => (
            <UsageRow key={row.companyId} usage={row} />
          ))}
        </Stack>
      )}
      <LoadMore list={usage} label="Load more companies" failedTitle="Could not load more companies." />
    </Stack>
  );
}
