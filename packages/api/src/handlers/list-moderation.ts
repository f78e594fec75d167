import { pageQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listModeration } from '../storage/employer-jobs.ts';

/** Employers' jobs waiting for review, oldest first, with who posted them: a page. */
export const handler = httpHandler('list-moderation', { query: pageQuerySchema }, async ({ query }) => {
  const { items, nextCursor } = await listModeration(query);
  return json({ items, nextCursor });
});
