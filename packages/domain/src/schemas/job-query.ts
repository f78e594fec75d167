import * as z from 'zod';
import { CITIES, JOB_SORTS, JOB_TYPES, LIMITS, POSTED_WITHIN_HOURS, type PostedWithin } from '../constants.ts';
import { WORKPLACES } from '../rules/workplace.ts';

/** An optional choice of a list: empty and "all" mean any. */
const anyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.literal('all')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v));

/** Words to search for, at most 100 characters; blank means none. */
export const keywordSchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

/**
 * Query of GET /api/jobs (DESIGN §2): keyword, city, type, the least pay, where, how recent, the
 * order and a page. Empty values mean "any".
 */
export const jobListQuerySchema = z.object({
  q: keywordSchema,
  city: anyOf(CITIES),
  type: anyOf(JOB_TYPES),
  minSalary: z
    .union([z.literal(''), z.coerce.number().int().min(0).max(100_000_000)])
    .optional()
    .transform((v) => (v === '' || v === 0 ? undefined : v)),
  where: anyOf(WORKPLACES),
  posted: anyOf(Object.keys(POSTED_WITHIN_HOURS) as [PostedWithin, ...PostedWithin[]]),
  sort: anyOf(JOB_SORTS),
  limit: z.coerce.number().int().min(1).max(LIMITS.jobsPageMax).default(LIMITS.jobsPageDefault),
  cursor: z.string().max(2048).optional(),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;
