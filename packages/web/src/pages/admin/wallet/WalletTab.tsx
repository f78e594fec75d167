// Styles only this tab needs (its sub-view switch and the dialogs' radios), loaded with it.
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type AdminLedgerEntry,
  LEDGER_ENTRY_TYPES,
  type LedgerEntryType,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@modern-jobs/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '../../../components/load-more/LoadMore.tsx';
import { EmptyPanel, ErrorPanel } from '../../../components/status-panel/StatusPanel.tsx';
import { useDialogSubject } from '../dialog-subject.ts';
import { AdjustModal } from './AdjustModal.tsx';
import { DepositTotals, FilterTotals } from './FilterTotals.tsx';
import { pakistanTime, pkr, signedPkr } from './money-field.ts';
import { STATUS_LABELS } from './order-status.ts';
import { RefundModal, refundTarget } from './RefundModal.tsx';
import {
  type AdminOrder,
  type EntryFilter,
  type OrderFilter,
  reconciliationQuery,
  userWalletQuery,
  walletEntriesQuery,
  walletOrdersQuery,
  walletTotalsQuery,
} from './wallet-api.ts';

const TYPE_LABELS: Record<LedgerEntryType, { one: string; many: string; colour: string }> = {
  deposit: { one: 'Deposit', many: 'Deposits', colour: 'green' },
  boost: { one: 'Boost', many: 'Boosts', colour: 'grape' },
  refund: { one: 'Refund', many: 'Refunds', colour: 'orange' },
  adjustment: { one: 'Adjustment', many: 'Adjustments', colour: 'blue' },
  withdrawal: { one: 'Withdrawal', many: 'Withdrawals', colour: 'gray' },
  contact: { one: 'Candidate contact', many: 'Candidate contacts', colour: 'teal' },
};

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...LEDGER_ENTRY_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type].many })),
];
const METHOD_OPTIONS = [
  { value: '', label: 'All gateways' },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status].label })),
];

/** A person's id as the API takes it (ledgerFilterSchema). */
const PERSON_ID = /^[A-Za-z0-9_-]{1,64}$/;

const FIELD = { flex: '1 1 10rem', minWidth: 0 } as const;

