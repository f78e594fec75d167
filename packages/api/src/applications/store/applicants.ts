import type { Applicant } from '@modern-jobs/domain';
import { getOwnedJob } from '../../jobs/store/jobs.ts';
import type { Page } from '../../storage/paged-query.ts';
import { getApplication, listJobApplications } from './applications.ts';

/** An own job's applicants, newest first; null when the job is not the employer's (or not there). */
export async function listApplicantsOf(
  jobId: string,
  ownerId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<Applicant> | null> {
  const job = await getOwnedJob(jobId, ownerId);
  if (!job) return null;
  const found = await listJobApplications(jobId, page.limit, page.cursor);
  return { ...found, itemsRead: found.itemsRead + 1 };
}

/** An application to one of the employer's own jobs; null for any other (answered as not found). */
export async function getOwnedApplication(id: string, ownerId: string) {
  const application = await getApplication(id);
  if (!application) return null;
  return (await getOwnedJob(application.jobId, ownerId)) ? application : null;
}
