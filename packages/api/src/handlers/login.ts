import * as z from 'zod';
import { LOGIN_TTL_SECONDS, savePendingLogin } from '../accounts/store/logins.ts';
import { COOKIE, setCookie } from '../auth/cookies.ts';
import { beginSignIn } from '../auth/oidc.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';

/** Only paths on this site: never an open redirect. */
const returnToSchema = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\\\s]*$/)
  .catch('/');

export const handler = httpHandler(
  'login',
  { query: z.object({ returnTo: returnToSchema.default('/') }) },
  async ({ query }) => {
    const start = await beginSignIn();
    await savePendingLogin({
      state: start.state,
      codeVerifier: start.codeVerifier,
      nonce: start.nonce,
      returnTo: query.returnTo,
    });
    return empty(302, { Location: start.url }, [setCookie(COOKIE.login, start.state, LOGIN_TTL_SECONDS)]);
  },
);
