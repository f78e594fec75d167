import { API_MESSAGES, adminLoginSchema } from '@modern-jobs/domain';
import { COOKIE, setCookie } from '../auth/cookies.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { decoyPasswordHash, getAdmin, verifyPassword } from '../storage/admins.ts';
import { clearFailures, recordFailure, secondsLocked } from '../storage/login-attempts.ts';
import { createSession, SESSION_POLICY } from '../storage/sessions.ts';

export const handler = httpHandler('admin-login', { body: adminLoginSchema }, async ({ body }) => {
  const locked = await secondsLocked(body.mobile);
  if (locked > 0) throw httpError(429, API_MESSAGES.tooManyAttempts, { headers: { 'Retry-After': String(locked) } });

  // An unknown mobile is checked against a decoy hash: same answer, same work, same time.
  const admin = await getAdmin(body.mobile);
  const valid = await verifyPassword(body.password, admin?.passwordHash ?? (await decoyPasswordHash()));
  if (!admin || !valid) {
    await recordFailure(body.mobile);
    throw httpError(401, API_MESSAGES.invalidCredentials);
  }

  await clearFailures(body.mobile);
  const token = newToken();
  await createSession('admin', admin.mobile, hashToken(token));
  return json({ success: true }, { cookies: [setCookie(COOKIE.admin, token, SESSION_POLICY.admin.absoluteSeconds)] });
});
