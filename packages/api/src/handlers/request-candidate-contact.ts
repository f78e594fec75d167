import { candidateParamsSchema, contactRequestSchema } from '@modern-jobs/domain';
import { employerAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { requestContact } from '../talent/contact-requests.ts';

/** Asks a candidate to share their contacts (charged only if they accept); they are e-mailed. */
export const handler = httpHandler(
  'request-candidate-contact',
  { params: candidateParamsSchema, body: contactRequestSchema },
  async ({ auth, params, body, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const request = await requestContact(params.id, bankCompanyOf(employer), body, who);
    return json({ request }, { status: 201 });
  },
);
