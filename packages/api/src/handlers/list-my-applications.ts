import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listUserApplications } from '../storage/applications.ts';

export const handler = httpHandler('list-my-applications', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await listUserApplications(seeker.userId));
});
