import type { Context } from 'aws-lambda';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { inquirePending } from '../wallet/inquiries.ts';

/** Runs every five minutes (EventBridge Scheduler; a timer locally): wallet/inquiries.ts. */
export async function inquirePayments(_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) {
  const counts = await inquirePending(
    new Date(),
    () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
  );
  if (counts.asked > 0) logger.info('payment orders asked about', counts);
  return counts;
}

export const handler = observedWorker(inquirePayments);
