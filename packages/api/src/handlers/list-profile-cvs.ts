import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getProfile, listStoredCvs, savedCvsOf } from '../profiles/store/profiles.ts';

/** The caller's saved CVs, the default first. */
export const handler = httpHandler('list-profile-cvs', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  const [{ profile }, cvs] = await Promise.all([getProfile(seeker.userId, true), listStoredCvs(seeker.userId)]);
  return json(savedCvsOf(cvs, profile.defaultCvId));
});
