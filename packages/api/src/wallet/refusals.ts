import { API_MESSAGES, type PaymentOrder } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { PaymentsUnavailableError } from './gateway-config.ts';
import { DepositLimitsError } from './payments.ts';
import type { StoredOrder } from './store/orders.ts';

/**
 * A wallet refusal as the answer the person gets: an amount outside the limits (400), payments not
 * configured in this stage (503, and the operator's logs say which gateway). Anything else is thrown on.
 */
export function walletRefused(error: unknown): never {
  if (error instanceof DepositLimitsError) throw httpError(400, API_MESSAGES.depositLimits);
  if (error instanceof PaymentsUnavailableError)
    throw httpError(503, API_MESSAGES.paymentsUnavailable, { headers: { 'Retry-After': '600' } });
  throw error;
}

/** An order as its owner sees it: without whose it is, the request key or the merchant account. */
export function toPaymentOrder(order: StoredOrder): PaymentOrder {
  const { userId: _user, requestId: _request, merchantId: _merchant, mobile: _mobile, ...seen } = order;
  return seen;
}
