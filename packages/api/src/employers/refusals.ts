import { API_MESSAGES } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { EmployerRefusedError, JobConflictError } from '../jobs/store/jobs.ts';
import { secondsUntil } from '../storage/allowance.ts';

/**
 * An employer's job write refused by storage, as the answer the employer gets: another change in
 * between (409 jobChanged), no longer an employer or disabled (403), 5 jobs waiting for review (409) or 10
 * posted today (429, Retry-After: Pakistan's midnight). Anything else is thrown on.
 */
export function employerWriteRefused(error: unknown, dayEndsAt?: number): never {
  if (error instanceof JobConflictError) throw httpError(409, API_MESSAGES.jobChanged);
  if (error instanceof EmployerRefusedError) {
    if (error.reason === 'pending-full') throw httpError(409, API_MESSAGES.pendingJobsFull);
    if (error.reason === 'daily-full')
      throw httpError(429, API_MESSAGES.dailyJobsFull, {
        headers: dayEndsAt ? { 'Retry-After': String(secondsUntil(dayEndsAt)) } : {},
      });
    throw httpError(403, error.reason === 'disabled' ? API_MESSAGES.accountDisabled : API_MESSAGES.notEmployer);
  }
  throw error;
}
