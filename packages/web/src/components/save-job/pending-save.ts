/**
 * A job a signed-out seeker asked to save, kept in this tab while they sign in: the sign-in comes
 * back to the page they were on, which then saves it (usePendingSave).
 */
const KEY = 'mj_pending_save';

export function rememberPendingSave(jobId: string): void {
  try {
    sessionStorage.setItem(KEY, jobId);
  } catch {
    // Storage refused (private mode, full): the seeker signs in and presses save again.
  }
}

export function takePendingSave(): string | null {
  try {
    const jobId = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return jobId;
  } catch {
    return null;
  }
}
