import { API_MESSAGES, applicationSubmitSchema, isJobClosed } from '@modern-jobs/domain';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { getUser } from '../accounts/store/users.ts';
import { createApplication, DuplicateApplicationError, JobNotOpenError } from '../applications/store/applications.ts';
import { verifyUpload } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';
import { applicationMail, mailJobOf } from '../mail/intents.ts';
import { count } from '../observability/metrics.ts';

export const handler = httpHandler(
  'create-application',
  { body: applicationSubmitSchema },
  async ({ body, auth, event }) => {
    const seeker = await auth.requireSeeker();
    // Only a job the public may see takes applications; the write checks it again (applications.ts).
    const job = await getPublicJob(body.jobId);
    if (!job) throw httpError(404, API_MESSAGES.jobNotFound);
    if (isJobClosed(job)) throw httpError(409, API_MESSAGES.jobClosed);

    // The CV must be this seeker's own, checked upload; verifyUpload answers 404 otherwise.
    const cv = await verifyUpload('cv', seeker.userId, body.cvPath).catch((error: { statusCode?: number }) => {
      if (error.statusCode === 404)
        throw httpError(400, API_MESSAGES.cvNotVerified, {
          issues: [{ path: 'cvPath', message: API_MESSAGES.cvNotVerified }],
        });
      throw error;
    });
    // The confirmation goes to the account's address (the one sign-in proved), else the one typed.
    const account = await getUser(seeker.userId);
    const recipient = { to: account?.email ?? body.email, locale: requestLocale(event) };
    try {
      const application = await createApplication(
        { ...body, cvPath: `/objects/${cv.key}`, userId: seeker.userId, jobTitle: job.title, locale: recipient.locale },
        new Date(),
        (stored) => applicationMail('application-received', stored, mailJobOf(job, job), recipient),
      );
      count(PRODUCT_METRICS.applicationsSubmitted);
      return json(application, { status: 201 });
    } catch (error) {
      if (error instanceof DuplicateApplicationError) throw httpError(409, API_MESSAGES.duplicateApplication);
      if (error instanceof JobNotOpenError) throw httpError(404, API_MESSAGES.jobNotFound);
      throw error;
    }
  },
);
