import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';
import { idSchema, optionalText, requiredText } from '../schemas/common.ts';

const m = VALIDATION.trust;

export const REPORT_REASONS = ['asks-money', 'fake-company', 'wrong-information', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest details a report keeps: a few sentences, plain text. */
export const REPORT_DETAILS_MAX = 1_000;

/**
 * POST /api/jobs/{id}/reports: why. Details are plain text, shown escaped wherever they appear
 * (the operator's queue, the reporter's e-mail); control characters but line breaks and tabs are refused.
 */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: m.reportReason }),
  details: optionalText(REPORT_DETAILS_MAX).refine(
    (text) => text === null || !/(?![\n\r\t])\p{Cc}/u.test(text),
    m.reportDetails,
  ),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const REPORT_DECISIONS = ['dismiss', 'hide-job', 'disable-employer'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** POST /api/admin/reports/{jobId}/decision: what the operator does about a job's open reports, and why. */
export const reportDecisionSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: m.reportDecision }),
  reason: requiredText(m.decisionReason, 500),
});
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;

/** One report as the operator's queue shows it (the reporter only as signed in or not). */
export const reportSchema = z.object({
  id: idSchema,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  at: z.string(),
  signedIn: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;
