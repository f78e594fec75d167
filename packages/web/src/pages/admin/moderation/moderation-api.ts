import type { Job, ModerationItem } from '@modern-jobs/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchItemsPage } from '../../../api/client.ts';

/** Pending jobs per page: each row is tall (logo, employer, details), so fewer than the other lists. */
const MODERATION_PAGE = 20;

/** Employers' jobs waiting for review, oldest first (the longest-waiting is decided first). */
export const moderationQuery = () =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/moderation'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchItemsPage<ModerationItem>('/api/admin/moderation', { limit: String(MODERATION_PAGE) }, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/**
 * Approves or rejects a pending job. Either way the queue is read again (the job leaves it), and
 * so are the operator's job list and the public lists, which an approval changes.
 */
export function useDecideJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const path = `/api/admin/jobs/${encodeURIComponent(decision.id)}/${decision.decision}`;
      const body = decision.decision === 'reject' ? { reason: decision.reason } : undefined;
      return (await (await apiRequest('POST', path, body)).json()) as Job;
    },
    // A refusal (409: someone decided first) also reads the queue again, so it shows what is there.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationQuery().queryKey }),
        client.invalidateQueries({ queryKey: ['/api/admin/jobs'] }),
        client.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]),
  });
}
