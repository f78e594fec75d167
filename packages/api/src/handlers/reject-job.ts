import { idSchema, rejectJobSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { reviewJob } from '../employer/review.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** The operator rejects a job waiting for review, with a reason its employer sees and is e-mailed. */
export const handler = httpHandler(
  'reject-job',
  { params: z.object({ id: idSchema }), body: rejectJobSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    return json(await reviewJob({ id: params.id, decision: 'rejected', reason: body.reason, who }));
  },
);
