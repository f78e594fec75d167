import { API_MESSAGES, applicationSubmitSchema, isJobClosed } from '@modern-jobs/domain';
import { verifyUpload } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { createApplication, DuplicateApplicationError } from '../storage/applications.ts';
import { getJob } from '../storage/jobs.ts';

export const handler = httpHandler('create-application', { body: applicationSubmitSchema }, async ({ body, auth }) => {
  const seeker = await auth.requireSeeker();
  const job = await getJob(body.jobId);
  if (job?.status !== 'approved') throw httpError(404, API_MESSAGES.jobNotFound);
  if (isJobClosed(job)) throw httpError(409, API_MESSAGES.jobClosed);

  // The CV must be this seeker's own, checked upload; verifyUpload answers 404 otherwise.
  const cv = await verifyUpload('cv', seeker.userId, body.cvPath).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404)
      throw httpError(400, API_MESSAGES.cvNotVerified, {
        issues: [{ path: 'cvPath', message: API_MESSAGES.cvNotVerified }],
      });
    throw error;
  });
  try {
    const application = await createApplication({
      ...body,
      cvPath: `/objects/${cv.key}`,
      userId: seeker.userId,
      jobTitle: job.title,
    });
    return json(application, { status: 201 });
  } catch (error) {
    if (error instanceof DuplicateApplicationError) throw httpError(409, API_MESSAGES.duplicateApplication);
    throw error;
  }
});
