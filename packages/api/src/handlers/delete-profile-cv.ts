import { savedCvParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { deleteSavedCv } from '../profiles/cvs.ts';

/** Deletes one of the caller's saved CVs; an application sent with it keeps it. */
export const handler = httpHandler('delete-profile-cv', { params: savedCvParamsSchema }, async ({ params, auth }) => {
  const seeker = await auth.requireSeeker();
  await deleteSavedCv(seeker.userId, params.id);
  return empty(204);
});
