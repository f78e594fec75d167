import { idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { cvLink } from '../applications/cv-link.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** A link to the applicant's CV that expires within a minute (DESIGN §5). */
export const handler = httpHandler(
  'get-application-cv',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    const who = await adminAction(auth, event);
    return json(await cvLink({ id: params.id, who }));
  },
);
