import { API_MESSAGES, applicationStatusChangeSchema, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { applicationMail, mailJobOf } from '../mail/intents.ts';
import { ApplicationChangedError, getApplication, setApplicationStatus } from '../storage/applications.ts';
import { getJob } from '../storage/jobs.ts';
import { getUser } from '../storage/users.ts';

export const handler = httpHandler(
  'update-application-status',
  { params: z.object({ id: idSchema }), body: applicationStatusChangeSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    const previous = await getApplication(params.id);
    if (!previous) throw httpError(404, API_MESSAGES.applicationNotFound);
    // The seeker hears of a change (not of a status set again), at their account's address, in the
    // language they applied in, with the job as it is now (only its title if it was deleted).
    const [account, job] =
      previous.status === body.status
        ? [null, null]
        : await Promise.all([getUser(previous.userId), getJob(previous.jobId)]);
    const recipient = { to: account?.email ?? previous.email, locale: previous.locale ?? 'en' };
    try {
      const application = await setApplicationStatus(
        previous,
        body.status,
        (before, after) => ({
          ...who,
          action: 'application.status-changed',
          item: { type: 'application', id: previous.id, label: previous.jobTitle },
          changes: before === after ? [] : [{ field: 'status', before, after }],
        }),
        new Date(),
        (changed) =>
          applicationMail(
            'application-status',
            changed,
            mailJobOf(job, { id: previous.jobId, title: previous.jobTitle }),
            recipient,
          ),
      );
      return json(application);
    } catch (error) {
      // Changed by someone else between the read and the write: the operator looks again.
      if (error instanceof ApplicationChangedError) throw httpError(409, API_MESSAGES.applicationChanged);
      throw error;
    }
  },
);
