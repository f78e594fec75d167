import { API_MESSAGES, CV_LINK_TTL_SECONDS } from '@modern-jobs/domain';
import { NotOwnerError, recordProfileView } from '../accounts/store/users.ts';
import { shortLivedLink } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { jobKey } from '../jobs/store/job-index.ts';
import { getOwnedApplication } from './store/applicants.ts';
import { getApplication } from './store/applications.ts';

/**
 * A link to an applicant's CV that expires within a minute (DESIGN §5), for the operator (GET
 * /api/admin/applications/{id}/cv) or the employer whose job it is (GET /api/employer/applications/
 * {id}/cv). The look is recorded, and counted on the seeker's dashboard, before the link is given:
 * no CV is opened without its record. With `ownerId`, anyone else's applicant is not found, in the
 * read and in the record's condition.
 */
export async function cvLink(request: {
  id: string;
  who: { actor: string; ip: string };
  ownerId?: string;
}): Promise<{ url: string; expiresInSeconds: number }> {
  const { id, who, ownerId } = request;
  const application = ownerId ? await getOwnedApplication(id, ownerId) : await getApplication(id);
  if (!application) throw httpError(404, API_MESSAGES.applicationNotFound);
  try {
    await recordProfileView(
      application.userId,
      {
        ...who,
        action: 'application.cv-opened',
        item: { type: 'application', id: application.id, label: application.jobTitle },
      },
      new Date(),
      ownerId ? { jobKey: jobKey(application.jobId), ownerId } : undefined,
    );
  } catch (error) {
    if (error instanceof NotOwnerError) throw httpError(404, API_MESSAGES.applicationNotFound);
    throw error;
  }
  const filename = `CV - ${application.fullName}`.replace(/[^\w .-]/g, '').slice(0, 80);
  const url = await shortLivedLink(application.cvPath.replace(/^\/objects\//, ''), filename);
  return { url, expiresInSeconds: CV_LINK_TTL_SECONDS };
}
