import type { Job, Report, ReportDecision, ScamSignal } from '@modern-jobs/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchItemsPage } from '../../../api/client.ts';

/** A job in the Reports queue, as GET /api/admin/reports answers it. */
export interface ReportQueueItem {
  job: Job;
  openReports: number;
  reports: Report[];
  signals: ScamSignal[];
  employerId: string | null;
}

export const reportsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/reports'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchItemsPage<ReportQueueItem>('/api/admin/reports', { limit: '20' }, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The operator's decision on a job's open reports; the queue and the job lists are read again. */
export function useDecideReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { jobId: string; decision: ReportDecision; reason: string }) => {
      const path = `/api/admin/reports/${encodeURIComponent(request.jobId)}/decision`;
      await apiRequest('POST', path, { decision: request.decision, reason: request.reason });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reportsQuery().queryKey }),
        client.invalidateQueries({ queryKey: ['/api/admin/jobs'] }),
        client.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]),
  });
}
