import { savedJobParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { unsaveJobFor } from '../jobs/store/saved-jobs.ts';

export const handler = httpHandler('unsave-job', { params: savedJobParamsSchema }, async ({ params, auth }) => {
  const seeker = await auth.requireSeeker();
  await unsaveJobFor(seeker.userId, params.jobId);
  return empty(204);
});
