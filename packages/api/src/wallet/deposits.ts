import { PAYMENT_METHOD_NAMES, paisaToAmount } from '@modern-jobs/domain';
import { postEntry, RefusedWithEntryError, type StoredEntry } from './store/ledger.ts';
import { type StoredOrder, settleOrder, settleOrderItem } from './store/orders.ts';

/** What a gateway said about an order, once its message was verified and matched to the order. */
export interface GatewayOutcome {
  status: 'paid' | 'failed' | 'cancelled' | 'pending';
  gatewayTransactionId?: string | undefined;
  code: string;
  message?: string | undefined;
}

export type DepositResult =
  | { result: 'credited'; entry: StoredEntry }
  /** it was settled before: by the other message of the pair (return and notification), or a replay */
  | { result: 'already-settled' }
  | { result: 'not-paid'; status: 'failed' | 'cancelled' }
  | { result: 'still-pending' };

/**
 * Applies a gateway's word to its order, once: a payment credits the wallet in the same transaction
 * that settles the order, on the condition that it is still pending, so the gateway's return and its
 * notification, a retried or replayed notification, and the status inquiry credit it once between them.
 */
export async function applyOutcome(
  order: StoredOrder,
  outcome: GatewayOutcome,
  now = new Date(),
): Promise<DepositResult> {
  if (order.status !== 'pending') return { result: 'already-settled' };
  if (outcome.status === 'pending') return { result: 'still-pending' };
  if (outcome.status !== 'paid') {
    const settled = await settleOrder(
      order.reference,
      { status: outcome.status, failure: { code: outcome.code, message: outcome.message ?? '' } },
      now,
    );
    return settled ? { result: 'not-paid', status: outcome.status } : { result: 'already-settled' };
  }
  try {
    const entry = await postEntry(
      {
        userId: order.userId,
        type: 'deposit',
        amountPaisa: order.amountPaisa,
        reference: order.reference,
        description: `Deposit of PKR ${paisaToAmount(order.amountPaisa)} via ${PAYMENT_METHOD_NAMES[order.method]}`,
        details: { method: order.method },
        receipt: order.receipt,
        with: [
          settleOrderItem(order.reference, { status: 'paid', gatewayTransactionId: outcome.gatewayTransactionId }, now),
        ],
      },
      now,
    );
    return { result: 'credited', entry };
  } catch (error) {
    if (error instanceof RefusedWithEntryError) return { result: 'already-settled' };
    throw error;
  }
}
