import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';
import { idSchema } from '../schemas/common.ts';
import { CONTACT_MESSAGE_MAX } from './limits.ts';

const t = VALIDATION.talent;

/**
 * POST /api/talent/candidates/{id}/requests: a short message, and optionally the job it is about,
 * which must be one of the employer's own (the service checks; another's answers as a missing job).
 */
export const contactRequestSchema = z.strictObject({
  message: z.string({ error: t.message }).trim().min(1, t.message).max(CONTACT_MESSAGE_MAX, t.message),
  jobId: idSchema.optional(),
});
export type ContactRequestInput = z.infer<typeof contactRequestSchema>;

/** A request's life: waiting for the candidate, then accepted or declined, once. */
export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export const CONTACT_DECISIONS = ['accept', 'decline'] as const;
export type ContactDecision = (typeof CONTACT_DECISIONS)[number];

/** POST /api/talent/requests/{id}/decision (signed in), and the e-mail link's form. */
export const contactDecisionSchema = z.strictObject({
  decision: z.enum(CONTACT_DECISIONS, { error: t.decision }),
});

/**
 * POST /api/talent/request-decisions, from the e-mail's page: which request, its signed token and the
 * answer. The token is good for that request's one answer: once answered, it answers 409.
 */
export const contactDecisionLinkSchema = z.object({
  r: idSchema,
  t: z.string({ error: t.badLink }).regex(/^[A-Za-z0-9_-]{43}$/, t.badLink),
  decision: z.enum(CONTACT_DECISIONS, { error: t.decision }),
});

/** A contact request as the candidate and the employer see it. */
export interface ContactRequest {
  id: string;
  candidateId: string;
  companyId: string;
  companyName: string;
  message: string;
  job: { id: string; title: string } | null;
  status: ContactRequestStatus;
  /** whether the employer was charged for it (on acceptance; later if their wallet was short then) */
  paid: boolean;
  createdAt: string;
  answeredAt: string | null;
}

/** What a seeker sees of who looked at them: views, unlocks and requests, newest first. */
export const TALENT_EVENT_KINDS = ['view', 'unlock', 'request'] as const;
export type TalentEventKind = (typeof TALENT_EVENT_KINDS)[number];

export interface TalentEvent {
  kind: TalentEventKind;
  companyId: string;
  companyName: string;
  /** the last time */
  at: string;
  /** how many times (views: every counted view) */
  count: number;
  /** a request's id, to accept or decline it */
  requestId?: string;
}

/** PUT and DELETE /api/talent/blocks/{companyId}. */
export const companyParamsSchema = z.object({ companyId: idSchema });
export const candidateParamsSchema = z.object({ id: idSchema });

/** PUT /api/admin/talent/{id}/hidden: the operator hides a profile from the bank, or shows it again. */
export const talentHiddenSchema = z.strictObject({ hidden: z.boolean({ error: t.hidden }) });
