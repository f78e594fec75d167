import { saveJob } from '../../src/jobs/store/jobs.ts';
import { aJob } from '../fixtures.ts';

/**
 * An approved job for storage-level applications: an application's write counts on its job, and
 * holds only while the job exists and is public. Its deadline is past, so it is on no public list
 * of the table the integration files share (the storage write does not look at deadlines).
 */
export async function jobToApplyTo(id: string, title: string): Promise<void> {
  await saveJob(aJob({ id, title, applicationDeadline: '2020-01-01' }), null);
}
