import { adminApplicationQuerySchema, NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { listApplications } from '../applications/store/applications.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('list-applications', { query: adminApplicationQuerySchema }, async ({ query }) => {
  const page = await listApplications(query);
  return json(page.applications, { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {} });
});
