import { type AdminUser, API_MESSAGES } from '@modern-jobs/domain';
import { endSessionsOf } from '../accounts/store/sessions.ts';
import { setDisabled } from '../accounts/store/users.ts';
import { adminUserOf } from '../accounts/store/users-list.ts';
import { recordAudit } from '../audit/store/audit.ts';
import { clearJobsFromEdgeCache } from '../edge/clear-edge-cache.ts';
import { httpError } from '../http/errors.ts';
import { publicJobsOf } from './public-jobs.ts';
import { setJobsHidden } from './store/employer-jobs.ts';

/**
 * The operator disables a person's account (POST /api/admin/users/{id}/disable) or enables it
 * again (/enable). Disabling signs them out at once: the flag is written first (sign-in and the
 * employer routes check it), then every session of theirs is ended. An employer's jobs are hidden
 * from every public list, page, search and alert while disabled, and shown again when enabled:
 * each job is saved again through their own list, O(their jobs). Their public jobs (and the lists
 * they are on) are cleared from CloudFront, retried while CloudFront is busy until `until` (epoch ms,
 * the function's time), then kept for retry-edge-cache: the edge always lets them go.
 */
export async function setAccountDisabled(request: {
  id: string;
  disabled: boolean;
  who: { actor: string; ip: string };
  until?: number;
}): Promise<AdminUser> {
  const { id, disabled, who, until } = request;
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
  await clearJobsFromEdgeCache(await publicJobsOf(id, changed), until === undefined ? {} : { until });
  return adminUserOf(stored);
}
