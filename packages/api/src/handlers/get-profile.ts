import { oneTapMissing, profileCompleteness } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getProfile, listStoredCvs, savedCvsOf } from '../profiles/store/profiles.ts';

/** The caller's own profile: its fields, saved CVs, how complete it is and what one tap still needs. */
export const handler = httpHandler('get-profile', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  const [{ profile }, stored] = await Promise.all([getProfile(seeker.userId), listStoredCvs(seeker.userId)]);
  const cvs = savedCvsOf(stored, profile.defaultCvId);
  const missingForOneTap = oneTapMissing(profile, cvs);
  return json({
    profile,
    cvs,
    completeness: profileCompleteness(profile, cvs),
    canApplyInOneTap: missingForOneTap.length === 0,
    missingForOneTap,
  });
});
