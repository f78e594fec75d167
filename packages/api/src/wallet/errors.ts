/**
 * The wallet's refusals, on their own so that what answers them (refusals.ts) imports none of the
 * code that throws them: a deposit's handler carries no CloudFront client for the boosts' sake.
 */

/** Why a boost was not bought: nothing was written. */
export class BoostRefusedError extends Error {
  override name = 'BoostRefusedError';
  constructor(readonly reason: 'not-found' | 'not-public' | 'no-end' | 'funds' | 'not-employer' | 'changed' | 'price') {
    super(reason);
  }
}

/** Why the operator's refund of a deposit was refused: nothing was written. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
  constructor(readonly reason: 'not-found' | 'already' | 'too-large' | 'not-possible') {
    super(reason);
  }
}

/** The amount is outside what one Add Funds may be (Settings' minimum and maximum). */
export class DepositLimitsError extends Error {
  override name = 'DepositLimitsError';
}
