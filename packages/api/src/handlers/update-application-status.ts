import { API_MESSAGES, applicationStatusChangeSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { ApplicationChangedError, getApplication, setApplicationStatus } from '../storage/applications.ts';

export const handler = httpHandler(
  'update-application-status',
  { params: z.object({ id: idSchema }), body: applicationStatusChangeSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    const previous = await getApplication(params.id);
    if (!previous) throw httpError(404, API_MESSAGES.applicationNotFound);
    try {
      const application = await setApplicationStatus(previous, body.status, (before, after) => ({
        ...who,
        action: 'application.status-changed',
        item: { type: 'application', id: previous.id, label: previous.jobTitle },
        changes: before === after ? [] : [{ field: 'status', before, after }],
      }));
      return json(application);
    } catch (error) {
      // Changed by someone else between the read and the write: the operator looks again.
      if (error instanceof ApplicationChangedError) throw httpError(409, API_MESSAGES.applicationChanged);
      throw error;
    }
  },
);
