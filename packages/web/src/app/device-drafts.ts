/** Where a seeker's unsaved profile waits on this device (pages/profile/profile-form.ts), by their id. */
export const PROFILE_DRAFT_PREFIX = 'mj.profile-draft.';

/**
 * Forgets every profile draft kept on this device: on signing out, so a shared phone keeps none of
 * the last person's unsaved details (name, numbers, work history) in its storage.
 */
export function forgetDrafts(): void {
  try {
    const storage = window.localStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(PROFILE_DRAFT_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}
