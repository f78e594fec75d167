import { savedCvChangeSchema, savedCvParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { changeSavedCv } from '../profiles/cvs.ts';

/** Renames one of the caller's saved CVs, makes it the default, or replaces its file. */
export const handler = httpHandler(
  'update-profile-cv',
  { body: savedCvChangeSchema, params: savedCvParamsSchema },
  async ({ body, params, auth }) => {
    const seeker = await auth.requireSeeker();
    return json(await changeSavedCv(seeker.userId, params.id, body));
  },
);
