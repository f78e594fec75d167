import { API_MESSAGES, needsRecruiter, settingOrDefault } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import type { OwnedJob } from '../jobs/store/job-index.ts';
import { getSetting } from '../settings/store/settings.ts';

/**
 * When the operator's setting asks for it (trust_rules.requireRecruiterVerification), a job abroad
 * is approved only once its recruiter is verified: 409 recruiterNotVerified until then. Off by
 * default; a stored value that cannot be read counts as the default.
 */
export async function requireVerifiedRecruiter(job: OwnedJob): Promise<void> {
  if (!needsRecruiter(job) || job.recruiterVerification) return;
  const rules = settingOrDefault('trust_rules', (await getSetting('trust_rules'))?.value);
  if (rules.requireRecruiterVerification) throw httpError(409, API_MESSAGES.recruiterNotVerified);
}
