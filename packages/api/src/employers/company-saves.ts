import { API_MESSAGES } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/**
 * Saves of a company profile one person may make in a Pakistan day. A save rewrites the employer's
 * jobs not yet approved (their company's name and logo) and writes an activity record, so it is
 * counted like a post (storage/allowance.ts); 20 is far more than anyone setting up or fixing a
 * profile needs. API_MESSAGES.companySavesFull says the number.
 */
export const COMPANY_SAVES_PER_DAY = 20;

/**
 * Takes one of the day's company saves, atomically (parallel saves cannot together pass the limit),
 * or refuses: 429 companySavesFull with Retry-After, the seconds to Pakistan's midnight.
 */
export async function takeCompanySave(userId: string, now = new Date()): Promise<void> {
  const { day, endsAt } = pakistanDay(now);
  if (await takeOne(`ALLOWANCE#company-saves#${userId}#${day}`, COMPANY_SAVES_PER_DAY, endsAt)) return;
  throw httpError(429, API_MESSAGES.companySavesFull, {
    headers: { 'Retry-After': String(secondsUntil(endsAt, now)) },
  });
}
