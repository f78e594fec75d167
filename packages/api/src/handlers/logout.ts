import { deleteSession } from '../accounts/store/sessions.ts';
import { COOKIE, clearCookie } from '../auth/cookies.ts';
import { afterSignOutUrl } from '../auth/oidc.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';

/** Ends the seeker's session (the stored one, not just the cookie) and goes home. */
export const handler = httpHandler('logout', {}, async ({ auth }) => {
  const seeker = await auth.seeker();
  if (seeker) await deleteSession(seeker.tokenHash);
  return empty(302, { Location: afterSignOutUrl() }, [clearCookie(COOKIE.seeker), clearCookie(COOKIE.hint)]);
});
