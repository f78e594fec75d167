import { candidateParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { viewCandidate } from '../talent/view.ts';

/** One candidate's card, a counted view (429 past the company's daily cap); contacts once unlocked. */
export const handler = httpHandler('get-candidate', { params: candidateParamsSchema }, async ({ auth, params }) => {
  const company = bankCompanyOf(await auth.requireEmployer());
  return json(await viewCandidate(params.id, company));
});
