import { API_MESSAGES, adminLoginSchema } from '@modern-jobs/domain';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { DEVICE_TRUST_SECONDS, deviceAdmin, rememberDevice } from '../accounts/store/admin-devices.ts';
import { decoyPasswordHash, getAdmin, verifyPassword } from '../accounts/store/admins.ts';
import { createSession, SESSION_POLICY } from '../accounts/store/sessions.ts';
import { startAttempt } from '../accounts/store/sign-in-limits.ts';
import { adminActor, recordAudit } from '../audit/store/audit.ts';
import { COOKIE, setCookie } from '../auth/cookies.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { sourceIpOf } from '../http/source-ip.ts';
import { count } from '../observability/metrics.ts';

/** The device cookie's hash when this browser has signed in as this admin before. */
async function knownDevice(token: string | undefined, mobile: string): Promise<string | null> {
  if (token?.length !== 43) return null;
  const hash = hashToken(token);
  return (await deviceAdmin(hash)) === mobile ? hash : null;
}

export const handler = httpHandler('admin-login', { body: adminLoginSchema }, async ({ body, auth, event }) => {
  const device = await knownDevice(auth.cookies[COOKIE.adminDevice], body.mobile);
  // Counted before the password is checked, so parallel guesses cannot race past the limit.
  const ip = sourceIpOf(event);
  const attempt = await startAttempt({ mobile: body.mobile, sourceIp: ip, knownDevice: device });
  if ('retryAfter' in attempt) {
    // One record per account and lock (its hour), however often the lock refuses.
    const until = new Date(Date.now() + attempt.retryAfter * 1000).toISOString().slice(0, 13);
    await recordAudit(
      { actor: adminActor(body.mobile), action: 'admin.locked-out', item: { type: 'admin', id: body.mobile }, ip },
      { onceAs: `lockout-${body.mobile}-${until}` },
    );
    count(PRODUCT_METRICS.adminLockouts);
    throw httpError(429, API_MESSAGES.tooManyAttempts, { headers: { 'Retry-After': String(attempt.retryAfter) } });
  }

  // An unknown mobile is checked against a decoy hash: same answer, same work, same time.
  const admin = await getAdmin(body.mobile);
  const valid = await verifyPassword(body.password, admin?.passwordHash ?? (await decoyPasswordHash()));
  if (!admin || !valid) throw httpError(401, API_MESSAGES.invalidCredentials);

  await attempt.succeeded();
  count(PRODUCT_METRICS.signIns);
  await recordAudit({
    actor: adminActor(admin.mobile),
    action: 'admin.signed-in',
    item: { type: 'admin', id: admin.mobile },
    ip,
  });
  const token = newToken();
  await createSession('admin', admin.mobile, hashToken(token));
  const deviceToken = newToken();
  await rememberDevice(hashToken(deviceToken), admin.mobile);
  return json(
    { success: true },
    {
      cookies: [
        setCookie(COOKIE.admin, token, SESSION_POLICY.admin.absoluteSeconds),
        setCookie(COOKIE.adminDevice, deviceToken, DEVICE_TRUST_SECONDS),
      ],
    },
  );
});
