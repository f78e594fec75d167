import { API_MESSAGES, LIMITS, uploadRequestSchema } from '@modern-jobs/domain';
import { startUpload } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { pakistanDay, secondsUntil, takeOne } from '../storage/allowance.ts';

/** A CV is a seeker's upload, a logo an admin's; each is refused to anyone else before signing. */
export const handler = httpHandler('create-upload-url', { body: uploadRequestSchema }, async ({ body, auth }) => {
  if (body.purpose === 'cv') {
    const seeker = await auth.seeker();
    if (!seeker) throw httpError(403, 'Only a signed-in job seeker can upload a CV');
    const { day, endsAt } = pakistanDay();
    if (!(await takeOne(`ALLOWANCE#uploads#${seeker.userId}#${day}`, LIMITS.seekerUploadsPerDay, endsAt)))
      throw httpError(429, API_MESSAGES.uploadQuota, {
        headers: { 'Retry-After': String(secondsUntil(endsAt)) },
      });
    return json(await startUpload(body, seeker.userId));
  }
  if (!(await auth.admin())) throw httpError(403, 'Only an admin can upload a logo');
  return json(await startUpload(body, 'admin'));
});
