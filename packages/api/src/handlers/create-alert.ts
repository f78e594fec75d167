import { API_MESSAGES, alertAsksSomething, alertCreateSchema } from '@modern-jobs/domain';
import { AlertsFullError, createAlert, publicAlert } from '../alerts/store/alerts.ts';
import { httpError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('create-alert', { body: alertCreateSchema }, async ({ body, auth, event }) => {
  const seeker = await auth.requireSeeker();
  // An alert that asks nothing would write about every job there is.
  if (!alertAsksSomething(body.criteria)) throw httpError(400, API_MESSAGES.alertEmpty);
  try {
    // Its e-mails are written in the language the seeker saved it in.
    const alert = await createAlert(seeker.userId, body, requestLocale(event));
    return json(publicAlert(alert), { status: 201 });
  } catch (error) {
    if (error instanceof AlertsFullError) throw httpError(409, API_MESSAGES.alertsFull);
    throw error;
  }
});
