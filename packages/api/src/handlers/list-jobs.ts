import { jobListQuerySchema, NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listOpenJobs } from '../storage/jobs.ts';

export const handler = httpHandler('list-jobs', { query: jobListQuerySchema }, async ({ query }) => {
  const page = await listOpenJobs(query);
  return json(page.jobs, { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {} });
});
