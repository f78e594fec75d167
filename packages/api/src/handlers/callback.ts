import * as z from 'zod';
import { takePendingLogin } from '../accounts/store/logins.ts';
import { createSession, deleteSession, SESSION_POLICY } from '../accounts/store/sessions.ts';
import { ensureUser, getAccount } from '../accounts/store/users.ts';
import { COOKIE, clearCookie, setCookie, setHintCookie } from '../auth/cookies.ts';
import { completeSignIn } from '../auth/oidc.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { logger } from '../observability/logger.ts';

const FAILED = '/?signin=failed';
/** Where a disabled account lands: the web app says API_MESSAGES.accountDisabled there. */
const DISABLED = '/?signin=disabled';

/**
 * The provider sends the browser back here. The state must match the cookie set at /api/login
 * (this browser started this sign-in) and a pending sign-in (not used before); then the code is
 * exchanged with PKCE, the user is created on first sign-in, and a session cookie is set. A disabled
 * account is refused (sent to /?signin=disabled) and gets no session.
 */
export const handler = httpHandler(
  'callback',
  { query: z.object({ state: z.string().max(200).optional() }).loose() },
  async ({ query, auth, event }) => {
    const clearLogin = clearCookie(COOKIE.login);
    const state = query.state;
    if (!state || auth.cookies[COOKIE.login] !== state) return empty(302, { Location: FAILED }, [clearLogin]);
    const pending = await takePendingLogin(state);
    if (!pending) return empty(302, { Location: FAILED }, [clearLogin]);
    try {
      const profile = await completeSignIn(event.rawQueryString, pending);
      const account = await ensureUser(profile);
      if (account.disabled) return empty(302, { Location: DISABLED }, [clearLogin]);
      const token = newToken();
      await createSession('seeker', profile.id, hashToken(token));
      // Disabling writes the flag, then ends the sessions it finds: a session made in between is
      // either found by it or sees the flag here, and is ended either way.
      if ((await getAccount(profile.id, true))?.disabled) {
        await deleteSession(hashToken(token));
        return empty(302, { Location: DISABLED }, [clearLogin]);
      }
      const lifetime = SESSION_POLICY.seeker.absoluteSeconds;
      return empty(302, { Location: pending.returnTo }, [
        clearLogin,
        setCookie(COOKIE.seeker, token, lifetime),
        setHintCookie(lifetime),
      ]);
    } catch (error) {
      logger.warn('sign-in failed', { error: (error as Error).message });
      return empty(302, { Location: FAILED }, [clearLogin]);
    }
  },
);
