import { companyParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { block } from '../talent/status.ts';

/** The company no longer finds the caller, nor can open, unlock or ask to contact them (404 to it). */
export const handler = httpHandler('block-company', { params: companyParamsSchema }, async ({ auth, params }) => {
  const seeker = await auth.requireSeeker();
  return json(await block(seeker.userId, params.companyId));
});
