import { API_MESSAGES, idSchema, jobInputSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { resolveCompanyLogo } from '../files/company-logo.ts';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { refuseStaleVersion } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { operatorDraft, saveJobEdit } from '../jobs/job-edits.ts';
import { getStoredJob, JobConflictError } from '../jobs/store/jobs.ts';
import { operatorSave } from '../wallet/boosts.ts';

export const handler = httpHandler(
  'update-job',
  { params: z.object({ id: idSchema }), body: jobInputSchema },
  async ({ params, body, event, auth }) => {
    const who = await adminAction(auth, event);
    const previous = await getStoredJob(params.id);
    if (!previous) throw httpError(404, API_MESSAGES.jobNotFound);
    // The admin edited an older version: someone else saved in between.
    refuseStaleVersion(event, previous.updatedAt, API_MESSAGES.jobChanged);
    // Approving or rejecting an employer's job tells them, and a rejection says why: Moderation does
    // both (employer/review.ts); this form would do neither.
    const decided = body.status !== previous.status && (body.status === 'approved' || body.status === 'rejected');
    if (previous.ownerId && decided) throw httpError(409, API_MESSAGES.moderateEmployerJobs);
    // An unchanged logo is kept as stored, whatever form older data has it in.
    const companyLogo =
      body.companyLogo === previous.companyLogo ? previous.companyLogo : await resolveCompanyLogo(body.companyLogo);
    try {
      const now = new Date();
      const job = operatorDraft(previous, body, companyLogo, now);
      return json(await saveJobEdit(previous, job, who, now, operatorSave(previous, job)));
    } catch (error) {
      if (error instanceof JobConflictError) throw httpError(409, API_MESSAGES.jobChanged);
      throw error;
    }
  },
);
