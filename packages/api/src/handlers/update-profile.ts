import { API_MESSAGES, profileCompleteness, profilePatchSchema } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listStoredCvs, NoAccountError, saveProfile } from '../profiles/store/profiles.ts';

/** Saves the fields sent (a half-filled profile is kept as the seeker goes); null clears one. */
export const handler = httpHandler('update-profile', { body: profilePatchSchema }, async ({ body, auth }) => {
  const seeker = await auth.requireSeeker();
  try {
    const [profile, cvs] = await Promise.all([saveProfile(seeker.userId, body), listStoredCvs(seeker.userId)]);
    return json({ profile, completeness: profileCompleteness(profile, cvs) });
  } catch (error) {
    if (error instanceof NoAccountError) throw httpError(404, API_MESSAGES.userNotFound);
    throw error;
  }
});
