import type {
  Adjustment,
  AdminLedgerEntry,
  DepositRefund,
  LedgerEntryType,
  LedgerTotals,
  OrderStatus,
  OrderTotals,
  PaymentMethod,
  PaymentOrder,
} from '@modern-jobs/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchCursorPage, throwIfNotOk } from '../../../api/client.ts';

const WALLET = '/api/admin/wallet';
const WALLET_PAGE = 50;

/** What the entries are narrowed to: type, gateway, person, a range of Pakistan days (YYYY-MM-DD). */
export interface EntryFilter {
  type?: LedgerEntryType;
  method?: PaymentMethod;
  userId?: string;
  from?: string;
  to?: string;
}

/** What the deposits are narrowed to: status, gateway, a range of Pakistan days. */
export interface OrderFilter {
  status?: OrderStatus;
  method?: PaymentMethod;
  from?: string;
  to?: string;
}

/** A deposit as Payment Management lists it: whose it is, too. */
export type AdminOrder = PaymentOrder & { userId: string };

export interface Reconciliation {
  ledger: LedgerTotals;
  balances: { wallets: number; totalPaisa: number };
  holds: boolean;
}

export interface UserWallet {
  userId: string;
  balancePaisa: number;
  balance: string;
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

const search = (filter: object) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Wallet entries for a filter, newest first, page by page (the next cursor in X-Next-Cursor). */
export const walletEntriesQuery = (filter: EntryFilter) =>
  infiniteQueryOptions({
    queryKey: [WALLET, 'entries', filter] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AdminLedgerEntry>(
        `${WALLET}/entries`,
        { limit: String(WALLET_PAGE), ...filter },
        pageParam,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The exact count and signed sum of a filter's entries, by type. */
export const walletTotalsQuery = (filter: EntryFilter) =>
  queryOptions({
    queryKey: [WALLET, 'totals', filter] as const,
    queryFn: ({ signal }) => getJson<LedgerTotals>(`${WALLET}/totals${search(filter)}`, signal),
  });

/** The exact count and sum of a filter's deposits, by status. */
export const orderTotalsQuery = (filter: OrderFilter) =>
  queryOptions({
    queryKey: [WALLET, 'orders', 'totals', filter] as const,
    queryFn: ({ signal }) => getJson<OrderTotals>(`${WALLET}/orders/totals${search(filter)}`, signal),
  });

/** Every entry summed against every kept balance summed. */
export const reconciliationQuery = () =>
  queryOptions({
    queryKey: [WALLET, 'reconciliation'] as const,
    queryFn: ({ signal }) => getJson<Reconciliation>(`${WALLET}/reconciliation`, signal),
  });

/** Deposits (payment orders) for a filter, newest first, page by page. */
export const walletOrdersQuery = (filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: [WALLET, 'orders', filter] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AdminOrder>(`${WALLET}/orders`, { limit: String(WALLET_PAGE), ...filter }, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** One person's balance. */
export const userWalletQuery = (userId: string) =>
  queryOptions({
    queryKey: [WALLET, 'users', userId] as const,
    queryFn: ({ signal }) => getJson<UserWallet>(`${WALLET}/users/${encodeURIComponent(userId)}`, signal),
  });

/** After any change every wallet figure is read again: entries, totals, deposits, balances, the books. */
function useReadWalletAgain() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [WALLET] });
}

/** Moves a person's balance either way, with a reason (201: the adjustment entry; 409: below zero). */
export function useAdjustWallet() {
  const readAgain = useReadWalletAgain();
  return useMutation({
    mutationFn: async ({ userId, ...body }: Adjustment & { userId: string }) =>
      (await (
        await apiRequest('POST', `${WALLET}/users/${encodeURIComponent(userId)}/adjustments`, body)
      ).json()) as AdminLedgerEntry,
    onSettled: readAgain,
  });
}

/** Refunds a deposit once, to the gateway or into the wallet (409: already, too large, not possible). */
export function useRefundDeposit() {
  const readAgain = useReadWalletAgain();
  return useMutation({
    mutationFn: async ({ reference, ...body }: DepositRefund & { reference: string }) =>
      (await (
        await apiRequest('POST', `${WALLET}/orders/${encodeURIComponent(reference)}/refund`, body)
      ).json()) as AdminLedgerEntry,
    onSettled: readAgain,
  });
}
