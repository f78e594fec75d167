import { API_MESSAGES, applicationSubmitSchema, isJobClosed, oneTapApplicationSchema } from '@modern-jobs/domain';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import * as z from 'zod';
import { getUser } from '../accounts/store/users.ts';
import {
  createApplication,
  DuplicateApplicationError,
  JobNotOpenError,
  RefusedAlongsideError,
} from '../applications/store/applications.ts';
import { verifyUpload } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler, validate } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';
import { applicationMail, mailJobOf } from '../mail/intents.ts';
import { count } from '../observability/metrics.ts';
import { oneTapApplication } from '../profiles/one-tap.ts';

/**
 * The spec's form (name, numbers, e-mail, an uploaded CV) or, with `profileCvId`, one tap: the same
 * application filled from the caller's profile and the saved CV they picked. One route for both, so
 * both are one resource with one set of rules (one per job, open jobs only, the CV verified and the
 * caller's) and the employer receives the same thing either way.
 */
const isOneTap = (body: unknown): boolean => typeof body === 'object' && body !== null && 'profileCvId' in body;

export const handler = httpHandler(
  'create-application',
  // Each shape is checked by its own schema below, so a form's mistakes keep the spec's messages.
  { body: z.unknown() },
  async ({ body: sent, auth, event }) => {
    const seeker = await auth.requireSeeker();
    const oneTap = isOneTap(sent)
      ? await oneTapApplication(seeker.userId, validate(oneTapApplicationSchema, sent))
      : null;
    const body = oneTap ? oneTap.submit : validate(applicationSubmitSchema, sent);
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
        oneTap?.alongside,
      );
      count(PRODUCT_METRICS.applicationsSubmitted);
      return json(application, { status: 201 });
    } catch (error) {
      if (error instanceof DuplicateApplicationError) throw httpError(409, API_MESSAGES.duplicateApplication);
      if (error instanceof JobNotOpenError) throw httpError(404, API_MESSAGES.jobNotFound);
      // One tap's saved CV was deleted or replaced at the same moment: nothing was sent.
      if (error instanceof RefusedAlongsideError) throw httpError(404, API_MESSAGES.profileCvNotFound);
      throw error;
    }
  },
);
