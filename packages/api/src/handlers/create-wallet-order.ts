import { addFundsSchema } from '@modern-jobs/domain';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { startDeposit } from '../wallet/payments.ts';
import { toPaymentOrder, walletRefused } from '../wallet/refusals.ts';

/**
 * Add Funds: the pending order, and where the browser goes to pay (the checkout page, which signs
 * the gateway's form on the server). The same request key again answers the same order.
 */
export const handler = httpHandler('create-wallet-order', { body: addFundsSchema }, async ({ auth, body, event }) => {
  const employer = await auth.requireEmployer();
  try {
    const { order } = await startDeposit(
      { userId: employer.userId, email: employer.email, name: employer.firstName, locale: requestLocale(event) },
      body,
    );
    return json(
      { order: toPaymentOrder(order), checkoutUrl: `/api/wallet/orders/${order.reference}/checkout` },
      { status: 201 },
    );
  } catch (error) {
    walletRefused(error);
  }
});