/** The books: deposits − boosts − refunds ± adjustments against the sum of every kept balance. */
function ReconciliationCard() {
  const books = useQuery(reconciliationQuery());
  if (books.isPending) return <Skeleton height={96} radius="md" />;
  if (books.isError)
    return (
      <ErrorPanel title="Could not load the reconciliation." error={books.error} onRetry={() => books.refetch()} />
    );
  const { ledger, balances, holds } = books.data;
  const terms = LEDGER_ENTRY_TYPES.filter((type) => type !== 'withdrawal' || ledger.byType[type]);
  return (
    <Paper withBorder p="md" data-testid="reconciliation" data-holds={String(holds)} aria-labelledby="books-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id="books-title">
          Reconciliation
        </Title>
        <Badge color={holds ? 'green' : 'red'} variant="filled" size="lg" tt="none">
          {holds ? 'Holds' : 'Does not hold'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        Deposits − boosts − refunds ± adjustments, every entry signed, against the sum of every balance.
      </Text>
      <Stack component="dl" gap={2} mt="xs" mb={0} style={{ maxWidth: '28rem' }}>
        {terms.map((type) => (
          <Group key={type} justify="space-between" wrap="nowrap" gap="xs">
            <Text component="dt" size="sm">
              {TYPE_LABELS[type].many} ({ledger.byType[type]?.count ?? 0})
            </Text>
            <Text component="dd" size="sm" m={0} ta="end">
              {signedPkr(ledger.byType[type]?.paisa ?? 0)}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text component="dt" size="sm" fw={700}>
            Ledger ({ledger.count} {ledger.count === 1 ? 'entry' : 'entries'})
          </Text>
          <Text component="dd" size="sm" m={0} fw={700} ta="end" data-testid="ledger-total">
            {pkr(ledger.totalPaisa)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text component="dt" size="sm" fw={700}>
            Sum of balances ({balances.wallets} {balances.wallets === 1 ? 'wallet' : 'wallets'})
          </Text>
          <Text component="dd" size="sm" m={0} fw={700} ta="end" data-testid="balances-total">
            {pkr(balances.totalPaisa)}
          </Text>
        </Group>
      </Stack>
      {!holds && (
        <Text size="sm" c="red" mt={4} role="alert">
          The ledger and the balances differ by {pkr(ledger.totalPaisa - balances.totalPaisa)}.
        </Text>
      )}
    </Paper>
  );
}

function EntryRow({ entry, onPerson }: { entry: AdminLedgerEntry; onPerson?: (userId: string) => void }) {
  const type = TYPE_LABELS[entry.type];
  return (
    <Paper withBorder p="sm" component="li" data-testid="wallet-entry-row">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap">
          <Badge color={type.colour} variant="light">
            {type.one}
          </Badge>
          {entry.method && (
            <Text size="sm" c="dimmed">
              {PAYMENT_METHOD_NAMES[entry.method as PaymentMethod] ?? entry.method}
            </Text>
          )}
        </Group>
        <Text fw={700} c={entry.amountPaisa < 0 ? 'red' : undefined}>
          {signedPkr(entry.amountPaisa)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.description}
      </Text>
      {entry.reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Reason: {entry.reason}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {pakistanTime(entry.createdAt)} (Pakistan time) · balance after {pkr(entry.balancePaisa)} · {entry.reference}
      </Text>
      {onPerson && (
        <Button
          size="compact-xs"
          variant="subtle"
          px={0}
          onClick={() => onPerson(entry.userId)}
          style={{ maxWidth: '100%' }}
        >
          <Text span size="xs" truncate>
            Open wallet of {entry.userId}
          </Text>
        </Button>
      )}
    </Paper>
  );
}

/** One person's wallet: their balance, and the adjustment either way. Their entries are the list below. */
function PersonWallet({ userId, onClose }: { userId: string; onClose: () => void }) {
  const wallet = useQuery(userWalletQuery(userId));
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Paper withBorder p="md" data-testid="person-wallet" aria-labelledby="person-wallet-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id="person-wallet-title" style={{ overflowWrap: 'anywhere' }}>
            Wallet of {userId}
          </Title>
          {wallet.isPending && <Skeleton height={24} width={160} mt={4} />}
          {wallet.isSuccess && (
            <Text size="xl" fw={700} data-testid="person-balance">
              {pkr(wallet.data.balancePaisa)}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button size="xs" onClick={() => setAdjusting(true)} disabled={!wallet.isSuccess}>
            Adjust balance
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            Close wallet
          </Button>
        </Group>
      </Group>
      {wallet.isError && (
        <ErrorPanel title="Could not load the wallet." error={wallet.error} onRetry={() => wallet.refetch()} />
      )}
      <AdjustModal
        userId={userId}
        balancePaisa={wallet.data?.balancePaisa}
        opened={adjusting}
        onClose={() => setAdjusting(false)}
      />
    </Paper>
  );
}

/** The exact count and net sum of the filter's entries, and each type's. */
function Totals({ filter }: { filter: EntryFilter }) {
  const totals = useQuery({ ...walletTotalsQuery(filter), placeholderData: keepPreviousData });
  return (
    <FilterTotals
      query={totals}
      testId="wallet-totals"
      nouns={['entry', 'entries']}
      sumWord="net"
      money={signedPkr}
      read={({ count, totalPaisa, byType }) => ({
        count,
        totalPaisa,
        groups: LEDGER_ENTRY_TYPES.flatMap((type) => {
          const share = byType[type];
          return share
            ? [{ key: type, label: TYPE_LABELS[type].many, colour: TYPE_LABELS[type].colour, ...share }]
            : [];
        }),
      })}
    />
  );
}

function DateRange<F extends { from?: string; to?: string }>({
  filter,
  onChange,
}: {
  filter: F;
  onChange: (change: Partial<F>) => void;
}) {
  const backwards = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <>
      <TextInput
        style={FIELD}
        type="date"
        label="From (Pakistan day)"
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined } as Partial<F>)}
      />
      <TextInput
        style={FIELD}
        type="date"
        label="Until (Pakistan day)"
        value={filter.to ?? ''}
        min={filter.from}
        error={backwards ? 'The range ends before it starts' : undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value || undefined } as Partial<F>)}
      />
    </>
  );
}

const backwards = (filter: { from?: string; to?: string }) =>
  Boolean(filter.from && filter.to && filter.from > filter.to);

function EntriesView({ person, onPerson }: { person: string; onPerson: (userId: string) => void }) {
  const [filter, setFilter] = useState<Omit<EntryFilter, 'userId'>>({});
  const [typedPerson] = useDebouncedValue(person.trim(), 300);
  const personOk = !typedPerson || PERSON_ID.test(typedPerson);
  const applied: EntryFilter = { ...filter, ...(typedPerson && personOk ? { userId: typedPerson } : {}) };
  const valid = personOk && !backwards(filter);
  const entries = useInfiniteQuery({
    ...walletEntriesQuery(applied),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const rows = entries.data?.pages.flatMap((page) => page.items);
  const filtered = Object.values(applied).some(Boolean);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          style={FIELD}
          label="Type"
          data={TYPE_OPTIONS}
          value={filter.type ?? ''}
          onChange={(event) => {
            const type = (event.currentTarget.value || undefined) as LedgerEntryType | undefined;
            setFilter((f) => ({ ...f, type }));
          }}
        />
        <NativeSelect
          style={FIELD}
          label="Gateway"
          data={METHOD_OPTIONS}
          value={filter.method ?? ''}
          onChange={(event) => {
            const method = (event.currentTarget.value || undefined) as PaymentMethod | undefined;
            setFilter((f) => ({ ...f, method }));
          }}
        />
        <DateRange filter={filter} onChange={(change) => setFilter((f) => ({ ...f, ...change }))} />
      </Group>
      {typedPerson && personOk && <PersonWallet userId={typedPerson} onClose={() => onPerson('')} />}
      {valid && <Totals filter={applied} />}
      {valid && entries.isPending && <Skeleton height={96} radius="md" data-testid="wallet-skeleton" />}
      {entries.isError && !rows && (
        <ErrorPanel title="Could not load the entries." error={entries.error} onRetry={() => entries.refetch()} />
      )}
      {valid && rows?.length === 0 && (
        <EmptyPanel
          title={filtered ? 'No entries match' : 'No wallet entries yet'}
          hint={filtered ? 'Try another type, gateway, person or days.' : 'Deposits, boosts and refunds appear here.'}
        />
      )}
      {valid && rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Wallet entries">
          {rows.map((entry) => (
            <EntryRow key={entry.id} entry={entry} onPerson={applied.userId ? undefined : onPerson} />
          ))}
        </Stack>
      )}
      {valid && <LoadMore list={entries} label="Load more entries" failedTitle="Could not load more entries." />}
    </Stack>
  );
}

/** A paid deposit is refunded to the payer; one that never reached the wallet is credited to it. */
const refundLabel = (order: AdminOrder) => (refundTarget(order) === 'gateway' ? 'Refund' : 'Credit the wallet');

function OrderRow({
  order,
  onRefund,
  onPerson,
}: {
  order: AdminOrder;
  onRefund: (order: AdminOrder) => void;
  onPerson: (userId: string) => void;
}) {
  const status = STATUS_LABELS[order.status];
  const refundable = !order.refund && order.status !== 'pending';
  return (
    <Paper withBorder p="sm" component="li" data-testid="wallet-order-row">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap">
          <Badge color={status.colour} variant="light">
            {status.label}
          </Badge>
          <Text size="sm" c="dimmed">
            {PAYMENT_METHOD_NAMES[order.method]}
          </Text>
          {order.refund && (
            <Badge color="orange" variant="filled">
              Refunded
            </Badge>
          )}
        </Group>
        <Text fw={700}>{pkr(order.amountPaisa)}</Text>
      </Group>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {order.reference}
      </Text>
      <Text size="xs" c="dimmed">
        {pakistanTime(order.createdAt)} (Pakistan time)
      </Text>
      {order.failure && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Gateway said: {order.failure.message} ({order.failure.code})
        </Text>
      )}
      {order.refund && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Refunded {pkr(order.refund.amountPaisa)} to the {order.refund.to} on {pakistanTime(order.refund.at)} by{' '}
          {order.refund.by}: {order.refund.reason}
        </Text>
      )}
      <Group gap="xs" mt={6} wrap="wrap">
        <Button
          size="xs"
          variant="default"
          onClick={() => onPerson(order.userId)}
          aria-label={`Open wallet of ${order.userId}`}
        >
          Open wallet
        </Button>
        {refundable && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onRefund(order)}
            aria-label={`${refundLabel(order)} ${order.reference}`}
          >
            {refundLabel(order)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function DepositsView({ onPerson }: { onPerson: (userId: string) => void }) {
  const [filter, setFilter] = useState<OrderFilter>({});
  const valid = !backwards(filter);
  const orders = useInfiniteQuery({ ...walletOrdersQuery(filter), placeholderData: keepPreviousData, enabled: valid });
  const rows = orders.data?.pages.flatMap((page) => page.items);
  const refunding = useDialogSubject<AdminOrder>();
  const filtered = Object.values(filter).some(Boolean);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          style={FIELD}
          label="Status"
          data={STATUS_OPTIONS}
          value={filter.status ?? ''}
          onChange={(event) => {
            const status = (event.currentTarget.value || undefined) as OrderStatus | undefined;
            setFilter((f) => ({ ...f, status }));
          }}
        />
        <NativeSelect
          style={FIELD}
          label="Gateway"
          data={METHOD_OPTIONS}
          value={filter.method ?? ''}
          onChange={(event) => {
            const method = (event.currentTarget.value || undefined) as PaymentMethod | undefined;
            setFilter((f) => ({ ...f, method }));
          }}
        />
        <DateRange filter={filter} onChange={(change) => setFilter((f) => ({ ...f, ...change }))} />
      </Group>
      {valid && orders.isPending && <Skeleton height={96} radius="md" data-testid="wallet-skeleton" />}
      {orders.isError && !rows && (
        <ErrorPanel title="Could not load the deposits." error={orders.error} onRetry={() => orders.refetch()} />
      )}
      {valid && <DepositTotals filter={filter} />}
      {valid && rows?.length === 0 && (
        <EmptyPanel
          title={filtered ? 'No deposits match' : 'No deposits yet'}
          hint={filtered ? 'Try another status, gateway or days.' : 'Add Funds orders appear here.'}
        />
      )}
      {valid && rows && rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deposits">
          {rows.map((order) => (
            <OrderRow key={order.reference} order={order} onRefund={refunding.open} onPerson={onPerson} />
          ))}
        </Stack>
      )}
      {valid && <LoadMore list={orders} label="Load more deposits" failedTitle="Could not load more deposits." />}
      <RefundModal order={refunding.subject} opened={refunding.opened} onClose={refunding.close} />
    </Stack>
  );
}

