import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';
import type { Workplace } from '../rules/workplace.ts';
import { needsRecruiter } from './needs-recruiter.ts';

// The rule itself has no schema in it, so a page that only reads it (a job's trust panel) does not
// build zod's schemas as it starts.
export { needsRecruiter } from './needs-recruiter.ts';

/**
 * A Bureau of Emigration & Overseas Employment licence of an Overseas Employment Promoter (OEP), as
 * the Bureau prints it: the licence's number, a slash, and the 3-letter code of the Protector of
 * Emigrants' office that issued it (`1234/RWP`, `0567/LHR`, `3958/KHI`).
 *
 * Accepted as typed, then written the one way above:
 * - the number of 1 to 5 digits, padded to 4 (`567/lhr` → `0567/LHR`);
 * - a slash, a hyphen or spaces between number and office (`1234-RWP`, `1234 RWP`, `1234 / rwp`);
 * - the office in any case;
 * - an optional leading `OEP`, `OEP licence`, `OEP license` or `licence no.` (`OEP 1234/RWP`), dropped.
 * Anything else (letters in the number, a 2- or 4-letter office, two licences) is refused.
 */
const LICENCE_PATTERN = /^(?:oep\s*)?(?:licen[cs]e\s*)?(?:no\.?\s*|#\s*)?:?\s*(\d{1,5})\s*(?:[/-]\s*|\s+)([a-z]{3})$/i;

export function normaliseOepLicence(typed: string): string | null {
  const match = LICENCE_PATTERN.exec(typed.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, number = '', office = ''] = match;
  return `${number.padStart(4, '0')}/${office.toUpperCase()}`;
}

export const RECRUITER_KINDS = ['direct', 'oep'] as const;
export type RecruiterKind = (typeof RECRUITER_KINDS)[number];

const m = VALIDATION.trust;

export const oepLicenceSchema = z
  .string({ error: m.licence })
  .max(40, m.licence)
  .transform((typed, ctx) => {
    const licence = normaliseOepLicence(typed);
    if (licence === null) {
      ctx.addIssue({ code: 'custom', message: m.licence });
      return z.NEVER;
    }
    return licence;
  });

/** Who is recruiting for a job abroad: the employer abroad directly, or a licensed Pakistani OEP. */
export const recruiterSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('direct') }), z.object({ kind: z.literal('oep'), licence: oepLicenceSchema })],
  { error: m.recruiter },
);
export type RecruiterInput = z.input<typeof recruiterSchema>;
export type Recruiter = z.output<typeof recruiterSchema>;

/** The recruiter as stored and answered: the licence already in its one written form. */
export const storedRecruiterSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('direct') }),
  z.object({ kind: z.literal('oep'), licence: z.string() }),
]);

/** The rule for an input with a recruiter field: an abroad job without one is refused on `recruiter`. */
export const recruiterWhenAbroad = (job: {
  workplace?: Workplace | null;
  location: string;
  recruiter?: Recruiter | null;
}) => !needsRecruiter(job) || Boolean(job.recruiter);
export const recruiterRequired = () => ({ message: m.recruiter, path: ['recruiter'] });

/** Whether two recruiters are the same one: a verification holds only for the recruiter it checked. */
export function sameRecruiter(a: Recruiter | null | undefined, b: Recruiter | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.kind === b.kind && (a.kind === 'direct' || a.licence === (b as typeof a).licence);
}
