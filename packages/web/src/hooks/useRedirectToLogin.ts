import { REDIRECT_DELAY_MS } from '@modern-jobs/domain';
import { useCallback } from 'react';
import { loginUrl } from '../api/auth.ts';
import { showToast } from '../app/toast.ts';

/** Shows a toast (in the page's language), then sends the browser to sign in after the spec's 500 ms (spec §6). */
export async function redirectToLogin(toast: { title: string; message: string }, returnTo?: string): Promise<void> {
  // The 500 ms count from when the toast is shown, so it is seen even on a slow connection.
  await showToast({ ...toast, color: 'red' });
  window.setTimeout(() => window.location.assign(loginUrl(returnTo)), REDIRECT_DELAY_MS);
}

export function useRedirectToLogin() {
  return useCallback(redirectToLogin, []);
}
