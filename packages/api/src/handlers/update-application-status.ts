import { applicationStatusChangeSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { changeApplicationStatus } from '../applications/status-change.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  'update-application-status',
  { params: z.object({ id: idSchema }), body: applicationStatusChangeSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    return json(await changeApplicationStatus({ id: params.id, status: body.status, who }));
  },
);
