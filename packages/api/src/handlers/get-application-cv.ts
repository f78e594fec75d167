import { API_MESSAGES, CV_LINK_TTL_SECONDS, idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { shortLivedLink } from '../files/uploads.ts';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getApplication } from '../storage/applications.ts';
import { recordProfileView } from '../storage/users.ts';

/** A link to the applicant's CV that expires within a minute (DESIGN §5). */
export const handler = httpHandler(
  'get-application-cv',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    const who = await adminAction(auth, event);
    const application = await getApplication(params.id);
    if (!application) throw httpError(404, API_MESSAGES.applicationNotFound);
    // Recorded (and counted on the seeker's dashboard) before the link is given: no CV is opened
    // without its record.
    await recordProfileView(application.userId, {
      ...who,
      action: 'application.cv-opened',
      item: { type: 'application', id: application.id, label: application.jobTitle },
    });
    const filename = `CV - ${application.fullName}`.replace(/[^\w .-]/g, '').slice(0, 80);
    const url = await shortLivedLink(application.cvPath.replace(/^\/objects\//, ''), filename);
    return json({ url, expiresInSeconds: CV_LINK_TTL_SECONDS });
  },
);
