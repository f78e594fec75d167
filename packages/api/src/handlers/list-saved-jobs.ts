import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listSavedJobs } from '../jobs/store/saved-jobs.ts';

export const handler = httpHandler('list-saved-jobs', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await listSavedJobs(seeker.userId));
});