type View = 'entries' | 'deposits';

/** 'Payment Management': the books, wallet entries and deposits by filter, one person's wallet, refunds and adjustments. */
export function WalletTab() {
  const [view, setView] = useState<View>('entries');
  const [person, setPerson] = useState('');
  const personError = person.trim() && !PERSON_ID.test(person.trim()) ? 'Letters, digits, - and _ only' : undefined;
  const openPerson = (userId: string) => {
    setPerson(userId);
    setView('entries');
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Payment Management
        </Title>
        <Text size="sm" c="dimmed">
          Deposits, boosts, refunds and adjustments. Amounts are exact to the paisa; days are Pakistan days.
        </Text>
      </div>
      <ReconciliationCard />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'entries', label: 'Entries' },
            { value: 'deposits', label: 'Deposits' },
          ]}
          aria-label="Show"
        />
        {view === 'entries' && (
          <TextInput
            style={{ flex: '1 1 14rem', minWidth: 0 }}
            label="Person id"
            description="Opens their wallet and lists their entries."
            placeholder="The person's id"
            value={person}
            error={personError}
            onChange={(event) => setPerson(event.currentTarget.value)}
          />
        )}
      </Group>
      {view === 'entries' ? (
        <EntriesView person={person} onPerson={openPerson} />
      ) : (
        <DepositsView onPerson={openPerson} />
      )}
    </Stack>
  );
}
