import { uploadConfirmSchema } from '@modern-jobs/domain';
import { objectPathOf, verifyUpload } from '../files/uploads.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('confirm-cv-upload', { body: uploadConfirmSchema }, async ({ body, auth }) => {
  const seeker = await auth.requireSeeker();
  const record = await verifyUpload('cv', seeker.userId, body.cvURL);
  return json({ objectPath: objectPathOf(record) });
});
