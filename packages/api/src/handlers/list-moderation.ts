import { pageQuerySchema } from '@modern-jobs/domain';
import { listModeration } from '../employers/store/employer-jobs.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** Employers' jobs waiting for review, oldest first, with who posted them: a page. */
export const handler = httpHandler('list-moderation', { query: pageQuerySchema }, async ({ query }) => {
  const { items, nextCursor } = await listModeration(query);
  return json({ items, nextCursor });
});
