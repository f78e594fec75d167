import {
  type Adjustment,
  DEFAULT_LOCALE,
  type DepositRefund,
  PAYMENT_METHOD_NAMES,
  paisaToAmount,
} from '@modern-jobs/domain';
import { getUser } from '../accounts/store/users.ts';
import { auditPut } from '../audit/store/audit.ts';
import { RefundRefusedError } from './errors.ts';
import { balanceOf, postEntry, RefusedWithEntryError, type StoredEntry } from './store/ledger.ts';
import { getOrder, refundOrderItem } from './store/orders.ts';

/** Who acts, as the activity log names them. */
export interface Operator {
  actor: string;
  ip: string;
}

/**
 * The operator moves a wallet's balance either way, with a reason: an adjustment entry and its
 * record in the activity log, in one transaction; never below zero (InsufficientFundsError).
 */
export async function adjustWallet(
  userId: string,
  { amountPaisa, reason }: Adjustment,
  who: Operator,
  now = new Date(),
): Promise<StoredEntry> {
  const before = await balanceOf(userId);
  const person = await getUser(userId);
  return postEntry(
    {
      userId,
      type: 'adjustment',
      amountPaisa,
      reference: `adjustment:${now.toISOString()}`,
      description: `Adjustment by the board: ${reason}`,
      details: { reason, by: who.actor },
      receipt: { to: person?.email ?? null, locale: DEFAULT_LOCALE, name: person?.firstName ?? null },
      with: [
        auditPut(
          {
            ...who,
            action: 'wallet.adjusted',
            item: { type: 'user', id: userId },
            changes: [
              { field: 'balance', before: paisaToAmount(before), after: paisaToAmount(before + amountPaisa) },
              { field: 'reason', before: null, after: reason },
            ],
          },
          now,
        ),
      ],
    },
    now,
  );
}

/**
 * The operator refunds a deposit, once: a paid one's money back to the payer through the gateway
 * (the wallet gives it up; the operator completes it in the gateway's portal, neither hosted
 * checkout offering a refund call for wallet payments), or a payment the gateway took that the
 * wallet never got (its order failed or expired) into the wallet. The refund is recorded on the
 * order, in the ledger and in the activity log, in one transaction.
 */
export async function refundDeposit(
  reference: string,
  refund: DepositRefund,
  who: Operator,
  now = new Date(),
): Promise<StoredEntry> {
  const order = await getOrder(reference);
  if (!order) throw new RefundRefusedError('not-found');
  if (order.refund) throw new RefundRefusedError('already');
  if (refund.amountPaisa > order.amountPaisa) throw new RefundRefusedError('too-large');
  const possible =
    refund.to === 'gateway' ? order.status === 'paid' : ['failed', 'expired', 'cancelled'].includes(order.status);
  if (!possible) throw new RefundRefusedError('not-possible');
  const gateway = PAYMENT_METHOD_NAMES[order.method];
  try {
    return await postEntry(
      {
        userId: order.userId,
        type: 'refund',
        amountPaisa: refund.to === 'gateway' ? -refund.amountPaisa : refund.amountPaisa,
        reference,
        description:
          refund.to === 'gateway'
            ? `Refund of a deposit to your ${gateway} account`
            : `A ${gateway} payment that had not reached your wallet`,
        details: { method: order.method, reason: refund.reason, by: who.actor },
        receipt: order.receipt,
        with: [
          refundOrderItem(reference, { ...refund, by: who.actor, at: now.toISOString() }),
          auditPut(
            {
              ...who,
              action: 'wallet.refunded',
              item: { type: 'order', id: reference },
              changes: [
                { field: 'refund', before: null, after: `${paisaToAmount(refund.amountPaisa)} to the ${refund.to}` },
                { field: 'reason', before: null, after: refund.reason },
              ],
            },
            now,
          ),
        ],
      },
      now,
    );
  } catch (error) {
    // Another refund of it landed between the read and the write.
    if (error instanceof RefusedWithEntryError && error.index === 0) throw new RefundRefusedError('already');
    throw error;
  }
}
