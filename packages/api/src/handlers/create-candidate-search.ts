import { API_MESSAGES, candidateSearchCreateSchema, hasCriteria } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { CandidateSearchesFullError, createCandidateSearch, publicSearch } from '../talent/store/searches.ts';

/**
 * A verified company saves its current candidate search: e-mailed daily, from the next 9:00, with
 * the candidates new to it. Its e-mails are in the language it was saved in.
 */
export const handler = httpHandler(
  'create-candidate-search',
  { body: candidateSearchCreateSchema },
  async ({ auth, body, event }) => {
    const company = bankCompanyOf(await auth.requireEmployer());
    const { name, ...criteria } = body;
    // A search of nothing would e-mail every candidate who changes.
    if (!hasCriteria(criteria)) throw httpError(400, API_MESSAGES.candidateSearchEmpty);
    try {
      const search = await createCandidateSearch(company.id, { name, criteria }, requestLocale(event));
      return json(publicSearch(search), { status: 201 });
    } catch (error) {
      if (error instanceof CandidateSearchesFullError) throw httpError(409, API_MESSAGES.candidateSearchesFull);
      throw error;
    }
  },
);
