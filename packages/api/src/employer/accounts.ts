import { type AdminUser, API_MESSAGES } from '@modern-jobs/domain';
import { clearJobsFromEdgeCache } from '../edge/clear-edge-cache.ts';
import { httpError } from '../http/errors.ts';
import { recordAudit } from '../storage/audit.ts';
import { setJobsHidden } from '../storage/employer-jobs.ts';
import { endSessionsOf } from '../storage/sessions.ts';
import { setDisabled } from '../storage/users.ts';
import { adminUserOf } from '../storage/users-list.ts';

/**
 * The operator disables a person's account (POST /api/admin/users/{id}/disable) or enables it
 * again (/enable). Disabling signs them out at once: the flag is written first (sign-in and the
 * employer routes check it), then every session of theirs is ended. An employer's jobs are hidden
 * from every public list, page, search and alert while disabled, and shown again when enabled:
 * each job is saved again through their own list, O(their jobs).
 */
export async function setAccountDisabled(request: {
  id: string;
  disabled: boolean;
  who: { actor: string; ip: string };
}): Promise<AdminUser> {
  const { id, disabled, who } = request;
  const stored = await setDisabled(id, disabled);
  if (!stored) throw httpError(404, API_MESSAGES.userNotFound);
  if (disabled) await endSessionsOf('seeker', id);
  const changed = await setJobsHidden(id, disabled);
  await recordAudit({
    ...who,
    action: disabled ? 'user.disabled' : 'user.enabled',
    item: { type: 'user', id, label: stored.company?.name ?? stored.email ?? stored.firstName ?? id },
    changes: [{ field: 'disabled', before: String(!disabled), after: String(disabled) }],
  });
  await clearJobsFromEdgeCache(changed);
  return adminUserOf(stored as unknown as Record<string, unknown>);
}
