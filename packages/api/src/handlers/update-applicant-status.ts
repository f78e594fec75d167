import { applicationStatusChangeSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { changeApplicationStatus } from '../applications/status-change.ts';
import { applicantOf } from '../applications/store/applications.ts';
import { employerAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** An employer moves an applicant of their own job, as the operator's change does (shared). */
export const handler = httpHandler(
  'update-applicant-status',
  { params: z.object({ id: idSchema }), body: applicationStatusChangeSchema },
  async ({ params, body, auth, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const changed = await changeApplicationStatus({
      id: params.id,
      status: body.status,
      who,
      ownerId: employer.userId,
    });
    return json(applicantOf(changed));
  },
);
