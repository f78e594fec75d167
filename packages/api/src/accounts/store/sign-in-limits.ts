import { clockHour, giveBack, resetAllowance, secondsUntil, takeOne } from '../../storage/allowance.ts';

/**
 * How many admin sign-in attempts may fail, per clock hour (README, "Admin sign-in"). Every attempt
 * takes one use from its allowances before the password is checked, in one conditional write each,
 * so parallel guesses cannot race past a limit; a correct password gives its uses back.
 *
 * - A browser the admin has signed in on before (a "device" cookie) has its own allowance: an
 *   attacker who has never signed in cannot use it up, so cannot keep the admin out.
 * - Any other attempt draws on the account's allowance for unknown browsers, a handful an hour,
 *   and on its source address's: an attacker gets at most that many guesses an hour.
 */
export const SIGN_IN_LIMITS = {
  /** failed attempts an hour at one account from browsers it has never signed in on */
  unknownBrowsersPerAccount: 5,
  /** failed attempts an hour from one source address, at any account */
  perSource: 30,
  /** failed attempts an hour on one known browser */
  perKnownBrowser: 10,
} as const;

export interface Attempt {
  mobile: string;
  sourceIp: string;
  /** hash of the device cookie, when the browser has signed in as this admin before */
  knownDevice: string | null;
}

const keys = (attempt: Attempt, hour: string) =>
  attempt.knownDevice
    ? [[`ALLOWANCE#signin#device#${attempt.knownDevice}#${hour}`, SIGN_IN_LIMITS.perKnownBrowser] as const]
    : [
        // The source first: an address already over its limit does not use up the account's.
        [`ALLOWANCE#signin#source#${attempt.sourceIp}#${hour}`, SIGN_IN_LIMITS.perSource] as const,
        [`ALLOWANCE#signin#account#${attempt.mobile}#${hour}`, SIGN_IN_LIMITS.unknownBrowsersPerAccount] as const,
      ];

/**
 * Takes this attempt's uses. Answers null when it may go ahead (with the function that gives the
 * uses back once the password proves right), or the seconds until it may try again.
 */
export async function startAttempt(
  attempt: Attempt,
  now = new Date(),
): Promise<{ retryAfter: number } | { succeeded: () => Promise<void> }> {
  const { hour, endsAt } = clockHour(now);
  const taken: string[] = [];
  for (const [pk, limit] of keys(attempt, hour)) {
    if (!(await takeOne(pk, limit, endsAt))) {
      await Promise.all(taken.map(giveBack));
      return { retryAfter: secondsUntil(endsAt, now) };
    }
    taken.push(pk);
  }
  return { succeeded: async () => void (await Promise.all(taken.map(giveBack))) };
}

/** An operator's reset (create-admin): the account's failures from unknown browsers this hour are forgotten. */
export async function clearAccountFailures(mobile: string, now = new Date()): Promise<void> {
  await resetAllowance(`ALLOWANCE#signin#account#${mobile}#${clockHour(now).hour}`);
}
