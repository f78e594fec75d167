import { API_MESSAGES, ORDER_REFERENCE, PAYMENT_METHOD_NAMES } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { gatewayFormPage } from '../wallet/gateway-form.ts';
import { checkoutOf, walletPage } from '../wallet/payments.ts';
import { walletRefused } from '../wallet/refusals.ts';
import { getOrder } from '../wallet/store/orders.ts';

/**
 * The page that sends the browser to the gateway with the order's signed form. An order already
 * settled goes back to the wallet, which says how it ended.
 */
export const handler = httpHandler(
  'wallet-checkout',
  {
    params: z.object({ reference: z.string().regex(ORDER_REFERENCE, API_MESSAGES.orderNotFound) }),
    ownSecurityHeaders: true,
  },
  async ({ auth, params }) => {
    const employer = await auth.requireEmployer();
    const order = await getOrder(params.reference);
    if (order?.userId !== employer.userId) throw httpError(404, API_MESSAGES.orderNotFound);
    if (order.status !== 'pending' || Date.parse(order.expiresAt) < Date.now())
      return empty(303, { Location: walletPage(order) });
    try {
      return gatewayFormPage(checkoutOf(order, employer.email), PAYMENT_METHOD_NAMES[order.method]);
    } catch (error) {
      walletRefused(error);
    }
  },
);
