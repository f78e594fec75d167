import type { SavedJob, User } from '@modern-jobs/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { authQuery } from './auth.ts';
import { apiRequest } from './client.ts';

export const savedJobsQuery = () => queryOptions<SavedJob[]>({ queryKey: ['/api/saved-jobs'] });

/**
 * Saves or forgets a job for the signed-in seeker. The toggles read the seeker's saved ids from the
 * signed-in user, so that is changed at once (and put back if the API refuses); the dashboard's list
 * is fetched again.
 */
export async function setJobSaved(client: QueryClient, jobId: string, saved: boolean): Promise<void> {
  const { queryKey } = authQuery();
  // A read of the user already on its way was answered before this change: it must not land after it.
  await client.cancelQueries({ queryKey });
  const before = client.getQueryData<User | null>(queryKey);
  const withIds = (ids: string[]) => (user: User | null | undefined) => (user ? { ...user, savedJobIds: ids } : user);
  const toggled = (user: User | null | undefined) => {
    const others = user?.savedJobIds.filter((id) => id !== jobId) ?? [];
    return withIds(saved ? [...others, jobId] : others)(user);
  };
  client.setQueryData(queryKey, toggled);
  try {
    await apiRequest(saved ? 'PUT' : 'DELETE', `/api/saved-jobs/${encodeURIComponent(jobId)}`);
    // And one that started while this was on its way, likewise.
    client.setQueryData(queryKey, toggled);
  } catch (error) {
    if (before) client.setQueryData(queryKey, withIds(before.savedJobIds));
    throw error;
  } finally {
    void client.invalidateQueries({ queryKey: savedJobsQuery().queryKey });
  }
}
