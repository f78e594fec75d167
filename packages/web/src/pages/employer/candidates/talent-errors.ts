import { ApiError, codeOf } from '../../../api/client.ts';

/** The company is not verified (403 talentNotVerified): a state of the account to explain, not a failure. */
export const isNotVerified = (error: unknown) => codeOf(error) === 'api.talentNotVerified';

/** A daily cap of the company's reached (429): said as what it is, with when it lifts. */
export const isDailyLimit = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Not enough credit in the wallet (402): nothing was charged, and Add Funds is the way on. */
export const isShortOfFunds = (error: unknown) => error instanceof ApiError && error.status === 402;

/** The search engine is down for a moment (503). */
export const isSearchDown = (error: unknown) => error instanceof ApiError && error.status === 503;
