import * as z from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import { LOCALES } from '../i18n/locales.ts';

/** The e-mails the product sends, one template each (packages/api/src/mail/templates). */
export const MAIL_KINDS = ['application-received', 'application-status'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

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

/** An e-mail waiting in the outbox: who gets it, in which language, and what it says. */
export const queuedMailSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  to: z.email(),
  locale: z.enum(LOCALES),
  snapshot: applicationSnapshotSchema,
});
export type QueuedMail = z.infer<typeof queuedMailSchema>;
