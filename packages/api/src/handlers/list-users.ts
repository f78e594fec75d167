import { adminUserQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listUsers } from '../storage/users-list.ts';

/** Seekers, employers and admins, newest first: words, a role, a page. */
export const handler = httpHandler('list-users', { query: adminUserQuerySchema }, async ({ query }) => {
  const { items, nextCursor } = await listUsers(query);
  return json({ items, nextCursor });
});
