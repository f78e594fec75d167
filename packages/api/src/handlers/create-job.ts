import { jobInputSchema } from '@modern-jobs/domain';
import { newId } from '../auth/tokens.ts';
import { resolveCompanyLogo } from '../files/company-logo.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { saveJob } from '../storage/jobs.ts';

export const handler = httpHandler('create-job', { body: jobInputSchema }, async ({ body }) => {
  const now = new Date().toISOString();
  const companyLogo = await resolveCompanyLogo(body.companyLogo);
  const job = await saveJob({ ...body, companyLogo, id: newId(), createdAt: now, updatedAt: now }, null);
  return json(job, { status: 201 });
});
