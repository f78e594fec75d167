import '../../i18n/wallet-texts.ts';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { User } from '@modern-jobs/domain';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { latestTransactionsQuery } from '../../api/wallet.ts';
import { Link } from '../../components/link/Link.tsx';
import { ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { AddFundsButton } from '../../components/wallet/AddFundsButton.tsx';
import { EntryRow } from '../../components/wallet/EntryRow.tsx';
import { balancePaisa, paisaMoney } from '../../components/wallet/wallet-format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * The dashboard's wallet: the balance, the latest entries and a link to them all. An employer reads
 * what funds are for and can add some; a job seeker reads that the board never asks them for money.
 */
export function WalletCard({ user }: { user: User }) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const latest = useQuery(latestTransactionsQuery());
  const employer = Boolean(user.company);
  return (
    <Paper withBorder p="lg" bg="green.0" component="section" aria-labelledby="wallet-title" data-testid="wallet-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconWallet size={28} aria-hidden="true" />
            <Stack gap={0}>
              <Title order={2} size="sm" fw={400} c="dimmed" id="wallet-title">
                {t('dashboard.wallet')}
              </Title>
              <Text fw={800} size="xl" data-testid="wallet-balance">
                {paisaMoney(i18n, balancePaisa(user.walletBalance))}
              </Text>
            </Stack>
          </Group>
          {employer && <AddFundsButton variant="light" />}
        </Group>
        <Text size="sm">{employer ? t('wallet.forBoosts') : t('wallet.seekersFree')}</Text>
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t('wallet.recent')}
          </Title>
          <Anchor component={Link} to={path('/dashboard/wallet')} size="sm">
            {t('wallet.allTransactions')}
          </Anchor>
        </Group>
        {latest.isPending && <Skeleton height={72} radius="md" aria-label={t('wallet.loading')} />}
        {latest.isError && (
          <ErrorPanel title={t('wallet.loadFailed')} error={latest.error} onRetry={() => latest.refetch()} />
        )}
        {latest.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('wallet.none')}
          </Text>
        )}
        {latest.data && latest.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('wallet.recent')}>
            {latest.data.map((entry) => (
              <Paper key={entry.id} withBorder p="sm" component="li" data-testid="wallet-entry">
                <EntryRow entry={entry} />
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
