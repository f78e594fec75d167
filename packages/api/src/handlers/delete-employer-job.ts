import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { changesBetween } from '../audit/store/audit.ts';
import { clearJobFromEdgeCache } from '../edge/clear-edge-cache.ts';
import { employerAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { refuseStaleVersion } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { getOwnedJob, JOB_AUDIT_FIELDS, JobConflictError } from '../jobs/store/jobs.ts';
import { deleteEndingBoost } from '../wallet/boosts.ts';

const hasApplications = (job: { applicationCount?: number }) => (job.applicationCount ?? 0) > 0;

/** An employer deletes their own job, only while nobody has applied (else they close it). */
export const handler = httpHandler(
  'delete-employer-job',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const previous = await getOwnedJob(params.id, employer.userId);
    if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
    refuseStaleVersion(event, previous.updatedAt, API_MESSAGES.jobChanged);
    if (hasApplications(previous)) throw httpError(409, API_MESSAGES.jobHasApplications);
    try {
      // A paid boost's unused days go back to the wallet in the same transaction.
      await deleteEndingBoost(
        previous,
        {
          ...who,
          action: 'job.deleted',
          item: { type: 'job', id: previous.id, label: previous.title },
          changes: changesBetween(previous, null, JOB_AUDIT_FIELDS),
        },
        { id: employer.userId },
        new Date(),
      );
    } catch (error) {
      if (!(error instanceof JobConflictError)) throw error;
      // Someone applied, or it changed, between the read and the delete: say which.
      const current = await getOwnedJob(params.id, employer.userId);
      if (!current) throw httpError(404, API_MESSAGES.jobNotFound);
      throw httpError(409, hasApplications(current) ? API_MESSAGES.jobHasApplications : API_MESSAGES.jobChanged);
    }
    // Only a job the public could see has copies at the edge (a pending one's edits clear nothing).
    await clearJobFromEdgeCache(previous);
    return empty(204);
  },
);
