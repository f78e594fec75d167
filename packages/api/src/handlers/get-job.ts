import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { SHARED_CACHE } from '../http/shared-cache.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';

export const handler = httpHandler('get-job', { params: z.object({ id: idSchema }) }, async ({ params }) => {
  // Shared at the edge, so it answers public jobs only: a pending or rejected job, or a disabled
  // employer's, does not exist here for anyone (its employer reads it through their own routes).
  const job = await getPublicJob(params.id);
  if (!job) throw httpError(404, API_MESSAGES.jobNotFound);
  return json(job, { headers: { 'Cache-Control': SHARED_CACHE.job } });
});
