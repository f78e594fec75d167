import { listEmployerJobs } from './store/employer-jobs.ts';

/**
 * An employer's jobs the public sees (approved), of `among` when given (the jobs a change saved
 * again): the pages an operator's change to the employer clears at the edge. One pass over their
 * list, O(their jobs). A job waiting for review or rejected was never public, so no copy at the edge
 * shows it (edge/clear-edge-cache.ts).
 */
export async function publicJobsOf(ownerId: string, among?: readonly string[]): Promise<string[]> {
  if (among?.length === 0) return [];
  const wanted = among ? new Set(among) : null;
  const shown: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEmployerJobs(ownerId, { limit: 100, cursor });
    for (const job of page.items) if (job.status === 'approved' && (!wanted || wanted.has(job.id))) shown.push(job.id);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return shown;
}
