import type { AlertCreate } from '@modern-jobs/domain';

/**
 * An alert a signed-out seeker asked for, kept in this tab while they sign in: the sign-in comes
 * back to the same search, whose 'Email me jobs like these' then saves it (AlertButton).
 */
const KEY = 'mj_pending_alert';

export function rememberPendingAlert(alert: AlertCreate): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(alert));
  } catch {
    // Storage refused (private mode, full): the seeker signs in and saves the alert again.
  }
}

export function takePendingAlert(): AlertCreate | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return stored ? (JSON.parse(stored) as AlertCreate) : null;
  } catch {
    return null;
  }
}
