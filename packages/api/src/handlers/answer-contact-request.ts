import { API_MESSAGES, contactDecisionLinkSchema } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { sourceIpOf } from '../http/source-ip.ts';
import { decideRequest } from '../talent/contact-requests.ts';
import { decisionTokenValid } from '../talent/decision-links.ts';
import { getRequest } from '../talent/store/requests.ts';

/**
 * The answer from the request's e-mail, signed in or not (its page asks before it posts: mail
 * scanners open links): the token is the request's and its candidate's HMAC, and good for one answer.
 * A token that does not match answers 403 like one for a request that does not exist.
 */
export const handler = httpHandler(
  'answer-contact-request',
  { query: contactDecisionLinkSchema },
  async ({ query, event }) => {
    const request = await getRequest(query.r);
    if (!request || !decisionTokenValid(query.t, request.id, request.candidateId))
      throw httpError(403, API_MESSAGES.talentDecisionLinkInvalid);
    return json({ request: await decideRequest(request.id, request.candidateId, query.decision, sourceIpOf(event)) });
  },
);
