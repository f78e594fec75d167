import type { AddFunds, LedgerEntry, PaymentOrder } from '@modern-jobs/domain';
import { infiniteQueryOptions, type QueryClient, queryOptions, useMutation } from '@tanstack/react-query';
import { authQuery } from './auth.ts';
import { apiRequest, fetchCursorPage } from './client.ts';

/** Rows per page of the wallet page: a phone screen or two, and 'Load more' for the rest. */
const PAGE = 20;
/** The dashboard card's latest entries. */
export const LATEST = 3;

const TRANSACTIONS = '/api/wallet/transactions';

/** The signed-in person's wallet entries, newest first, page by page (the wallet page). */
export const transactionsQuery = () =>
  infiniteQueryOptions({
    queryKey: [TRANSACTIONS, 'all'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<LedgerEntry>(TRANSACTIONS, { limit: String(PAGE) }, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The latest few entries (the dashboard's wallet card). */
export const latestTransactionsQuery = () =>
  queryOptions({
    queryKey: [TRANSACTIONS, 'latest'] as const,
    queryFn: async ({ signal }) =>
      (await fetchCursorPage<LedgerEntry>(TRANSACTIONS, { limit: String(LATEST) }, undefined, signal)).items,
  });

/** One payment order of the caller's: where it stands after the gateway sent the browser back. */
export const orderQuery = (reference: string) =>
  queryOptions({
    queryKey: ['/api/wallet/orders', reference] as const,
    queryFn: async () =>
      (await apiRequest('GET', `/api/wallet/orders/${encodeURIComponent(reference)}`)).json() as Promise<PaymentOrder>,
  });

/** What Add Funds answers: the pending order and where the browser goes to pay. */
export interface StartedOrder {
  order: PaymentOrder;
  checkoutUrl: string;
}

/** Add Funds: one order per request key (made when the dialog opened), so a double click makes one. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: async (input: AddFunds) =>
      (await apiRequest('POST', '/api/wallet/orders', input)).json() as Promise<StartedOrder>,
  });
}

/** A new request key: 16 random bytes as hex, which the API's key pattern takes. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The wallet's figures changed: the balance (the signed-in user) and the entries are read again. */
export function refreshWallet(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: authQuery().queryKey }),
    client.invalidateQueries({ queryKey: [TRANSACTIONS] }),
  ]);
}
