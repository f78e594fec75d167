import { idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { cvLink } from '../applications/cv-link.ts';
import { employerAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** A short-lived link to the CV of an applicant to one of the employer's own jobs (shared with the operator's). */
export const handler = httpHandler(
  'get-applicant-cv',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    const { employer, who } = await employerAction(auth, event);
    return json(await cvLink({ id: params.id, who, ownerId: employer.userId }));
  },
);
