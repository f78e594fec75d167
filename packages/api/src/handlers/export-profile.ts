import { API_MESSAGES, PROFILE_LIMITS } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { exportOf } from '../personal-data/export.ts';
import { pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/**
 * Everything the board holds about the caller, as one JSON file to keep (its CVs as links that work
 * for 5 minutes). Only ever the caller's own: there is no parameter naming whose. 5 a day.
 */
export const handler = httpHandler('export-profile', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  const { day, endsAt } = pakistanDay();
  if (!(await takeOne(`ALLOWANCE#export#${seeker.userId}#${day}`, PROFILE_LIMITS.exportsPerDay, endsAt)))
    throw httpError(429, API_MESSAGES.exportQuota, { headers: { 'Retry-After': String(secondsUntil(endsAt)) } });
  const now = new Date();
  return json(await exportOf(seeker.userId, now), {
    headers: {
      'Content-Disposition': `attachment; filename="modern-jobs-data-${now.toISOString().slice(0, 10)}.json"`,
    },
  });
});
