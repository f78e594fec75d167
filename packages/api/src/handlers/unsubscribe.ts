import { API_MESSAGES, UNSUBSCRIBE_ALL, unsubscribeQuerySchema } from '@modern-jobs/domain';
import { getUser } from '../accounts/store/users.ts';
import { changeAlert, getAlert, listAlerts } from '../alerts/store/alerts.ts';
import { UNSUBSCRIBE_PURPOSE } from '../alerts/unsubscribe-links.ts';
import { linkTokenValid } from '../auth/link-tokens.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { suppress } from '../mail/store/suppressions.ts';
import { deleteCandidateSearch, getCandidateSearch } from '../talent/store/searches.ts';

/**
 * One-click unsubscribe (RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the link in
 * the List-Unsubscribe header), and the button of the page an e-mail's link opens. No sign-in: the
 * link's token is an HMAC of the user and the alert, checked here. One alert's link pauses it (the
 * seeker can resume it from the dashboard), a saved candidate search's deletes it; the "all e-mail"
 * link pauses every alert and suppresses the address, so no e-mail of any kind goes to it again.
 */
export const handler = httpHandler('unsubscribe', { query: unsubscribeQuerySchema }, async ({ query }) => {
  if (!linkTokenValid(query.t, UNSUBSCRIBE_PURPOSE, query.u, query.a))
    throw httpError(403, API_MESSAGES.unsubscribeInvalid);
  if (query.a === UNSUBSCRIBE_ALL) {
    for (const alert of await listAlerts(query.u)) {
      const stored = alert.paused ? null : await getAlert(query.u, alert.id);
      if (stored) await changeAlert(stored, { paused: true });
    }
    const user = await getUser(query.u);
    if (user?.email) await suppress(user.email, 'unsubscribe');
    return json({ scope: 'all' });
  }
  const alert = await getAlert(query.u, query.a);
  // Already deleted: there is nothing left to write about, which is what was asked.
  if (alert && !alert.paused) await changeAlert(alert, { paused: true });
  // A company's saved candidate search has no pause: its link deletes it (it can be saved again).
  const search = alert ? null : await getCandidateSearch(query.u, query.a);
  if (search) await deleteCandidateSearch(search.companyId, search.id);
  const name = alert?.name ?? search?.name;
  return json({ scope: 'alert', kind: search ? 'candidate-search' : 'alert', ...(name ? { alertName: name } : {}) });
});
