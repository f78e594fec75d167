import { API_MESSAGES, employerJobInputSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { asEmployerJob, employerDraft } from '../employers/employer-job.ts';
import { employerWriteRefused } from '../employers/refusals.ts';
import { employerAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { refuseStaleVersion } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { saveJobEdit } from '../jobs/job-edits.ts';
import { ownedJobOfItem } from '../jobs/store/job-index.ts';
import { getOwnedJob } from '../jobs/store/jobs.ts';

/** An employer edits their own job: whatever its state, it goes back to review (README, "Employers"). */
export const handler = httpHandler(
  'update-employer-job',
  { params: z.object({ id: idSchema }), body: employerJobInputSchema },
  async ({ params, body, auth, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const previous = await getOwnedJob(params.id, employer.userId);
    if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
    refuseStaleVersion(event, previous.updatedAt, API_MESSAGES.jobChanged);
    const now = new Date();
    const job = employerDraft(ownedJobOfItem(previous), body, employer, now);
    try {
      await saveJobEdit(previous, job, { ...who, employerId: employer.userId }, now);
    } catch (error) {
      employerWriteRefused(error);
    }
    return json(asEmployerJob(job));
  },
);
