import { API_MESSAGES } from '../messages/api.ts';

/**
 * English of the CV bank's saved candidate searches (issue 34): the API's answers when one is saved
 * (the name's validation is the CV bank part's, with the rest of validation.talent). A part of its
 * own (ur-talent-searches.ts), as the trust part is: the pages that save a search add it, and the
 * whole catalogs stay within their bundle budget.
 */
export const EN_TALENT_SEARCHES = {
  'api.candidateSearchesFull': API_MESSAGES.candidateSearchesFull,
  'api.candidateSearchEmpty': API_MESSAGES.candidateSearchEmpty,
  'api.candidateSearchNotFound': API_MESSAGES.candidateSearchNotFound,
} as const;

export type TalentSearchesKey = keyof typeof EN_TALENT_SEARCHES;
