import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { asEmployerJob } from '../employers/employer-job.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { ownedJobOfItem } from '../jobs/store/job-index.ts';
import { getOwnedJob } from '../jobs/store/jobs.ts';

/**
 * One of the employer's own jobs, whatever its review state: what their edit and applicants pages
 * open from a link or a reload (the public read answers approved jobs only). Another's id is not found.
 */
export const handler = httpHandler(
  'get-employer-job',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth }) => {
    const employer = await auth.requireEmployer();
    const stored = await getOwnedJob(params.id, employer.userId);
    if (!stored) throw httpError(404, API_MESSAGES.jobNotFound);
    return json(asEmployerJob(ownedJobOfItem(stored)));
  },
);
