import { API_MESSAGES, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { changesBetween } from '../audit/store/audit.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { refuseStaleVersion } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getStoredJob, JOB_AUDIT_FIELDS, JobConflictError } from '../jobs/store/jobs.ts';
import { deleteEndingBoost } from '../wallet/boosts.ts';

export const handler = httpHandler(
  'delete-job',
  { params: z.object({ id: idSchema }) },
  async ({ params, event, auth }) => {
    const who = await adminAction(auth, event);
    const previous = await getStoredJob(params.id);
    if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
    refuseStaleVersion(event, previous.updatedAt, API_MESSAGES.jobChanged);
    try {
      // A paid boost's unused days go back to its employer's wallet in the same transaction.
      await deleteEndingBoost(
        previous,
        {
          ...who,
          action: 'job.deleted',
          item: { type: 'job', id: previous.id, label: previous.title },
          changes: changesBetween(previous, null, JOB_AUDIT_FIELDS),
        },
        undefined,
        new Date(),
      );
    } catch (error) {
      // Saved meanwhile, maybe with other list entries: deleting what was read would leave a ghost card.
      if (error instanceof JobConflictError) throw httpError(409, API_MESSAGES.jobChanged);
      throw error;
    }
    await clearEdgeCache({ id: previous.id });
    return json({ success: true });
  },
);
