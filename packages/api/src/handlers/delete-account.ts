import { API_MESSAGES, accountDeleteQuerySchema, PROFILE_LIMITS } from '@modern-jobs/domain';
import { COOKIE, clearCookie } from '../auth/cookies.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { logger } from '../observability/logger.ts';
import { deleteAccount, refusalOf } from '../personal-data/delete-account.ts';
import { pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/**
 * Deletes the caller's account, asked with a typed word (?confirm=DELETE, or the Urdu word): a DELETE
 * carries no body. 409 with the reason while they are the only admin, have open jobs, or have money in
 * the wallet they did not give up (?giveUpWallet=true). 5 tries a day.
 */
export const handler = httpHandler('delete-account', { query: accountDeleteQuerySchema }, async ({ query, auth }) => {
  const seeker = await auth.requireSeeker();
  const { day, endsAt } = pakistanDay();
  if (!(await takeOne(`ALLOWANCE#delete-account#${seeker.userId}#${day}`, PROFILE_LIMITS.deleteAttemptsPerDay, endsAt)))
    throw httpError(429, API_MESSAGES.deleteQuota, { headers: { 'Retry-After': String(secondsUntil(endsAt)) } });
  const [account, admin] = await Promise.all([auth.account(), auth.admin()]);
  const refusal = await refusalOf({
    userId: seeker.userId,
    isEmployer: Boolean(account?.user.company),
    isAdmin: admin !== null,
    giveUpWallet: query.giveUpWallet,
  });
  if (refusal) throw httpError(409, refusal);
  const done = await deleteAccount(seeker.userId, new Date(), seeker.tokenHash);
  logger.info('account deleted', done);
  return json({ deleted: true, ...done }, { cookies: [clearCookie(COOKIE.seeker), clearCookie(COOKIE.hint)] });
});
