import type { ScheduledRun } from '@modern-jobs/domain/workers';
import type { Context } from 'aws-lambda';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { anonymizeDueApplications } from '../personal-data/delete-account.ts';

/** How far back a run looks for days not finished: schedules that did not run for weeks are caught up. */
export const LOOK_BACK_DAYS = 30;
/** Stop taking new days with less than this left: the next run goes on. */
const MARGIN_MS = 15_000;
const DAY_MS = 86_400_000;

function scheduledTimeOf(event: ScheduledRun | undefined): Date {
  const at = event?.scheduledTime ? new Date(event.scheduledTime) : new Date();
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** The days (YYYY-MM-DD, UTC) whose lists may hold applications due by `at`, oldest first. */
export function daysDue(at: Date): string[] {
  return Array.from({ length: LOOK_BACK_DAYS + 1 }, (_, i) =>
    new Date(at.getTime() - (LOOK_BACK_DAYS - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Runs every hour (EventBridge Scheduler): anonymizes the applications of deleted accounts whose
 * retention has ended (README, "Profiles and your data"), from the lists of the last 30 days and
 * today; an application anonymized is taken off its day's list, so a day done costs one empty Query.
 */
export async function anonymizeApplications(event?: ScheduledRun, context?: Pick<Context, 'getRemainingTimeInMillis'>) {
  const at = scheduledTimeOf(event);
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  let anonymized = 0;
  for (const day of daysDue(at)) {
    if (timeLeft() < MARGIN_MS) break;
    anonymized += await anonymizeDueApplications(day, at);
  }
  if (anonymized > 0) logger.info('applications anonymized', { anonymized });
  return { anonymized };
}

/** The function Lambda runs: anonymizeApplications, observed. */
export const handler = observedWorker(anonymizeApplications);
