import { type AdminLedgerEntry, API_MESSAGES, type PaymentOrder } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { BoostRefusedError, DepositLimitsError, RefundRefusedError } from './errors.ts';
import { PaymentsUnavailableError } from './gateway-config.ts';
import { InsufficientFundsError, NoWalletError, type StoredEntry, toLedgerEntry } from './store/ledger.ts';
import type { StoredOrder } from './store/orders.ts';

/**
 * A wallet refusal as the answer the person gets: an amount outside the limits (400), payments not
 * configured in this stage (503, and the operator's logs say which gateway), a boost refused (a job
 * not theirs 404, not public or boosted without end 409, funds short 402). Anything else is thrown on.
 */
export function walletRefused(error: unknown): never {
  if (error instanceof DepositLimitsError) throw httpError(400, API_MESSAGES.depositLimits);
  if (error instanceof PaymentsUnavailableError)
    throw httpError(503, API_MESSAGES.paymentsUnavailable, { headers: { 'Retry-After': '600' } });
  if (error instanceof RefundRefusedError) {
    const [status, message] = REFUND_REFUSALS[error.reason];
    throw httpError(status, message);
  }
  if (error instanceof InsufficientFundsError) throw httpError(409, API_MESSAGES.insufficientFunds);
  if (error instanceof NoWalletError) throw httpError(404, API_MESSAGES.userNotFound);
  if (error instanceof BoostRefusedError) {
    const [status, message] = BOOST_REFUSALS[error.reason];
    throw httpError(status, message);
  }
  throw error;
}

const BOOST_REFUSALS: Record<BoostRefusedError['reason'], [number, string]> = {
  'not-found': [404, API_MESSAGES.jobNotFound],
  'not-public': [409, API_MESSAGES.boostNotPublic],
  'no-end': [409, API_MESSAGES.boostWithoutEnd],
  // Payment Required: the wallet has less than the price.
  funds: [402, API_MESSAGES.insufficientFunds],
  'not-employer': [403, API_MESSAGES.notEmployer],
  changed: [409, API_MESSAGES.jobChanged],
  price: [409, API_MESSAGES.boostPriceChanged],
};

const REFUND_REFUSALS: Record<RefundRefusedError['reason'], [number, string]> = {
  'not-found': [404, API_MESSAGES.orderNotFound],
  already: [409, API_MESSAGES.alreadyRefunded],
  'too-large': [409, API_MESSAGES.refundTooLarge],
  'not-possible': [409, API_MESSAGES.refundNotPossible],
};

/** An order as its owner sees it: without whose it is, the request key or the merchant account. */
export function toPaymentOrder(order: StoredOrder): PaymentOrder {
  const {
    userId: _user,
    requestId: _request,
    merchantId: _merchant,
    mobile: _mobile,
    receipt: _receipt,
    ...seen
  } = order;
  return seen;
}

/** An order as Payment Management lists it: whose, and the merchant account it was signed for. */
export function toAdminOrder(order: StoredOrder): PaymentOrder & { userId: string; merchantId: string } {
  const { requestId: _request, mobile: _mobile, receipt: _receipt, ...seen } = order;
  return seen;
}

/** An entry as Payment Management lists it: whose, how it was paid, and the operator's reason. */
export function toAdminEntry(entry: StoredEntry): AdminLedgerEntry {
  return {
    ...toLedgerEntry(entry),
    userId: entry.userId,
    ...(entry.method ? { method: entry.method } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
  };
}
