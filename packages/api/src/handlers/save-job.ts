import { API_MESSAGES, savedJobParamsSchema } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';
import { SavedJobsFullError, saveJobFor } from '../jobs/store/saved-jobs.ts';

export const handler = httpHandler('save-job', { params: savedJobParamsSchema }, async ({ params, auth }) => {
  const seeker = await auth.requireSeeker();
  // A job the public may not see (pending, rejected, a disabled employer's) does not exist to save.
  const job = await getPublicJob(params.jobId);
  if (!job) throw httpError(404, API_MESSAGES.jobNotFound);
  try {
    await saveJobFor(seeker.userId, job);
  } catch (error) {
    if (error instanceof SavedJobsFullError) throw httpError(409, API_MESSAGES.savedJobsFull);
    throw error;
  }
  return empty(204);
});
