import { API_MESSAGES, candidateSearchParamsSchema } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { deleteCandidateSearch } from '../talent/store/searches.ts';

/** Deletes one of the company's saved searches: one that is not there, or is another company's, is the same 404. */
export const handler = httpHandler(
  'delete-candidate-search',
  { params: candidateSearchParamsSchema },
  async ({ auth, params }) => {
    const company = bankCompanyOf(await auth.requireEmployer());
    if (!(await deleteCandidateSearch(company.id, params.id)))
      throw httpError(404, API_MESSAGES.candidateSearchNotFound);
    return empty(204);
  },
);
