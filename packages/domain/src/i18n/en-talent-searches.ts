import { API_MESSAGES } from '../messages/api.ts';
import { VALIDATION_ENGLISH } from '../messages/validation.ts';

/**
 * English of the CV bank's saved candidate searches (issue 34): the API's answers when one is saved,
 * and the name's validation. A part of its own (ur-talent-searches.ts), as the trust part is: the
 * pages that save a search add it, and the whole catalogs stay within their bundle budget.
 */
export const EN_TALENT_SEARCHES = {
  'api.candidateSearchesFull': API_MESSAGES.candidateSearchesFull,
  'api.candidateSearchEmpty': API_MESSAGES.candidateSearchEmpty,
  'api.candidateSearchNotFound': API_MESSAGES.candidateSearchNotFound,
  'validation.talent.searchName': VALIDATION_ENGLISH.talent.searchName,
} as const;

export type TalentSearchesKey = keyof typeof EN_TALENT_SEARCHES;
