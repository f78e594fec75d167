import { idSchema, rejectJobSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { reviewedVersion, reviewJob } from '../employers/review.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/**
 * The operator rejects a job waiting for review, as they read it (If-Match, as approve-job), with a
 * reason its employer sees and is e-mailed.
 */
export const handler = httpHandler(
  'reject-job',
  { params: z.object({ id: idSchema }), body: rejectJobSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    const version = reviewedVersion(event);
    return json(await reviewJob({ id: params.id, decision: 'rejected', reason: body.reason, version, who }));
  },
);
