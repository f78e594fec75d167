import { adminUserQuerySchema } from '@modern-jobs/domain';
import { listUsers } from '../accounts/store/users-list.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** Seekers, employers and admins, newest first: words, a role, a page. */
export const handler = httpHandler('list-users', { query: adminUserQuerySchema }, async ({ query }) => {
  const { items, nextCursor } = await listUsers(query);
  return json({ items, nextCursor });
});
