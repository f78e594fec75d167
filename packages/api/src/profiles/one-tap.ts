import { API_MESSAGES, type ApplicationSubmit, oneTapMissing } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { cvUnchanged, getProfile, getStoredCv } from './store/profiles.ts';

/**
 * One tap's application: the name, numbers and e-mail from the caller's profile and the saved CV
 * they picked, as the spec's form would have sent them, and the condition that the CV is still
 * theirs with that file when the application is written (so a CV deleted at the same moment is
 * either sent with its file or refused). 404 for a CV not theirs; 409 (with what is missing) for a
 * profile that cannot apply yet.
 */
export async function oneTapApplication(
  userId: string,
  request: { jobId: string; profileCvId: string },
): Promise<{ submit: ApplicationSubmit; alongside: Array<ReturnType<typeof cvUnchanged>> }> {
  const [{ profile }, cv] = await Promise.all([getProfile(userId, true), getStoredCv(userId, request.profileCvId)]);
  if (!cv) throw httpError(404, API_MESSAGES.profileCvNotFound);
  const missing = oneTapMissing(profile, [cv]);
  if (missing.length > 0)
    throw httpError(409, API_MESSAGES.profileIncomplete, {
      issues: missing.map((path) => ({ path, message: API_MESSAGES.profileIncomplete })),
    });
  return {
    submit: {
      jobId: request.jobId,
      fullName: String(profile.fullName),
      contactNumber: String(profile.contactNumber),
      whatsappNumber: String(profile.whatsappNumber),
      email: String(profile.email),
      cvPath: cv.objectPath,
    },
    alongside: [cvUnchanged(cv)],
  };
}
