import * as z from 'zod';
import { CITIES, JOB_TYPES, LIMITS } from '../constants.ts';

/** Query of GET /api/jobs (DESIGN §2): keyword, city, type and a page. Empty values mean "any". */
export const jobListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  city: z
    .union([z.enum(CITIES), z.literal(''), z.literal('all')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  type: z
    .union([z.enum(JOB_TYPES), z.literal(''), z.literal('all')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  limit: z.coerce.number().int().min(1).max(LIMITS.jobsPageMax).default(LIMITS.jobsPageDefault),
  cursor: z.string().max(2048).optional(),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;
