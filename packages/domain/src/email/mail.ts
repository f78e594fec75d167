import * as z from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import { LOCALES } from '../i18n/locales.ts';
import { alertCriteriaSchema } from '../schemas/alert.ts';
import { SAVED_SEARCH_MAIL_CARDS } from '../talent/saved-search.ts';

/** E-mails about the recipient's own application. */
export const APPLICATION_MAIL_KINDS = ['application-received', 'application-status'] as const;
/**
 * E-mails of a job alert: `job-alert`, one new job sent at once (instant alerts); `job-alert-digest`,
 * the day's new jobs in one e-mail at DIGEST_HOUR_PKT (daily alerts). Both carry one-click unsubscribe.
 */
export const ALERT_MAIL_KINDS = ['job-alert', 'job-alert-digest'] as const;

/** E-mails to an employer: the operator approved or rejected a job they posted (issue 16). */
export const JOB_REVIEW_MAIL_KINDS = ['job-approved', 'job-rejected'] as const;

/** A receipt for each deposit, boost and refund of a wallet (issue 31). */
export const RECEIPT_MAIL_KINDS = ['wallet-receipt'] as const;

/** The outcome of a job a signed-in person reported (issue 33). */
export const REPORT_MAIL_KINDS = ['report-outcome'] as const;

/** A company's request to contact a CV bank candidate, with links to accept or decline (issue 34). */
export const TALENT_MAIL_KINDS = ['contact-request'] as const;

/**
 * A company's saved candidate search's daily e-mail of the candidates new to it (issue 34), through
 * the alerts' digests, with their unsubscribe links. Cards only: never a contact.
 */
export const CANDIDATE_SEARCH_MAIL_KINDS = ['candidate-search-digest'] as const;

/** The e-mails the product sends, one template each (packages/api/src/mail/templates). */
export const MAIL_KINDS = [
  ...APPLICATION_MAIL_KINDS,
  ...ALERT_MAIL_KINDS,
  ...JOB_REVIEW_MAIL_KINDS,
  ...RECEIPT_MAIL_KINDS,
  ...REPORT_MAIL_KINDS,
  ...TALENT_MAIL_KINDS,
  ...CANDIDATE_SEARCH_MAIL_KINDS,
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type AlertMailKind = (typeof ALERT_MAIL_KINDS)[number];

/**
 * The job as the e-mail shows it, copied when the mail is queued: a later edit or deletion of the job
 * does not change an e-mail about what the seeker applied for. `salary` null: not known (the job is
 * gone); { min: null, max: null }: the job does not disclose it.
 */
export const mailJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  salary: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
});
export type MailJob = z.infer<typeof mailJobSchema>;

/**
 * What an application e-mail shows: the recipient's own application and nothing of anyone else's
 * (the name is the one the seeker typed on it).
 */
