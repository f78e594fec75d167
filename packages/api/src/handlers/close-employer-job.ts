import { API_MESSAGES, idSchema, pakistanYesterday } from '@modern-jobs/domain';
import * as z from 'zod';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { asEmployerJob } from '../employer/employer-job.ts';
import { employerWriteRefused } from '../employer/refusals.ts';
import { employerAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { ownedJobOfItem } from '../storage/job-index.ts';
import { getOwnedJob, saveJob } from '../storage/jobs.ts';

/**
 * An employer closes their own job early: closedAt is set and the deadline becomes yesterday (Pakistan
 * day), so everything a closed job does applies (off the lists, "closed" on its page, no applying).
 */
export const handler = httpHandler(
  'close-employer-job',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event, correlationId }) => {
    const { employer, who } = await employerAction(auth, event);
    const previous = await getOwnedJob(params.id, employer.userId);
    if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
    const now = new Date();
    const deadline = pakistanYesterday(now);
    const job = {
      ...ownedJobOfItem(previous as unknown as Record<string, unknown>),
      applicationDeadline: deadline,
      closedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    try {
      await saveJob(job, previous, now, {
        audit: {
          ...who,
          action: 'job.closed',
          item: { type: 'job', id: job.id, label: job.title },
          changes: [{ field: 'applicationDeadline', before: previous.applicationDeadline, after: deadline }],
        },
        asEmployer: { id: employer.userId },
      });
    } catch (error) {
      employerWriteRefused(error);
    }
    await clearEdgeCache({ id: job.id }, correlationId);
    return json(asEmployerJob(job));
  },
);
