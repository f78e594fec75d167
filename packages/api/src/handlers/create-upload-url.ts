import { API_MESSAGES, LIMITS, uploadRequestSchema } from '@modern-jobs/domain';
import { startUpload } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/**
 * A CV is a seeker's upload; a logo an admin's (a job's) or any signed-in seeker's (their company's,
 * README "Employers"). A seeker's uploads of either kind share their per-day quota; an admin's logo
 * has none. Refused to anyone else before signing.
 */
export const handler = httpHandler('create-upload-url', { body: uploadRequestSchema }, async ({ body, auth }) => {
  if (body.purpose === 'logo' && (await auth.admin())) return json(await startUpload(body, 'admin'));
  const seeker = await auth.seeker();
  if (!seeker)
    throw httpError(403, body.purpose === 'cv' ? API_MESSAGES.cvUploadSignIn : API_MESSAGES.logoUploadSignIn);
  const { day, endsAt } = pakistanDay();
  if (!(await takeOne(`ALLOWANCE#uploads#${seeker.userId}#${day}`, LIMITS.seekerUploadsPerDay, endsAt)))
    throw httpError(429, API_MESSAGES.uploadQuota, {
      headers: { 'Retry-After': String(secondsUntil(endsAt)) },
    });
  return json(await startUpload(body, seeker.userId));
});
