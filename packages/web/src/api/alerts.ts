import type { Alert, AlertChange, AlertCreate, UnsubscribeQuery } from '@modern-jobs/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** The signed-in seeker's job alerts, newest first (GET /api/alerts). */
export const alertsQuery = () => queryOptions<Alert[]>({ queryKey: ['/api/alerts'] });

/** Saves a search as a job alert; the dashboard's list is fetched again when next shown. */
export async function createAlert(client: QueryClient, body: AlertCreate): Promise<Alert> {
  const res = await apiRequest('POST', '/api/alerts', body);
  const alert = (await res.json()) as Alert;
  void client.invalidateQueries({ queryKey: alertsQuery().queryKey });
  return alert;
}

/** Renames, pauses or resumes an alert, or changes how often it writes; the list shows the API's answer. */
export async function changeAlert(client: QueryClient, id: string, change: AlertChange): Promise<Alert> {
  const res = await apiRequest('PATCH', `/api/alerts/${encodeURIComponent(id)}`, change);
  const alert = (await res.json()) as Alert;
  client.setQueryData(alertsQuery().queryKey, (list) => list?.map((each) => (each.id === id ? alert : each)));
  return alert;
}

export async function deleteAlert(client: QueryClient, id: string): Promise<void> {
  await apiRequest('DELETE', `/api/alerts/${encodeURIComponent(id)}`);
  client.setQueryData(alertsQuery().queryKey, (list) => list?.filter((each) => each.id !== id));
}

/** What an unsubscribe link stopped: one alert (and its name, when it still has one) or every e-mail. */
export interface Unsubscribed {
  scope: 'alert' | 'all';
  alertName?: string;
  /**
   * What the link was for, when the API says: a job alert's or a saved candidate search's (their
   * links look alike). Not sent by the API yet; without it the page says "alert".
   */
  kind?: 'alert' | 'candidate-search';
}

/**
 * Follows an e-mail's unsubscribe link (POST /api/unsubscribe?u=&a=&t=): no session, the signed
 * token in the query is the authority. Only ever called on a press, never on opening the page.
 */
export async function unsubscribe(query: UnsubscribeQuery): Promise<Unsubscribed> {
  const res = await apiRequest('POST', `/api/unsubscribe?${new URLSearchParams({ ...query })}`);
  return (await res.json()) as Unsubscribed;
}
