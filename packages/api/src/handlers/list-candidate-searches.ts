import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { listCandidateSearches, publicSearch } from '../talent/store/searches.ts';

/** A verified company's saved candidate searches, newest first. */
export const handler = httpHandler('list-candidate-searches', {}, async ({ auth }) => {
  const company = bankCompanyOf(await auth.requireEmployer());
  return json({ searches: (await listCandidateSearches(company.id)).map(publicSearch) });
});
