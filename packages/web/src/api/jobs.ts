import type { Job, JobSummary } from '@modern-jobs/domain';
import { queryOptions } from '@tanstack/react-query';

/** Query options per resource, next to the calls (STYLE §8). Keys are the paths they GET. */
export const jobQueries = {
  list: () => queryOptions<JobSummary[]>({ queryKey: ['/api/jobs'] }),
  detail: (id: string) => queryOptions<Job>({ queryKey: ['/api/jobs', id] }),
};
