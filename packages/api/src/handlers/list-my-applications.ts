import { listUserApplications } from '../applications/store/applications.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('list-my-applications', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await listUserApplications(seeker.userId));
});
