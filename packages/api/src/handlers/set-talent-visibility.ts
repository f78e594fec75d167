import { talentVisibilitySchema } from '@modern-jobs/domain';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { changeVisibility } from '../talent/status.ts';

/**
 * Off, visible or anonymous: out of (or into) the bank's search within a minute, through the indexer.
 * The page's language is kept with it: the bank's e-mails to the seeker are written in it.
 */
export const handler = httpHandler(
  'set-talent-visibility',
  { body: talentVisibilitySchema },
  async ({ auth, body, event }) => {
    const seeker = await auth.requireSeeker();
    return json(await changeVisibility(seeker.userId, body.visibility, requestLocale(event)));
  },
);
