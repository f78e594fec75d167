/** The product's constants (spec §9). Everything that counts, limits or waits lives here. */

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full Time',
  'part-time': 'Part Time',
  contract: 'Contract',
  internship: 'Internship',
};

export const CITIES = ['karachi', 'lahore', 'islamabad', 'rawalpindi', 'faisalabad'] as const;
export type City = (typeof CITIES)[number];

/** Province of each searchable city, for schema.org jobLocation. */
export const CITY_PROVINCES: Record<City, string> = {
  karachi: 'Sindh',
  lahore: 'Punjab',
  islamabad: 'Islamabad Capital Territory',
  rawalpindi: 'Punjab',
  faisalabad: 'Punjab',
};

/** pending: waiting for the operator; rejected: the operator said no, with a reason (employer jobs). */
export const JOB_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const LIMITS = {
  /** CV: one file, at most 5 MB (spec §9). */
  cvMaxBytes: 5 * 1024 * 1024,
  /** Logo: one file, 5,242,880 bytes (spec §9). */
  logoMaxBytes: 5_242_880,
  /**
   * Logo: at most this many pixels wide and high, as its header declares (api files/image-size.ts),
   * checked when it is uploaded and again before the card worker decodes one. A logo is drawn at a
   * few hundred pixels at most (92 on a share card); 4,096 leaves room for any designer's export
   * while bounding a decode at 16.7 M pixels, 64 MiB as RGBA, where 5 MB of PNG could declare 30,000².
   */
  logoMaxSidePx: 4096,
  /** Files a seeker may start uploading in one Pakistan day: a CV per application, and retries. */
  seekerUploadsPerDay: 20,
  phoneMinDigits: 2,
  phoneMaxDigits: 15,
  skillsOnCard: 3,
  jobsPageDefault: 20,
  jobsPageMax: 100,
  skeletonCards: 3,
  skeletonRows: 3,
  /** Jobs a seeker may keep saved: enough for a long search, few enough to list on one page. */
  savedJobs: 100,
  /** Job alerts a seeker may keep: each is read for every new job that could match it. */
  alerts: 10,
  /** An employer's jobs waiting for review at once, and posted in one Pakistan day. */
  employerPendingJobs: 5,
  employerJobsPerDay: 10,
} as const;

export const CV_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const REDIRECT_DELAY_MS = 500;

export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/**
 * The upload client's retries (spec §9): a file's PUT is tried again after these delays, the last
 * one repeated, up to `maxRetries` times. Files are at most 5 MB, under the spec's 100 MB multipart
 * threshold, so every upload is one PUT (the multipart routes nothing used are gone: README, uploads).
 */
export const UPLOAD_RETRIES = {
  maxRetries: 10,
  retryDelaysMs: [0, 1000, 3000, 5000],
} as const;

/** Upload URLs expire within 5 minutes, CV links within 60 s (DESIGN §5). */
export const UPLOAD_URL_TTL_SECONDS = 300;
export const CV_LINK_TTL_SECONDS = 60;

export const CURRENCY = 'PKR';

/** The response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The response header with how many jobs match, on a first page: "42", or "1000+" past the cap. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The response header with the search as corrected for a misspelt word (URI-encoded), when it was. */
/** On a first page of GET /api/jobs: how many companies the counted jobs are from ("37", "1000+" capped). */
export const COMPANY_COUNT_HEADER = 'x-company-count';
export const DID_YOU_MEAN_HEADER = 'x-did-you-mean';

/** How recent a job may be asked for ("posted within"), in hours. */
export const POSTED_WITHIN_HOURS = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as const;
export type PostedWithin = keyof typeof POSTED_WITHIN_HOURS;

/** How a list of jobs may be ordered: best match (newest without a keyword), newest, or best paid. */
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
