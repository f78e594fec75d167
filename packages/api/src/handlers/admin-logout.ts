import { deleteSession } from '../accounts/store/sessions.ts';
import { COOKIE, clearCookie } from '../auth/cookies.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** Ends the admin session; answers success even when there was none, so a retry is harmless. */
export const handler = httpHandler('admin-logout', {}, async ({ auth }) => {
  const admin = await auth.admin();
  if (admin) await deleteSession(admin.tokenHash);
  return json({ success: true }, { cookies: [clearCookie(COOKIE.admin)] });
});
