import { listAlerts } from '../alerts/store/alerts.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('list-alerts', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await listAlerts(seeker.userId));
});
