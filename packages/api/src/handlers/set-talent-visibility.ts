import { talentVisibilitySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { changeVisibility } from '../talent/status.ts';

/** Off, visible or anonymous: out of (or into) the bank's search within a minute, through the indexer. */
export const handler = httpHandler(
  'set-talent-visibility',
  { body: talentVisibilitySchema },
  async ({ auth, body }) => {
    const seeker = await auth.requireSeeker();
    return json(await changeVisibility(seeker.userId, body.visibility));
  },
);
