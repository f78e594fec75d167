import { activityQuerySchema, NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { listAudit } from '../audit/store/audit.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** What admins did, newest first, by actor and/or item; the next page's cursor in a header. */
export const handler = httpHandler('list-activity', { query: activityQuerySchema }, async ({ query }) => {
  const page = await listAudit(query);
  return json(page.records, { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {} });
});
