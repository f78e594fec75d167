import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';

/**
 * A Pakistani company's registration, for its verification:
 * - SECP: the Securities & Exchange Commission's Company Unique Identification Number (CUIN), 7
 *   digits (`0123456`), typed with or without spaces or hyphens;
 * - NTN: the FBR's National Tax Number, 7 digits and a check digit (`1234567-8`, also typed
 *   `12345678`), or the 13-digit CNIC that is an individual's NTN (`35202-1234567-1`).
 * Each is stored in its one written form.
 */
export const REGISTRATION_KINDS = ['secp', 'ntn'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export function normaliseRegistration(kind: RegistrationKind, typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (kind === 'secp') return digits.length === 7 ? digits : null;
  if (digits.length === 8) return `${digits.slice(0, 7)}-${digits.slice(7)}`;
  if (digits.length === 13) return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
  return null;
}

const m = VALIDATION.trust;

export const registrationSchema = z
  .object({
    kind: z.enum(REGISTRATION_KINDS, { error: m.registrationKind }),
    number: z.string({ error: m.registration }).max(40, m.registration),
  })
  .transform((registration, ctx) => {
    const number = normaliseRegistration(registration.kind, registration.number);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message: m.registration, path: ['number'] });
      return z.NEVER;
    }
    return { kind: registration.kind, number };
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** A registration as people read it: 'SECP 0123456', 'NTN 1234567-8'; null without one. */
export function registrationText(registration: Registration | null | undefined): string | null {
  return registration ? `${registration.kind.toUpperCase()} ${registration.number}` : null;
}

export const storedRegistrationSchema = z.object({ kind: z.enum(REGISTRATION_KINDS), number: z.string() });

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a company keeps its verification over a change of its profile: only while its name (but
 * for case and spacing) and its registration stay what was verified. A new logo, website or text
 * keeps it; a new name or registration drops it until the operator verifies it again.
 */
export function keepsCompanyVerification(
  verified: { name: string; registration?: Registration | null },
  changed: { name: string; registration?: Registration | null },
): boolean {
  const before = verified.registration ?? null;
  const after = changed.registration ?? null;
  const sameRegistration =
    before === null ? after === null : after !== null && before.kind === after.kind && before.number === after.number;
  return sameName(verified.name, changed.name) && sameRegistration;
}
