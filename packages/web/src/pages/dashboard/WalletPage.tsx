import '../../i18n/wallet-texts.ts';
import { Alert, Anchor, Button, Container, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  formatDate,
  isSettled,
  type LedgerEntry,
  LIMITS,
  ORDER_REFERENCE,
  type PaymentOrder,
  type User,
} from '@modern-jobs/domain';
import { IconReceipt, IconWallet } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderQuery, refreshWallet, transactionsQuery } from '../../api/wallet.ts';
import { Link } from '../../components/link/Link.tsx';
import { LoadMore } from '../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { AddFundsButton } from '../../components/wallet/AddFundsButton.tsx';
import { EntryRow } from '../../components/wallet/EntryRow.tsx';
import { balancePaisa, paisaMoney } from '../../components/wallet/wallet-format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

const ReceiptModal = lazy(() =>
  import('../../components/wallet/ReceiptModal.tsx').then((m) => ({ default: m.ReceiptModal })),
);

/** How often, and how many times, a pending order is asked about again before the page stops. */
export const ORDER_POLL = { everyMs: 3000, times: 5 } as const;

const SKELETONS = Array.from({ length: LIMITS.skeletonRows }, (_, i) => `row-${i}`);

/**
 * Where a payment the gateway sent the browser back from stands: credited, failed (with the
 * gateway's words), or still waiting for the gateway, asked about a few times more.
 */
