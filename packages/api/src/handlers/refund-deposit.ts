import { API_MESSAGES, depositRefundSchema, ORDER_REFERENCE } from '@modern-jobs/domain';
import * as z from 'zod';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { refundDeposit } from '../wallet/payment-admin.ts';
import { toAdminEntry, walletRefused } from '../wallet/refusals.ts';

/** The operator refunds a deposit once: through the gateway, or into the wallet that never got it. */
export const handler = httpHandler(
  'refund-deposit',
  {
    params: z.object({ reference: z.string().regex(ORDER_REFERENCE, API_MESSAGES.orderNotFound) }),
    body: depositRefundSchema,
  },
  async ({ auth, event, params, body }) => {
    const who = await adminAction(auth, event);
    try {
      return json(toAdminEntry(await refundDeposit(params.reference, body, who)), { status: 201 });
    } catch (error) {
      walletRefused(error);
    }
  },
);
