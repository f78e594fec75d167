import { alertParamsSchema } from '@modern-jobs/domain';
import { deleteAlert, getAlert } from '../alerts/store/alerts.ts';
import { httpHandler } from '../http/preset.ts';
import { empty } from '../http/response.ts';

export const handler = httpHandler('delete-alert', { params: alertParamsSchema }, async ({ params, auth }) => {
  const seeker = await auth.requireSeeker();
  const alert = await getAlert(seeker.userId, params.id);
  // Deleting what is not there (or is someone else's) changes nothing, and says so the same way.
  if (alert) await deleteAlert(alert);
  return empty(204);
});