function OrderOutcome({ reference }: { reference: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const client = useQueryClient();
  // The answers to ask for before saying it is still waiting: the first, and ORDER_POLL.times more.
  const [answers, setAnswers] = useState(1 + ORDER_POLL.times);
  const order = useQuery({
    ...orderQuery(reference),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < answers ? ORDER_POLL.everyMs : false,
  });
  const status = order.data?.status;

  // Once it is settled, the balance and the entries are read again (a credit has landed).
  useEffect(() => {
    if (status && isSettled(status)) void refreshWallet(client);
  }, [status, client]);

  if (order.isPending) return <Skeleton height={96} radius="md" aria-label={t('wallet.order.loading')} />;
  if (order.isError)
    return <ErrorPanel title={t('wallet.order.loadFailed')} error={order.error} onRetry={() => order.refetch()} />;
  // How many answers came (the query's state counts them; its result does not carry the count).
  const answered = client.getQueryState(orderQuery(reference).queryKey)?.dataUpdateCount ?? 0;
  const waitedOut = order.data.status === 'pending' && answered >= answers;
  return (
    <OrderAlert
      order={order.data}
      waitedOut={waitedOut}
      polling={order.isFetching}
      onCheckAgain={() => {
        setAnswers(answered + 1 + ORDER_POLL.times);
        void order.refetch();
      }}
    />
  );
}

const ORDER_COLOURS = {
  paid: 'green',
  pending: 'blue',
  failed: 'red',
  cancelled: 'yellow',
  expired: 'yellow',
} as const;

function OrderAlert({
  order,
  waitedOut,
  polling,
  onCheckAgain,
}: {
  order: PaymentOrder;
  waitedOut: boolean;
  polling: boolean;
  onCheckAgain: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const amount = paisaMoney(i18n, order.amountPaisa);
  const title = t(`wallet.order.${order.status}.title`);
  return (
    <Alert
      color={ORDER_COLOURS[order.status]}
      title={title}
      role={order.status === 'pending' ? 'status' : 'alert'}
      data-testid="order-outcome"
      data-status={order.status}
      icon={order.status === 'pending' && !waitedOut ? <Loader size="xs" aria-hidden="true" /> : undefined}
    >
      <Stack gap={4}>
        {order.status === 'paid' && <Text size="sm">{t('wallet.order.paid', { amount })}</Text>}
        {order.status === 'pending' && (
          <Text size="sm">{waitedOut ? t('wallet.order.stillPending') : t('wallet.order.pending', { amount })}</Text>
        )}
        {(order.status === 'failed' || order.status === 'cancelled' || order.status === 'expired') && (
          <>
            <Text size="sm">{t('wallet.order.nothingAdded', { amount })}</Text>
            {order.failure?.message && (
              <Text size="sm">
                {t('wallet.order.gatewaySaid', { message: '' })}
                <bdi>{order.failure.message}</bdi>
              </Text>
            )}
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('wallet.order.reference', { reference: '' })}
          <bdi>{order.reference}</bdi>
        </Text>
        {waitedOut && (
          <Group>
            <Button size="xs" variant="light" loading={polling} onClick={onCheckAgain}>
              {t('wallet.order.checkAgain')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** Every entry of the wallet, newest first, page by page, each with its receipt. */
function Transactions({ employer }: { employer: boolean }) {
  const { t, locale } = useI18n();
  const entries = useInfiniteQuery(transactionsQuery());
  const [receipt, setReceipt] = useState<LedgerEntry | null>(null);
  const [asked, setAsked] = useState(false);
  const rows = entries.data?.pages.flatMap((page) => page.items);
  return (
    <Stack gap="sm" component="section" aria-labelledby="wallet-transactions-title">
      <Title order={2} size="h3" id="wallet-transactions-title">
        {t('wallet.transactions')}
      </Title>
      {entries.isPending && (
        <Stack gap="xs" role="status" aria-label={t('wallet.loading')}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} height={84} radius="md" />
          ))}
        </Stack>
      )}
      {entries.isError && !rows && (
        <ErrorPanel title={t('wallet.loadFailed')} error={entries.error} onRetry={() => entries.refetch()} />
      )}
      {rows?.length === 0 && (
        <EmptyPanel title={t('wallet.none')} hint={employer ? t('wallet.noneEmployer') : t('wallet.noneSeeker')} />
      )}
      {rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((entry) => (
            <Paper key={entry.id} withBorder p="md" component="li" data-testid="wallet-entry">
              <EntryRow
                entry={entry}
                full
                actions={
                  <Group mt={4}>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconReceipt size={16} aria-hidden="true" />}
                      aria-haspopup="dialog"
                      aria-label={t('wallet.receipt.openLabel', {
                        type: t(`wallet.type.${entry.type}`),
                        date: formatDate(entry.createdAt, locale),
                      })}
                      onClick={() => {
                        setAsked(true);
                        setReceipt(entry);
                      }}
                    >
                      {t('wallet.receipt.open')}
                    </Button>
                  </Group>
                }
              />
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMore list={entries} label={t('wallet.loadMore')} failedTitle={t('wallet.loadFailed')} />
      {asked && (
        <Suspense>
          <ReceiptModal entry={receipt} onClose={() => setReceipt(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * /dashboard/wallet: the balance, the outcome of a payment the gateway sent the browser back from
 * (`?order=`), Add Funds for an employer, and every entry with its printable receipt.
 */
export function WalletPage({ user }: { user: User }) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const [params] = useSearchParams();
  const reference = params.get('order');
  const employer = Boolean(user.company);
  return (
    <Container size="md" py="lg">
      <title>{t('wallet.pageTitle')}</title>
      <Stack gap="lg">
        <Anchor component={Link} to={path('/dashboard')} size="sm">
          {t('wallet.backToDashboard')}
        </Anchor>
        <Title order={1} size="h2">
          {t('wallet.title')}
        </Title>
        {reference && ORDER_REFERENCE.test(reference) && <OrderOutcome reference={reference} />}
        <Paper withBorder p="lg" bg="green.0">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <IconWallet size={28} aria-hidden="true" />
                <Stack gap={0}>
                  <Text size="sm" c="dimmed">
                    {t('dashboard.wallet')}
                  </Text>
                  <Text fw={800} size="xl" data-testid="wallet-balance">
                    {paisaMoney(i18n, balancePaisa(user.walletBalance))}
                  </Text>
                </Stack>
              </Group>
              {employer && <AddFundsButton />}
            </Group>
            <Text size="sm">{employer ? t('wallet.forBoosts') : t('wallet.seekersFree')}</Text>
          </Stack>
        </Paper>
        <Transactions employer={employer} />
      </Stack>
    </Container>
  );
}
