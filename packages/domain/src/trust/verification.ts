import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';
import { optionalText } from '../schemas/common.ts';

const m = VALIDATION.trust;

/** What the operator checked: a note (what they saw, where), a link to it, or both. */
export const evidenceSchema = z
  .object({
    note: optionalText(1_000),
    link: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: m.evidenceLink }).max(2048)])
      .nullish()
      .transform((v) => v || null),
  })
  .refine((e) => e.note !== null || e.link !== null, { message: m.evidence, path: ['note'] });
export type EvidenceInput = z.input<typeof evidenceSchema>;
export type Evidence = z.output<typeof evidenceSchema>;

/**
 * POST /api/admin/jobs/{id}/verify-recruiter and /api/admin/users/{id}/verify-company: the evidence.
 * Who and when are the server's: the signed-in operator, now.
 */
export const verifyInputSchema = z.object({ evidence: evidenceSchema });

/** A verification as kept: who verified (the operator, as the activity log names them), when, on what. */
export const verificationSchema = z.object({
  by: z.string().min(1),
  at: z.iso.datetime({ offset: true }),
  evidence: evidenceSchema,
});
export type Verification = z.output<typeof verificationSchema>;

/**
 * What the public sees of a verification: its date only. Who verified and on what evidence are the
 * operator's (an evidence link may be a private document; the verifier is a staff member's mobile).
 */
export interface PublicVerification {
  at: string;
}

export function publicVerificationOf(verification: Verification | null | undefined): PublicVerification | null {
  return verification ? { at: verification.at } : null;
}
