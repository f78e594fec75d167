import { API_MESSAGES, applicationStatusChangeSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { setApplicationStatus } from '../storage/applications.ts';

export const handler = httpHandler(
  'update-application-status',
  { params: z.object({ id: idSchema }), body: applicationStatusChangeSchema },
  async ({ params, body }) => {
    const application = await setApplicationStatus(params.id, body.status);
    if (!application) throw httpError(404, API_MESSAGES.applicationNotFound);
    return json(application);
  },
);
