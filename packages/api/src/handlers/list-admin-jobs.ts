import { JOB_STATUSES, keywordSchema, NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { unlessSearchIsDown } from '../http/search-outage.ts';
import { listAllJobs } from '../search/job-lists.ts';
import { warmUpSearch } from '../search/opensearch/warm-up.ts';

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  cursor: z.string().max(2048).optional(),
  /** words of a job's title, company, skills, location or texts */
  q: keywordSchema,
  status: z
    .union([z.enum(JOB_STATUSES), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});

// Lambda's init: a search like a visitor's, made a few times, so the first visitor's runs on compiled code (warm-up.ts).
await warmUpSearch(() => listAllJobs(50, undefined, { status: 'pending' }));

/**
 * Every job, any status or deadline, newest first, or those matching words or a status; an array,
 * with the next page's cursor in a header.
 */
export const handler = httpHandler('list-admin-jobs', { query: querySchema }, async ({ query }) => {
  const page = await unlessSearchIsDown(listAllJobs(query.limit, query.cursor, { q: query.q, status: query.status }));
  return json(page.jobs, { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {} });
});
