import { type BoostDays, type EmployerJob, type LedgerEntry, paisaToAmount, type User } from '@modern-jobs/domain';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { authQuery } from './auth.ts';
import { apiRequest, type CursorPage } from './client.ts';
import { employerJobsQuery } from './employer.ts';
import { refreshWallet } from './wallet.ts';

/** Buys days of boost for one of the employer's jobs, from the wallet. */
export function useBoostJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, days, pricePaisa }: { id: string; days: BoostDays; pricePaisa: number }) =>
      (
        await apiRequest('POST', `/api/employer/jobs/${encodeURIComponent(id)}/boost`, { days, pricePaisa })
      ).json() as Promise<{
        job: EmployerJob;
        entry: LedgerEntry;
      }>,
    onSuccess: ({ job, entry }) => {
      // The row shows its new boost at once; the balance is the entry's.
      client.setQueryData<InfiniteData<CursorPage<EmployerJob>>>(employerJobsQuery().queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((each) => (each.id === job.id ? { ...each, ...job } : each)),
              })),
            }
          : data,
      );
      client.setQueryData<User | null>(authQuery().queryKey, (user) =>
        user ? { ...user, walletBalance: paisaToAmount(entry.balancePaisa) } : user,
      );
      return Promise.all([
        refreshWallet(client),
        client.invalidateQueries({ queryKey: employerJobsQuery().queryKey }),
        client.invalidateQueries({ queryKey: ['/api/jobs'] }),
      ]);
    },
  });
}
