import { logger } from '../observability/logger.ts';
import { gatewayConfigOf } from './gateway-config.ts';
import { gateway } from './gateways/index.ts';
import { settleReport } from './payments.ts';
import { listPendingBefore, type StoredOrder, settleOrder } from './store/orders.ts';

/** An order is first asked about this long after it was made: the payer may still be on the gateway's page. */
export const FIRST_INQUIRY_AFTER_MS = 5 * 60_000;
/** Orders asked about in one run. */
const PAGE = 25;
/** Stop with less than this left: a gateway's inquiry may take its whole timeout. */
const MARGIN_MS = 15_000;

/**
 * Asks each gateway about the orders still pending a while after they were made, oldest first, and
 * applies a verified answer (settleReport, once, as if it were the notification). Closes as expired
 * only what the gateway says it never took, once the checkout has lapsed: an unreachable gateway or
 * a payment still in progress (a voucher paid over the counter later) leaves the order pending, so
 * money a payer did pay is never left on a closed order.
 */
export async function inquirePending(now: Date, timeLeft: () => number) {
  const counts = { asked: 0, credited: 0, failed: 0, expired: 0, noAnswer: 0 };
  const due = await listPendingBefore(new Date(now.getTime() - FIRST_INQUIRY_AFTER_MS), PAGE);
  for (const order of due) {
    if (timeLeft() < MARGIN_MS) break;
    counts.asked++;
    const outcome = await inquireOne(order, now);
    counts[outcome]++;
  }
  return counts;
}

async function inquireOne(order: StoredOrder, now: Date): Promise<'credited' | 'failed' | 'expired' | 'noAnswer'> {
  const answer = await gateway(order.method).inquire(order.reference, gatewayConfigOf(order.method));
  if (answer.kind === 'report') {
    const settled = await settleReport({ ...answer.report, source: 'inquiry' }, now);
    if (settled.result === 'credited') return 'credited';
    if (settled.result === 'not-paid') return 'failed';
    return 'noAnswer';
  }
  if (answer.kind === 'unknown' && Date.parse(order.expiresAt) < now.getTime()) {
    await settleOrder(
      order.reference,
      {
        status: 'expired',
        failure: { code: answer.code, message: answer.message ?? 'No payment before the checkout lapsed' },
      },
      now,
    );
    return 'expired';
  }
  if (answer.kind === 'unreachable')
    logger.warn('payment gateway unreachable', { gateway: order.method, detail: answer.detail });
  return 'noAnswer';
}
