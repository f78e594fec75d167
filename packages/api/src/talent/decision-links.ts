import { linkToken, linkTokenValid } from '../auth/link-tokens.ts';

/**
 * The token of a contact request's e-mail link: an HMAC of the request and its candidate, so it
 * answers that request only, for that candidate only. It works once: a request is answered once, and
 * after that the link answers 409 (decisions.ts).
 */
const PURPOSE = 'contact-decision';

export const decisionToken = (requestId: string, candidateId: string) => linkToken(PURPOSE, requestId, candidateId);

export const decisionTokenValid = (token: string, requestId: string, candidateId: string) =>
  linkTokenValid(token, PURPOSE, requestId, candidateId);
