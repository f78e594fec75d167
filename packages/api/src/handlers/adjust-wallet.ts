import { adjustmentSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { adjustWallet } from '../wallet/payment-admin.ts';
import { toAdminEntry, walletRefused } from '../wallet/refusals.ts';

/** The operator moves a person's balance either way, with a reason, in the ledger and the activity log. */
export const handler = httpHandler(
  'adjust-wallet',
  { params: z.object({ id: idSchema }), body: adjustmentSchema },
  async ({ auth, event, params, body }) => {
    const who = await adminAction(auth, event);
    try {
      return json(toAdminEntry(await adjustWallet(params.id, body, who)), { status: 201 });
    } catch (error) {
      walletRefused(error);
    }
  },
);
