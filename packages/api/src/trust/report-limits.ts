import { API_MESSAGES } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/**
 * Reports one person may send in a Pakistan day, and reports from one address: a reporter is a
 * signed-in user or, signed out, their address, so the address's cap also holds signed-in people
 * behind it (a shared connection, an office, a phone network's address, hence its larger figure).
 * Far more than anyone who comes across bad jobs needs; little for someone flooding the queue.
 */
export const REPORTS_PER_PERSON_PER_DAY = 10;
export const REPORTS_PER_ADDRESS_PER_DAY = 30;

/** Takes one of the day's reports of the person and of the address, or refuses: 429 with Retry-After. */
export async function takeReport(person: string, addressHash: string, now = new Date()): Promise<void> {
  const { day, endsAt } = pakistanDay(now);
  const taken =
    (await takeOne(`ALLOWANCE#reports#${person}#${day}`, REPORTS_PER_PERSON_PER_DAY, endsAt)) &&
    (await takeOne(`ALLOWANCE#reports-address#${addressHash}#${day}`, REPORTS_PER_ADDRESS_PER_DAY, endsAt));
  if (taken) return;
  throw httpError(429, API_MESSAGES.reportsFull, { headers: { 'Retry-After': String(secondsUntil(endsAt, now)) } });
}
