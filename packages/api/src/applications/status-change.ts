import { type AdminApplication, API_MESSAGES, type ApplicationStatus } from '@modern-jobs/domain';
import { getUser } from '../accounts/store/users.ts';
import { httpError } from '../http/errors.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';
import { applicationMail, mailJobOf } from '../mail/intents.ts';
import { getOwnedApplication } from './store/applicants.ts';
import {
  ApplicationChangedError,
  getApplication,
  NotYourApplicationError,
  setApplicationStatus,
} from './store/applications.ts';

/**
 * Changes an application's status: the operator's change (PATCH /api/admin/applications/{id}) and
 * an employer's on their own job's applicant (PATCH /api/employer/applications/{id}) alike. The
 * seeker sees the new status on their dashboard and is e-mailed about it, in the change's own
 * transaction. With `ownerId`, an application to anyone else's job is not found, here and in the
 * write's condition.
 */
export async function changeApplicationStatus(request: {
  id: string;
  status: ApplicationStatus;
  who: { actor: string; ip: string };
  ownerId?: string;
}): Promise<AdminApplication> {
  const { id, status, who, ownerId } = request;
  const previous = ownerId ? await getOwnedApplication(id, ownerId) : await getApplication(id);
  if (!previous) throw httpError(404, API_MESSAGES.applicationNotFound);
  // The seeker hears of a change (not of a status set again), at their account's address, in the
  // language they applied in, with the job as the public sees it now (only its title if it was
  // deleted, or is back in review: an employer's unreviewed edit is not mailed).
  const [account, job] =
    previous.status === status
      ? [null, null]
      : await Promise.all([getUser(previous.userId), getPublicJob(previous.jobId)]);
  const recipient = { to: account?.email ?? previous.email, locale: previous.locale ?? 'en' };
  try {
    return await setApplicationStatus(
      previous,
      status,
      (before, after) => ({
        ...who,
        action: 'application.status-changed',
        item: { type: 'application', id: previous.id, label: previous.jobTitle },
        changes: before === after ? [] : [{ field: 'status', before, after }],
      }),
      new Date(),
      (changed) =>
        applicationMail(
          'application-status',
          changed,
          mailJobOf(job, { id: previous.jobId, title: previous.jobTitle }),
          recipient,
        ),
      ownerId,
    );
  } catch (error) {
    // The job stopped being theirs between the read and the write: as if it never was.
    if (error instanceof NotYourApplicationError) throw httpError(404, API_MESSAGES.applicationNotFound);
    // Changed by someone else between the read and the write: the caller looks again.
    if (error instanceof ApplicationChangedError) throw httpError(409, API_MESSAGES.applicationChanged);
    throw error;
  }
}
