import type { ApplicationListItem, ApplicationSubmit } from '@modern-jobs/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const myApplicationsQuery = () => queryOptions<ApplicationListItem[]>({ queryKey: ['/api/applications/user'] });

/** Submits an application; the seeker's list is refetched afterwards (spec §7). */
export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (application: ApplicationSubmit) =>
      (await apiRequest('POST', '/api/applications', application)).json(),
    onSuccess: () => client.invalidateQueries({ queryKey: myApplicationsQuery().queryKey }),
  });
}
