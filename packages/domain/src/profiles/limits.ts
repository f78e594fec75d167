// No zod here: the web's profile page reads these as its later parts render, before any field is
// checked, and a module that imports zod would build every schema of the domain to give them.

/** What a seeker may keep (issue 32): 3 CVs, and lists short enough for one screen. */
export const PROFILE_LIMITS = {
  cvs: 3,
  skills: 30,
  workHistory: 20,
  education: 10,
  languages: 10,
  /** PKR a month: far above any real salary, below where a typo becomes a number nobody means */
  expectedSalaryMax: 100_000_000,
  /** GET /api/profile/export and DELETE /api/account, each, per person and Pakistan day */
  exportsPerDay: 5,
  deleteAttemptsPerDay: 5,
} as const;

/**
 * Applications of a deleted account stay with the employers who received them for this many days
 * after they were sent, then are anonymized (README, "Profiles and your data").
 */
export const APPLICATION_RETENTION_DAYS = 180;

/** What an anonymized application says in place of the applicant's name (its numbers, e-mail and CV are gone). */
export const ANONYMIZED_APPLICANT = 'Anonymized applicant';

/** The word typed to confirm deleting an account: English or Urdu, whichever the page asked for. */
export const DELETE_CONFIRMATION_WORDS = ['DELETE', 'حذف'] as const;
