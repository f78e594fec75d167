import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { deleteJob, getStoredJob } from '../storage/jobs.ts';

export const handler = httpHandler('delete-job', { params: z.object({ id: idSchema }) }, async ({ params }) => {
  const previous = await getStoredJob(params.id);
  if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
  await deleteJob(previous);
  return json({ success: true });
});
