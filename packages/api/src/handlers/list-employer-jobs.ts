import { pageQuerySchema } from '@modern-jobs/domain';
import { listEmployerJobs } from '../employers/store/employer-jobs.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** The employer's own jobs, newest first, with their review state and applications: a page. */
export const handler = httpHandler('list-employer-jobs', { query: pageQuerySchema }, async ({ query, auth }) => {
  const employer = await auth.requireEmployer();
  const { items, nextCursor } = await listEmployerJobs(employer.userId, query);
  return json({ items, nextCursor });
});
