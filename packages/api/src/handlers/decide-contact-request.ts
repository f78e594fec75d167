import { candidateParamsSchema, contactDecisionSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { sourceIpOf } from '../http/source-ip.ts';
import { decideRequest } from '../talent/contact-requests.ts';

/** The caller accepts (the company is charged, and sees their contacts) or declines a request to them. */
export const handler = httpHandler(
  'decide-contact-request',
  { params: candidateParamsSchema, body: contactDecisionSchema },
  async ({ auth, params, body, event }) => {
    const seeker = await auth.requireSeeker();
    return json({ request: await decideRequest(params.id, seeker.userId, body.decision, sourceIpOf(event)) });
  },
);
