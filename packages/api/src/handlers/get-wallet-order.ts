import { API_MESSAGES, ORDER_REFERENCE } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { toPaymentOrder } from '../wallet/refusals.ts';
import { getOrder } from '../wallet/store/orders.ts';

/** One payment order of the caller's, for the wallet page to say where it stands (pending, paid…). */
export const handler = httpHandler(
  'get-wallet-order',
  { params: z.object({ reference: z.string().regex(ORDER_REFERENCE, API_MESSAGES.orderNotFound) }) },
  async ({ auth, params }) => {
    const employer = await auth.requireEmployer();
    const order = await getOrder(params.reference);
    // Another person's order is as missing as one that never was.
    if (order?.userId !== employer.userId) throw httpError(404, API_MESSAGES.orderNotFound);
    return json(toPaymentOrder(order));
  },
);
