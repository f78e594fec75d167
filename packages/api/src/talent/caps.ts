import { API_MESSAGES, type CvBankSetting } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { giveBack, pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/** What a company does with the bank, each capped per Pakistan day (Settings, `cv_bank`). */
export type CappedUse = 'view' | 'unlock' | 'request';

const LIMIT_OF: Record<CappedUse, keyof CvBankSetting> = {
  view: 'viewsPerDay',
  unlock: 'unlocksPerDay',
  request: 'requestsPerDay',
};
const FULL: Record<CappedUse, string> = {
  view: API_MESSAGES.talentViewsFull,
  unlock: API_MESSAGES.talentUnlocksFull,
  request: API_MESSAGES.talentRequestsFull,
};

const allowanceOf = (use: CappedUse, companyId: string, day: string) => `ALLOWANCE#talent-${use}#${companyId}#${day}`;

/**
 * Takes one of today's uses (atomically: parallel requests cannot together pass the cap), or answers
 * 429 with Retry-After until Pakistan's midnight. Answers how to give it back, for a use that turns
 * out not to count (refused, or already paid for).
 */
export async function takeDailyUse(
  use: CappedUse,
  companyId: string,
  setting: CvBankSetting,
  now = new Date(),
): Promise<() => Promise<void>> {
  const { day, endsAt } = pakistanDay(now);
  const key = allowanceOf(use, companyId, day);
  if (!(await takeOne(key, setting[LIMIT_OF[use]], endsAt)))
    throw httpError(429, FULL[use], { headers: { 'Retry-After': String(secondsUntil(endsAt, now)) } });
  return () => giveBack(key);
}
