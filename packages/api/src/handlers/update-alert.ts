import { API_MESSAGES, alertChangeSchema, alertParamsSchema } from '@modern-jobs/domain';
import { AlertChangedError, changeAlert, getAlert, publicAlert } from '../alerts/store/alerts.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  'update-alert',
  { params: alertParamsSchema, body: alertChangeSchema },
  async ({ params, body, auth }) => {
    const seeker = await auth.requireSeeker();
    // Read under the caller's own key: another seeker's alert id finds nothing.
    const alert = await getAlert(seeker.userId, params.id);
    if (!alert) throw httpError(404, API_MESSAGES.alertNotFound);
    try {
      return json(publicAlert(await changeAlert(alert, body)));
    } catch (error) {
      // Changed in another tab, or by an unsubscribe link, between the read and the write.
      if (error instanceof AlertChangedError) throw httpError(409, API_MESSAGES.alertChanged);
      throw error;
    }
  },
);
