import { API_MESSAGES, employerJobInputSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { changesBetween } from '../audit/store/audit.ts';
import { clearJobFromEdgeCache } from '../edge/clear-edge-cache.ts';
import { asEmployerJob, employerDraft } from '../employers/employer-job.ts';
import { employerWriteRefused } from '../employers/refusals.ts';
import { employerAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { refuseStaleVersion } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { ownedJobOfItem } from '../jobs/store/job-index.ts';
import { getOwnedJob, JOB_AUDIT_FIELDS, saveJob } from '../jobs/store/jobs.ts';

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
    const job = employerDraft(ownedJobOfItem(previous as unknown as Record<string, unknown>), body, employer, now);
    try {
      await saveJob(job, previous, now, {
        audit: {
          ...who,
          action: 'job.updated',
          item: { type: 'job', id: job.id, label: job.title },
          changes: changesBetween(previous, job, JOB_AUDIT_FIELDS),
        },
        asEmployer: { id: employer.userId },
      });
    } catch (error) {
      employerWriteRefused(error);
    }
    // Only a job the public could see has copies at the edge (a pending one's edits clear nothing).
    await clearJobFromEdgeCache(previous);
    return json(asEmployerJob(job));
  },
);
