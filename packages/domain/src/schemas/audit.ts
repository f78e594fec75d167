import * as z from 'zod';
import { API_MESSAGES } from '../messages/api.ts';

/**
 * The operator's activity log (issue 18): every state-changing action of an admin or an employer
 * (issue 16), with who, what,
 * which item, when, from where and what changed. The vocabulary lives here; the API writes the
 * records (api audit/store/audit.ts) and the admin panel reads them.
 */
export const AUDIT_ACTIONS = [
  'job.created',
  'job.updated',
  'job.deleted',
  'setting.updated',
  'application.status-changed',
  'application.cv-opened',
  'database.seeded',
  'admin.signed-in',
  'admin.locked-out',
  // Employers (issue 16) and the operator's moderation of them
  'company.saved',
  'job.submitted',
  'job.closed',
  'job.approved',
  'job.rejected',
  'user.disabled',
  'user.enabled',
  // The wallet's Payment Management (issue 31)
  'wallet.adjusted',
  'wallet.refunded',
  // Jobs abroad you can trust (issue 33)
  'job.recruiter-verified',
  'company.verified',
  'reports.decided',
  // The CV bank (issue 34): employers' unlocks and requests, candidates' answers, the operator's hiding
  'candidate.unlocked',
  'candidate.contact-requested',
  'candidate.request-answered',
  'candidate.hidden',
  'candidate.unhidden',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'job.created': 'Created a job',
  'job.updated': 'Edited a job',
  'job.deleted': 'Deleted a job',
  'setting.updated': 'Changed a setting',
  'application.status-changed': "Changed an application's status",
  'application.cv-opened': 'Opened a CV',
  'database.seeded': 'Seeded the database',
  'admin.signed-in': 'Signed in',
  'admin.locked-out': 'Locked out of signing in',
  'company.saved': 'Saved a company profile',
  'job.submitted': 'Posted a job for review',
  'job.closed': 'Closed a job early',
  'job.approved': 'Approved a job',
  'job.rejected': 'Rejected a job',
  'user.disabled': 'Disabled an account',
  'user.enabled': 'Enabled an account',
  'wallet.adjusted': "Adjusted a wallet's balance",
  'wallet.refunded': 'Refunded a deposit',
  'job.recruiter-verified': "Verified a job's recruiter",
  'company.verified': 'Verified a company',
  'reports.decided': "Decided on a job's reports",
  'candidate.unlocked': "Unlocked a candidate's contacts",
  'candidate.contact-requested': 'Asked to contact a candidate',
  'candidate.request-answered': 'Answered a contact request',
  'candidate.hidden': 'Hid a profile from the CV bank',
  'candidate.unhidden': 'Showed a profile in the CV bank again',
};

export const AUDIT_ITEM_TYPES = ['job', 'application', 'setting', 'admin', 'database', 'user', 'order'] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

/** One field's value before and after, as text (long text cut short); null where there was none. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditRecord {
  id: string;
  at: string;
  /** who: 'admin:<mobile>', 'employer:<user id>', or 'system' for what no person did */
  actor: string;
  action: AuditAction;
  item: { type: AuditItemType; id: string; label?: string };
  ip: string;
  changes: AuditChange[];
}

/** An item as the activity filter names it: `job:<id>`, `setting:<key>`, … */
export const auditItemRef = (type: AuditItemType, id: string) => `${type}:${id}`;

/** GET /api/admin/activity: newest first, by actor and/or by item, a page at a time. */
export const activityQuerySchema = z.object({
  actor: z
    .string()
    .regex(/^[a-z]+:[A-Za-z0-9+._-]{1,64}$/, API_MESSAGES.invalidActor)
    .optional(),
  item: z
    .string()
    .regex(new RegExp(`^(${AUDIT_ITEM_TYPES.join('|')}):[A-Za-z0-9._-]{1,64}$`), API_MESSAGES.invalidItem)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2048).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
