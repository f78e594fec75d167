import * as z from 'zod';
import { API_MESSAGES } from '../messages/api.ts';
import { isBoostLive } from '../rules/boosted.ts';
import { BOOST_DAYS, type BoostDays } from './limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/employer/jobs/{id}/boost: how many days to buy and, from a page, the price it showed:
 * a price the operator changed since is refused (409 boostPriceChanged), never charged unseen.
 */
export const boostRequestSchema = z.object({
  days: z.union(BOOST_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<15>, z.ZodLiteral<30>], {
    error: API_MESSAGES.boostDays,
  }),
  pricePaisa: z
    .number({ error: API_MESSAGES.boostPrice })
    .int(API_MESSAGES.boostPrice)
    .min(0, API_MESSAGES.boostPrice)
    .optional(),
});

/**
 * One paid boost of a job, kept on the job while it may still be refunded: what was paid for which
 * days, and the ledger entry that paid it.
 */
export interface BoostPurchase {
  entryId: string;
  userId: string;
  days: BoostDays;
  pricePaisa: number;
  /** ISO times: the days it bought */
  from: string;
  until: string;
}

/**
 * The days a new boost buys: from the current boost's end while it is live, so buying again extends
 * it, and from now when there is none or it has ended. Null when the job is boosted without an end
 * (the operator's), which no purchase can extend.
 */
export function boostWindow(
  job: { isBoosted?: boolean | null; boostExpiry?: string | null },
  days: BoostDays,
  now: Date,
): { from: string; until: string } | null {
  const live = isBoostLive(job, now);
  if (live && !job.boostExpiry) return null;
  const start = live && job.boostExpiry ? Math.max(Date.parse(job.boostExpiry), now.getTime()) : now.getTime();
  return { from: new Date(start).toISOString(), until: new Date(start + days * DAY_MS).toISOString() };
}

/**
 * What goes back to each payer when a boosted job ends early (removed, or closed by its employer):
 * the whole days of each purchase not yet begun or not yet run, at that purchase's own price per day,
 * rounded down to the paisa so the board never refunds more than was paid.
 */
export function unusedBoostRefunds(
  purchases: readonly BoostPurchase[],
  now: Date,
): Array<{ purchase: BoostPurchase; unusedDays: number; refundPaisa: number }> {
  return purchases.flatMap((purchase) => {
    const start = Math.max(Date.parse(purchase.from), now.getTime());
    const unusedDays = Math.floor((Date.parse(purchase.until) - start) / DAY_MS);
    if (unusedDays <= 0) return [];
    const refundPaisa = Math.floor((purchase.pricePaisa * Math.min(unusedDays, purchase.days)) / purchase.days);
    return refundPaisa > 0 ? [{ purchase, unusedDays, refundPaisa }] : [];
  });
}
