import type { SavedCandidateSearch } from '@modern-jobs/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { CandidateFilters } from './talent.ts';

// A company's saved candidate searches (GET/POST /api/talent/searches, DELETE …/{id}): each is
// e-mailed daily with the candidates new to it.

const SEARCHES = '/api/talent/searches';

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: [SEARCHES] as const,
    queryFn: async () =>
      ((await (await apiRequest('GET', SEARCHES)).json()) as { searches: SavedCandidateSearch[] }).searches,
    retry: false,
  });

/** What POST takes: a name and the search's filters as its query string spells them (blank ones left out). */
export interface SavedSearchInput {
  name: string;
  filters: CandidateFilters;
}

/** Saves a search; the list is read again, so it shows in the order the API keeps (newest first). */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, filters }: SavedSearchInput) => {
      const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
      return (await (await apiRequest('POST', SEARCHES, { name, ...given })).json()) as SavedCandidateSearch;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [SEARCHES] }),
  });
}

/**
 * Deletes a saved search. One already gone (404: deleted from another tab, or by its e-mail's
 * unsubscribe link) is still an error to say, and the list is read again either way.
 */
export function useDeleteSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${SEARCHES}/${encodeURIComponent(id)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [SEARCHES] }),
  });
}
