import type { Job, ModerationItem } from '@modern-jobs/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, fetchItemsPage } from '../../../api/client.ts';

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

/**
 * A decision on a pending job, with the version of it the operator read (its updatedAt, as the queue
 * showed it): the API decides on that version only, and answers 412 if the job changed since.
 */
export type Decision = { id: string; version: string | undefined } & (
  | { decision: 'approve' }
  | { decision: 'reject'; reason: string }
);

/** Whether a decision was refused because the job changed after the operator read it (412). */
export const changedSinceRead = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * Approves or rejects a pending job, as the operator read it (If-Match). Either way the queue is read
 * again (the job leaves it, or, changed meanwhile, shows its new version), and so are the operator's
 * job list and the public lists, which an approval changes. The reading is done before the caller
 * hears of a refusal, so the new version is on screen when it says the job changed.
 */
export function useDecideJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const path = `/api/admin/jobs/${encodeURIComponent(decision.id)}/${decision.decision}`;
      const body = decision.decision === 'reject' ? { reason: decision.reason } : undefined;
      return (await (await apiRequest('POST', path, body, decision.version)).json()) as Job;
    },
    // A refusal (409: someone decided first; 412: the job changed) also reads the queue again, so it shows what is there.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationQuery().queryKey }),
        client.invalidateQueries({ queryKey: ['/api/admin/jobs'] }),
        client.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]),
  });
}
