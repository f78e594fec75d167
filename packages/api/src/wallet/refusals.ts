import { API_MESSAGES, type PaymentOrder } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { BoostRefusedError } from './boosts.ts';
import { PaymentsUnavailableError } from './gateway-config.ts';
import { DepositLimitsError } from './payments.ts';
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
};

/** An order as its owner sees it: without whose it is, the request key or the merchant account. */
export function toPaymentOrder(order: StoredOrder): PaymentOrder {
  const { userId: _user, requestId: _request, merchantId: _merchant, mobile: _mobile, ...seen } = order;
  return seen;
}
