import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { talentStatus } from '../talent/status.ts';

/** The caller's CV bank visibility (off until they choose), whether the operator hid them, and whom they blocked. */
export const handler = httpHandler('get-talent-status', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await talentStatus(seeker.userId));
});
