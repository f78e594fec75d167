import { ownedJobOfItem } from './job-index.ts';
import { getStoredJob, isSeedAsWritten, JobConflictError, listAllJobs, saveJob } from './jobs.ts';

/**
 * Saves every job again as it is, so each has what this version writes for it: its place in the
 * feed of job changes and the description's words on the list of open jobs, which the search index
 * starts from. Once, after upgrading a stage from before the search index; a job someone edits
 * meanwhile is skipped (their save wrote the same). Pages through the admin list: O(jobs), not a
 * request path.
 */
export async function reindexJobs(now = new Date()): Promise<{ jobs: number; skipped: number }> {
  let jobs = 0;
  let skipped = 0;
  let cursor: string | undefined;
  do {
    const page = await listAllJobs(100, cursor);
    for (const { id } of page.jobs) {
      const stored = await getStoredJob(id);
      if (!stored) continue;
      try {
        // A demo job nobody edited stays one that seeding may refresh.
        await saveJob(ownedJobOfItem(stored as unknown as Record<string, unknown>), stored, now, {
          seeding: isSeedAsWritten(stored),
        });
        jobs += 1;
      } catch (error) {
        if (!(error instanceof JobConflictError)) throw error;
        skipped += 1;
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  return { jobs, skipped };
}
