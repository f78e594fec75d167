import { employerJobInputSchema } from '@modern-jobs/domain';
import { changesBetween } from '../audit/store/audit.ts';
import { asEmployerJob, newEmployerJob } from '../employers/employer-job.ts';
import { employerWriteRefused } from '../employers/refusals.ts';
import { employerAction } from '../http/actor.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { JOB_AUDIT_FIELDS, saveJob } from '../jobs/store/jobs.ts';
import { pakistanDay } from '../storage/allowance.ts';

/**
 * An employer posts a job: it waits for the operator (pending). At most 5 wait at once and 10 are
 * posted per Pakistan day, both counted in the post's own transaction (jobs/store/jobs.ts).
 */
export const handler = httpHandler(
  'create-employer-job',
  { body: employerJobInputSchema },
  async ({ body, auth, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const now = new Date();
    const { day, endsAt } = pakistanDay(now);
    const job = newEmployerJob(body, employer, requestLocale(event), now);
    try {
      await saveJob(job, null, now, {
        audit: {
          ...who,
          action: 'job.submitted',
          item: { type: 'job', id: job.id, label: job.title },
          changes: changesBetween(null, job, JOB_AUDIT_FIELDS),
        },
        asEmployer: {
          id: employer.userId,
          dailyAllowance: { key: `ALLOWANCE#employer-jobs#${employer.userId}#${day}`, endsAt },
        },
      });
    } catch (error) {
      employerWriteRefused(error, endsAt);
    }
    return json(asEmployerJob({ ...job, applicationCount: 0 }), { status: 201 });
  },
);
