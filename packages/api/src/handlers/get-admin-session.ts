import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** Lets the admin panel survive a reload: 200 while the admin session lives, 401 otherwise. */
export const handler = httpHandler('get-admin-session', {}, async ({ auth }) => {
  const admin = await auth.requireAdmin();
  return json({ authenticated: true, mobile: admin.mobile });
});
