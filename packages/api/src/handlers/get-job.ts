import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { SHARED_CACHE } from '../http/shared-cache.ts';
import { getJob } from '../storage/jobs.ts';

export const handler = httpHandler('get-job', { params: z.object({ id: idSchema }) }, async ({ params }) => {
  const job = await getJob(params.id);
  // A pending job is the operator's draft: to the public it does not exist.
  if (job?.status !== 'approved') throw httpError(404, API_MESSAGES.jobNotFound);
  return json(job, { headers: { 'Cache-Control': SHARED_CACHE.job } });
});
