/**
 * When a mail that could not be sent is tried again: after the first failure 1 minute, then 5, 30,
 * 2 hours and 12 hours; a mail that still fails then (six tries over about 15 hours) is given up.
 * Spaced so a mail server down for a deploy costs a minute and one down overnight is still covered.
 */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;

/** When to try again after the `failures`-th failed try; null: give up. */
export function nextRetryAt(failures: number, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[failures - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

/**
 * Inside one invocation, a send is tried this many times, waiting QUICK_BACKOFF_MS × 4^n between
 * tries (0.2 s, 0.8 s): enough for a dropped connection, short enough not to hold the stream.
 */
export const QUICK_TRIES = 3;
export const QUICK_BACKOFF_MS = 200;

/**
 * A mail's hand-over to the server, and its outcome once the server has it, are written this many
 * times, waiting RECORD_BACKOFF_MS × 2^n between tries (0.25, 0.5 s), beyond the AWS SDK's own retries
 * of a throttle: a mail whose outcome is not recorded is never sent again, so a throttled table
 * should not cost one.
 */
export const RECORD_TRIES = 3;
export const RECORD_BACKOFF_MS = 250;
