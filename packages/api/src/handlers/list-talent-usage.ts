import * as z from 'zod';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listUsage } from '../talent/store/usage.ts';

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2048).optional(),
});

/** Each company's use of the CV bank, by company: views, unlocks, requests, accepted, paid. */
export const handler = httpHandler('list-talent-usage', { query: querySchema }, async ({ auth, query }) => {
  await auth.requireAdmin();
  return json(await listUsage(query));
});
