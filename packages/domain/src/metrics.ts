/**
 * The product's metric vocabulary: the API emits these (Powertools Metrics, EMF) and infra graphs
 * them, so a renamed metric is renamed in both or neither.
 */

export const METRICS_NAMESPACE = 'ModernJobs';

/**
 * Every metric carries the stage as a dimension (a Powertools default dimension, which its cold-start
 * metric keeps too): stages can share an account and a namespace, and each stage's dashboard graphs its own.
 */
export const METRICS_STAGE_DIMENSION = 'stage';

/** What is counted, each once per occurrence (unit Count). */
export const PRODUCT_METRICS = {
  /** an applicant's application is stored */
  applicationsSubmitted: 'ApplicationsSubmitted',
  /** an uploaded CV or logo passed its checks and was moved from pending/ to its real key */
  uploadsVerified: 'UploadsVerified',
  /** an uploaded CV or logo failed its checks (type, size, content) and was not kept */
  uploadsRefused: 'UploadsRefused',
  /** an admin signed in (the right password, within the limits) */
  signIns: 'SignIns',
  /** a sign-in attempt was refused (429) because an account, address or browser used up its hour's tries */
  adminLockouts: 'AdminLockouts',
  /** a job search answered no jobs */
  searchZeroResults: 'SearchZeroResults',
  /** a payment was credited to a wallet (once per order, whichever message said it first) */
  depositsCredited: 'DepositsCredited',
  /** a payment gateway's message was refused: forged, tampered, or not matching its order (logged) */
  paymentMessagesRefused: 'PaymentMessagesRefused',
  /** an e-mail was handed to the mail service */
  emailsSent: 'EmailsSent',
  /** a new execution environment: its first invocation, or its init for a function that warms up there (Powertools' name) */
  coldStart: 'ColdStart',
} as const;

export type ProductMetric = (typeof PRODUCT_METRICS)[keyof typeof PRODUCT_METRICS];
