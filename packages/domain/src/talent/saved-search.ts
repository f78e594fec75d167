import * as z from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { VALIDATION } from '../messages/validation.ts';
import { idSchema } from '../schemas/common.ts';
import { type CandidateCriteria, candidateSearchQuerySchema } from './query.ts';

/** How many candidate searches a company may keep: each costs a search a day. */
export const MAX_SAVED_CANDIDATE_SEARCHES = 10;

/** The most cards one saved search's daily e-mail shows; it says how many more matched. */
export const SAVED_SEARCH_MAIL_CARDS = 20;

/**
 * POST /api/talent/searches: the current search, exactly as GET /api/talent/candidates validates it
 * (the same strings the search's query string carries), without its page, and a name.
 */
export const candidateSearchCreateSchema = candidateSearchQuerySchema.omit({ limit: true, cursor: true }).extend({
  name: z
    .string({ error: VALIDATION.talent.searchName })
    .trim()
    .min(1, VALIDATION.talent.searchName)
    .max(80, VALIDATION.talent.searchName),
});
export type CandidateSearchCreate = z.output<typeof candidateSearchCreateSchema>;

export const candidateSearchParamsSchema = z.object({ id: idSchema });

/** A company's saved candidate search, as its routes answer it. */
export interface SavedCandidateSearch {
  id: string;
  name: string;
  criteria: CandidateCriteria;
  createdAt: string;
}

/** As stored: whose it is, and the language its e-mails are written in (the one it was saved in). */
export interface StoredCandidateSearch extends SavedCandidateSearch {
  companyId: string;
  locale: Locale;
}
