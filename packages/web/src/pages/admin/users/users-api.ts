import type { AdminUser, UserRole } from '@modern-jobs/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchItemsPage } from '../../../api/client.ts';

const USERS_PAGE = 50;

/** What the Users tab is narrowed to: words of a name, e-mail or company, and a role. */
export interface UserFilter {
  q?: string;
  role?: UserRole;
}

/** Seekers, employers and admins for a filter, page by page. */
export const usersQuery = (filter: UserFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/users', filter] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchItemsPage<AdminUser>(
        '/api/admin/users',
        { limit: String(USERS_PAGE), q: filter.q, role: filter.role },
        pageParam,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * Disables or enables an account. The user lists are read again, and so are the job lists: a
 * disabled employer's jobs leave every public list, and come back when enabled.
 */
export function useSetUserDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) =>
      (await (
        await apiRequest('POST', `/api/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`)
      ).json()) as AdminUser,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['/api/admin/users'] }),
        client.invalidateQueries({ queryKey: ['/api/admin/jobs'] }),
        client.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]),
  });
}
