import { API_MESSAGES, savedJobParamsSchema } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { getJob } from '../storage/jobs.ts';
import { SavedJobsFullError, saveJobFor } from '../storage/saved-jobs.ts';

export const handler = httpHandler('save-job', { params: savedJobParamsSchema }, async ({ params, auth }) => {
  const seeker = await auth.requireSeeker();
  const job = await getJob(params.jobId);
  // A pending job is the operator's draft: to the public it does not exist, so it cannot be saved.
  if (job?.status !== 'approved') throw httpError(404, API_MESSAGES.jobNotFound);
  try {
    await saveJobFor(seeker.userId, job);
  } catch (error) {
    if (error instanceof SavedJobsFullError) throw httpError(409, API_MESSAGES.savedJobsFull);
    throw error;
  }
  return empty(204);
});
