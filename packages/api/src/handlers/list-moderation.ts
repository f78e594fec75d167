import { pageQuerySchema } from '@modern-jobs/domain';
import { listModeration } from '../employers/store/employer-jobs.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { signalsOfJobs } from '../trust/signals.ts';

/** Employers' jobs waiting for review, oldest first, with who posted them and their scam signals: a page. */
export const handler = httpHandler('list-moderation', { query: pageQuerySchema }, async ({ query }) => {
  const { items, nextCursor } = await listModeration(query);
  const signals = await signalsOfJobs(items.map((item) => item.job));
  return json({ items: items.map((item, i) => ({ ...item, signals: signals[i] ?? [] })), nextCursor });
});
