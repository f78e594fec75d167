import * as z from 'zod';
import { CITIES } from '../constants.ts';
import { VALIDATION } from '../messages/validation.ts';
import { keywordSchema } from '../schemas/job-query.ts';
import { CANDIDATE_PAGE } from './limits.ts';

const t = VALIDATION.talent;

/** The "active within" choices, in days. */
export const ACTIVE_WITHIN_DAYS = [1, 7, 30, 90] as const;

/** A number in a query string: blank means none, anything else must be a whole number in range. */
const wholeNumber = (message: string, max: number) =>
  z
    .union([z.literal(''), z.coerce.number({ error: message }).int(message).min(0, message).max(max, message)])
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Languages, comma-separated ("english,urdu"): each as the profile spells it, compared without case. */
const languagesSchema = z
  .string()
  .max(200, t.languages)
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((language) => language.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.length <= 5 && list.every((language) => language.length <= 40), t.languages);

/**
 * GET /api/talent/candidates: words (over headline, skills, work history and the CV's text), and
 * filters, validated as job search's are: empty means any, a number out of range or a choice not
 * on the list is a 400. The cursor is opaque and checked where it is read.
 */
export const candidateSearchQuerySchema = z.object({
  q: keywordSchema,
  city: z
    .union([z.enum(CITIES), z.literal(''), z.literal('all')], { error: t.city })
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  minYears: wholeNumber(t.minYears, 60),
  maxExpectedSalary: wholeNumber(t.maxExpectedSalary, 100_000_000),
  abroad: z
    .enum(['', 'true', 'false'], { error: t.abroad })
    .optional()
    .transform((v) => (v === 'true' ? true : undefined)),
  languages: languagesSchema,
  activeWithinDays: z
    .union([z.literal(''), z.enum(ACTIVE_WITHIN_DAYS.map(String) as [string, ...string[]])], {
      error: t.activeWithinDays,
    })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  limit: z.coerce.number().int().min(1).max(CANDIDATE_PAGE.max).default(CANDIDATE_PAGE.default),
  cursor: z.string().max(2048).optional(),
});
export type CandidateSearchQuery = z.output<typeof candidateSearchQuerySchema>;

/** A saved search is the same filters without the page. */
export type CandidateCriteria = Omit<CandidateSearchQuery, 'limit' | 'cursor'>;

/** Whether a search names anything at all: an empty one is not worth saving. */
export const hasCriteria = (criteria: CandidateCriteria): boolean =>
  Object.values(criteria).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined));
