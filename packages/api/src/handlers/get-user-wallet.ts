import { idSchema, paisaToAmount } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { walletRefused } from '../wallet/refusals.ts';
import { balanceOf } from '../wallet/store/ledger.ts';

/** Payment Management: one person's balance (their entries: list-wallet-entries with userId). */
export const handler = httpHandler(
  'get-user-wallet',
  { params: z.object({ id: idSchema }) },
  async ({ auth, params }) => {
    await auth.requireAdmin();
    try {
      const balancePaisa = await balanceOf(params.id);
      return json({ userId: params.id, balancePaisa, balance: paisaToAmount(balancePaisa) });
    } catch (error) {
      walletRefused(error);
    }
  },
);
