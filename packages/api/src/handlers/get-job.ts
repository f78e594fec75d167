import { API_MESSAGES, idSchema, isJobPublic } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { SHARED_CACHE } from '../http/shared-cache.ts';
import { jobOfItem } from '../jobs/store/job-index.ts';
import { getStoredJob } from '../jobs/store/jobs.ts';

export const handler = httpHandler('get-job', { params: z.object({ id: idSchema }) }, async ({ params }) => {
  // Shared at the edge, so it answers public jobs only: a pending or rejected job, or a disabled
  // employer's, does not exist here for anyone (its employer reads it through their own routes).
  const stored = await getStoredJob(params.id);
  if (!stored || !isJobPublic(stored)) throw httpError(404, API_MESSAGES.jobNotFound);
  // Its company's verified badge (issue 33) is the job's own copy (jobs/company-badge.ts), as its card's is.
  return json(jobOfItem(stored), { headers: { 'Cache-Control': SHARED_CACHE.job } });
});
