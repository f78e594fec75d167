import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { sumOfBalances, totalsOf } from '../wallet/store/ledger-lists.ts';

/**
 * The books: deposits − boosts − refunds ± adjustments (every entry's signed sum, by type) against
 * the sum of every kept balance. They hold when the two are equal.
 */
export const handler = httpHandler('wallet-reconciliation', {}, async ({ auth }) => {
  await auth.requireAdmin();
  const [ledger, balances] = await Promise.all([totalsOf({}), sumOfBalances()]);
  return json({ ledger, balances, holds: ledger.totalPaisa === balances.totalPaisa });
});
