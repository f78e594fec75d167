import { candidateSearchParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { deleteCandidateSearch } from '../talent/store/searches.ts';

/** Deletes one of the company's saved searches; what is not there (or is another company's) is the same 204. */
export const handler = httpHandler(
  'delete-candidate-search',
  { params: candidateSearchParamsSchema },
  async ({ auth, params }) => {
    const company = bankCompanyOf(await auth.requireEmployer());
    await deleteCandidateSearch(company.id, params.id);
    return empty(204);
  },
);
