import { jobInputSchema } from '@modern-jobs/domain';
import { changesBetween } from '../audit/store/audit.ts';
import { resolveCompanyLogo } from '../files/company-logo.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { JOB_AUDIT_FIELDS, saveJob } from '../jobs/store/jobs.ts';
import { newId } from '../storage/ids.ts';

export const handler = httpHandler('create-job', { body: jobInputSchema }, async ({ body, auth, event }) => {
  const who = await adminAction(auth, event);
  const now = new Date();
  const companyLogo = await resolveCompanyLogo(body.companyLogo);
  const at = now.toISOString();
  const job = { ...body, companyLogo, id: newId(), createdAt: at, updatedAt: at };
  const audit = {
    ...who,
    action: 'job.created' as const,
    item: { type: 'job' as const, id: job.id, label: job.title },
    changes: changesBetween(null, job, JOB_AUDIT_FIELDS),
  };
  return json(await saveJob(job, null, now, { audit }), { status: 201 });
});
