import type { CompanyUsage } from '@modern-jobs/domain';
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, type CursorPage } from '../../../api/client.ts';

const USAGE = '/api/admin/talent/usage';
const USAGE_PAGE = 50;

/** Every company that used the bank, a page at a time (the API answers `{ usage, nextCursor }`). */
export const talentUsageQuery = () =>
  infiniteQueryOptions({
    queryKey: [USAGE] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<CursorPage<CompanyUsage>> => {
      const query = new URLSearchParams({ limit: String(USAGE_PAGE), ...(pageParam ? { cursor: pageParam } : {}) });
      const { usage, nextCursor } = (await (await apiRequest('GET', `${USAGE}?${query}`)).json()) as {
        usage: CompanyUsage[];
        nextCursor: string | null;
      };
      return { items: usage, nextCursor };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Hides a seeker's profile from the CV bank, or shows it again (recorded in the activity log). */
export function useSetCandidateHidden() {
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }) =>
      (await (await apiRequest('PUT', `/api/admin/talent/${encodeURIComponent(id)}/hidden`, { hidden })).json()) as {
        id: string;
        hidden: boolean;
      },
  });
}

export type { CompanyUsage };
