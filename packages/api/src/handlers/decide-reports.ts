import { idSchema, reportDecisionSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { deadlineOf } from '../edge/clear-edge-cache.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { decideReports } from '../trust/report-decisions.ts';

/** The operator dismisses a job's open reports, hides the job or disables its employer, with a reason. */
export const handler = httpHandler(
  'decide-reports',
  { params: z.object({ id: idSchema }), body: reportDecisionSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    return json(await decideReports({ jobId: params.id, ...body, who, until: deadlineOf('decide-reports') }));
  },
);
