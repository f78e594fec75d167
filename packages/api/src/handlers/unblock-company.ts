import { companyParamsSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { unblock } from '../talent/status.ts';

/** A blocked company may find the caller again (while they are in the bank). */
export const handler = httpHandler('unblock-company', { params: companyParamsSchema }, async ({ auth, params }) => {
  const seeker = await auth.requireSeeker();
  return json(await unblock(seeker.userId, params.companyId));
});
