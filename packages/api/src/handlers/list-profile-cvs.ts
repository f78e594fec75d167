import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { savedCvs } from '../profiles/cvs.ts';

/** The caller's saved CVs, the default first. */
export const handler = httpHandler('list-profile-cvs', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await savedCvs(seeker.userId));
});
