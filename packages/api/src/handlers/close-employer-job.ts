import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { clearJobFromEdgeCache } from '../edge/clear-edge-cache.ts';
import { asEmployerJob, closedEarly } from '../employers/employer-job.ts';
import { employerWriteRefused } from '../employers/refusals.ts';
import { employerAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getOwnedJob } from '../jobs/store/jobs.ts';
import { saveEndingBoost } from '../wallet/boosts.ts';

/**
 * An employer closes their own job early (employer-job.ts: closedAt, and the deadline yesterday), so
 * everything a closed job does applies (off the lists, "closed" on its page, no applying).
 */
export const handler = httpHandler(
  'close-employer-job',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const previous = await getOwnedJob(params.id, employer.userId);
    if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
    const now = new Date();
    const job = closedEarly(previous, now);
    try {
      // A paid boost's unused days go back to the wallet in the same transaction.
      await saveEndingBoost(job, previous, now, {
        audit: {
          ...who,
          action: 'job.closed',
          item: { type: 'job', id: job.id, label: job.title },
          changes: [
            { field: 'applicationDeadline', before: previous.applicationDeadline, after: job.applicationDeadline },
          ],
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
