import { idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { reviewedVersion, reviewJob } from '../employers/review.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/**
 * The operator approves a job waiting for review, as they read it (If-Match: its updatedAt; 428
 * without, 412 if it changed since): it is public from now on; its employer is told.
 */
export const handler = httpHandler(
  'approve-job',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    const who = await adminAction(auth, event);
    return json(await reviewJob({ id: params.id, decision: 'approved', version: reviewedVersion(event), who }));
  },
);
