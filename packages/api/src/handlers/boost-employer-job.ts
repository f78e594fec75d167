import { boostRequestSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { asEmployerJob } from '../employers/employer-job.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { buyBoost } from '../wallet/boosts.ts';
import { walletRefused } from '../wallet/refusals.ts';
import { toLedgerEntry } from '../wallet/store/ledger.ts';

/** An employer buys 7, 15 or 30 days of boost for an approved, open job of theirs, from their wallet. */
export const handler = httpHandler(
  'boost-employer-job',
  { params: z.object({ id: idSchema }), body: boostRequestSchema },
  async ({ params, body, auth, event }) => {
    const employer = await auth.requireEmployer();
    try {
      const { job, entry } = await buyBoost(
        employer.userId,
        params.id,
        body.days,
        { to: employer.email, locale: requestLocale(event), name: employer.firstName },
        new Date(),
        body.pricePaisa,
      );
      return json({ job: asEmployerJob(job), entry: toLedgerEntry(entry) });
    } catch (error) {
      walletRefused(error);
    }
  },
);
