/**
 * The CV bank's prices and per-company daily caps, as the operator sets them in Settings (the
 * `cv_bank` setting); these hold until they do. Flat, one field a number, as the settings form edits
 * them. Prices are paisa.
 */
export const CV_BANK_DEFAULTS = {
  /** unlocking a visible candidate's contacts and default CV */
  unlockPaisa: 300_00,
  /** an anonymous candidate's accepted contact request (charged on acceptance only) */
  requestPaisa: 300_00,
  /** per company and Pakistan day */
  viewsPerDay: 200,
  unlocksPerDay: 50,
  requestsPerDay: 50,
};

export type CvBankSetting = typeof CV_BANK_DEFAULTS;

/** The most any cap may be set to: far above any honest recruiter's day. */
export const MAX_CV_BANK_CAP = 100_000;

/** CV text kept for search, in characters: a long CV's words, small enough for one stream record. */
export const CV_TEXT_MAX_CHARS = 20_000;

/** How many companies a seeker may block. */
export const MAX_BLOCKED_COMPANIES = 200;

/** The longest contact request message. */
export const CONTACT_MESSAGE_MAX = 500;

/** A page of candidate search: the default and the most. */
export const CANDIDATE_PAGE = { default: 20, max: 50 } as const;
