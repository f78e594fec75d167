import { savedCvCreateSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { addSavedCv } from '../profiles/cvs.ts';

/** Keeps an uploaded CV of the caller's (checked here if it was not yet): at most 3. */
export const handler = httpHandler('add-profile-cv', { body: savedCvCreateSchema }, async ({ body, auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await addSavedCv(seeker.userId, body), { status: 201 });
});