export const applicationSnapshotSchema = z.object({
  applicationId: z.string(),
  name: z.string(),
  job: mailJobSchema,
  appliedAt: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export type ApplicationSnapshot = z.infer<typeof applicationSnapshotSchema>;

/** The most jobs one alert e-mail lists; a digest with more says how many more (`more`). */
export const ALERT_MAIL_MAX_JOBS = 50;

/**
 * What an alert's e-mail shows: the recipient's own alert (its name and what it looks for), the new
 * jobs it matched (public job posts), and the recipient's own signed unsubscribe links, made when the
 * mail is queued (api alerts/unsubscribe-links.ts): `alertPage` and `allPage` are the pages the
 * e-mail's footer links to, `oneClick` the RFC 8058 target of its List-Unsubscribe header.
 */
export const alertSnapshotSchema = z.object({
  alertId: z.string(),
  alertName: z.string(),
  criteria: alertCriteriaSchema,
  jobs: z.array(mailJobSchema).min(1).max(ALERT_MAIL_MAX_JOBS),
  /** matching jobs the digest does not list (past ALERT_MAIL_MAX_JOBS) */
  more: z.number().int().min(0).default(0),
  unsubscribe: z.object({ alertPage: z.url(), allPage: z.url(), oneClick: z.url() }),
});
/** As written when queued (`more` may be left out: 0). */
export type AlertSnapshot = z.input<typeof alertSnapshotSchema>;

/**
 * What a job-review e-mail shows: the employer's own job as it was decided on, their name as their
 * sign-in gave it, and, for a rejection, the operator's reason.
 */
export const jobReviewSnapshotSchema = z.object({
  name: z.string().nullable(),
  job: mailJobSchema,
  reason: z.string().nullable(),
});
export type JobReviewSnapshot = z.infer<typeof jobReviewSnapshotSchema>;

/**
 * What a wallet receipt shows: the recipient's own entry as it was written (its reference, the
 * amount, the balance after it) and their name as their sign-in gave it.
 */
export const receiptSnapshotSchema = z.object({
  name: z.string().nullable(),
  entry: z.object({
    id: z.string(),
    type: z.enum(['deposit', 'boost', 'refund', 'adjustment', 'withdrawal', 'contact']),
    amountPaisa: z.number().int(),
    balancePaisa: z.number().int(),
    reference: z.string(),
    description: z.string(),
    createdAt: z.string(),
    method: z.string().optional(),
  }),
});
export type ReceiptSnapshot = z.infer<typeof receiptSnapshotSchema>;

/**
 * What a report's outcome shows: the job as it was reported, the reporter's own reason and details
 * (plain text, escaped by the template), and what the operator decided. The operator's own note
 * stays in the activity log: it may name the employer's other dealings.
 */
export const reportOutcomeSnapshotSchema = z.object({
  name: z.string().nullable(),
  job: z.object({ id: z.string(), title: z.string(), company: z.string().nullable() }),
  reason: z.enum(['asks-money', 'fake-company', 'wrong-information', 'offensive', 'other']),
  details: z.string().nullable(),
  reportedAt: z.string(),
  decision: z.enum(['dismiss', 'hide-job', 'disable-employer']),
});
export type ReportOutcomeSnapshot = z.infer<typeof reportOutcomeSnapshotSchema>;

/**
 * What a contact request's e-mail shows: who asks, their message as written (text, escaped by the
 * template) and the job it is about, and the request with its signed token for the answer's links.
 */
export const contactRequestSnapshotSchema = z.object({
  name: z.string().nullable(),
  companyName: z.string(),
  message: z.string(),
  jobTitle: z.string().nullable(),
  requestId: z.string(),
  token: z.string(),
});
export type ContactRequestSnapshot = z.infer<typeof contactRequestSnapshotSchema>;

/**
 * A candidate as a saved search's e-mail shows them: what their card says of them in a line, and
 * their id for the link to their card on the site. No name (an e-mail is forwarded), never contacts.
 */
export const mailCandidateSchema = z.strictObject({
  id: z.string(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  years: z.number().nullable(),
});
export type MailCandidate = z.infer<typeof mailCandidateSchema>;

/**
 * What a saved candidate search's e-mail shows: the company's own search (its name), the candidates
 * new to it, how many more there were, and the company owner's own signed unsubscribe links
 * (api alerts/unsubscribe-links.ts, for the search instead of an alert).
 */
export const candidateSearchSnapshotSchema = z.object({
  searchId: z.string(),
  searchName: z.string(),
  candidates: z.array(mailCandidateSchema).min(1).max(SAVED_SEARCH_MAIL_CARDS),
  more: z.number().int().min(0).default(0),
  unsubscribe: z.object({ alertPage: z.url(), allPage: z.url(), oneClick: z.url() }),
});
export type CandidateSearchSnapshot = z.input<typeof candidateSearchSnapshotSchema>;

const recipient = { to: z.email(), locale: z.enum(LOCALES) };

/** An e-mail waiting in the outbox: who gets it, in which language, and what it says (by its kind). */
export const queuedMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(APPLICATION_MAIL_KINDS), ...recipient, snapshot: applicationSnapshotSchema }),
  z.object({ kind: z.enum(ALERT_MAIL_KINDS), ...recipient, snapshot: alertSnapshotSchema }),
  z.object({ kind: z.enum(JOB_REVIEW_MAIL_KINDS), ...recipient, snapshot: jobReviewSnapshotSchema }),
  z.object({ kind: z.enum(RECEIPT_MAIL_KINDS), ...recipient, snapshot: receiptSnapshotSchema }),
  z.object({ kind: z.enum(REPORT_MAIL_KINDS), ...recipient, snapshot: reportOutcomeSnapshotSchema }),
  z.object({ kind: z.enum(TALENT_MAIL_KINDS), ...recipient, snapshot: contactRequestSnapshotSchema }),
  z.object({ kind: z.enum(CANDIDATE_SEARCH_MAIL_KINDS), ...recipient, snapshot: candidateSearchSnapshotSchema }),
]);
/** A mail as queued; the outbox reads it back through queuedMailSchema. */
export type QueuedMail = z.input<typeof queuedMailSchema>;
export type ApplicationMail = Extract<QueuedMail, { kind: (typeof APPLICATION_MAIL_KINDS)[number] }>;
export type AlertMail = Extract<QueuedMail, { kind: AlertMailKind }>;
export type JobReviewMail = Extract<QueuedMail, { kind: (typeof JOB_REVIEW_MAIL_KINDS)[number] }>;

export const isAlertMail = (mail: QueuedMail): mail is AlertMail =>
  (ALERT_MAIL_KINDS as readonly string[]).includes(mail.kind);

export const isJobReviewMail = (mail: QueuedMail): mail is JobReviewMail =>
  (JOB_REVIEW_MAIL_KINDS as readonly string[]).includes(mail.kind);

export type ReceiptMail = Extract<QueuedMail, { kind: (typeof RECEIPT_MAIL_KINDS)[number] }>;

export const isReceiptMail = (mail: QueuedMail): mail is ReceiptMail =>
  (RECEIPT_MAIL_KINDS as readonly string[]).includes(mail.kind);

export type ReportOutcomeMail = Extract<QueuedMail, { kind: (typeof REPORT_MAIL_KINDS)[number] }>;

export const isReportOutcomeMail = (mail: QueuedMail): mail is ReportOutcomeMail =>
  (REPORT_MAIL_KINDS as readonly string[]).includes(mail.kind);

export type ContactRequestMail = Extract<QueuedMail, { kind: (typeof TALENT_MAIL_KINDS)[number] }>;

export const isContactRequestMail = (mail: QueuedMail): mail is ContactRequestMail =>
  (TALENT_MAIL_KINDS as readonly string[]).includes(mail.kind);

export type CandidateSearchMail = Extract<QueuedMail, { kind: (typeof CANDIDATE_SEARCH_MAIL_KINDS)[number] }>;

export const isCandidateSearchMail = (mail: QueuedMail): mail is CandidateSearchMail =>
  (CANDIDATE_SEARCH_MAIL_KINDS as readonly string[]).includes(mail.kind);
