import { idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { deadlineOf } from '../edge/clear-edge-cache.ts';
import { setAccountDisabled } from '../employers/accounts.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { touchCandidate } from '../talent/store/candidates.ts';

/** The operator disables a person's account (employer/accounts.ts says all it does). */
export const handler = httpHandler(
  'disable-user',
  { params: z.object({ id: idSchema }) },
  async ({ params, auth, event }) => {
    // CloudFront, if busy, is given what is left of the function's time (edge/invalidate.ts).
    const until = deadlineOf('disable-user');
    const who = await adminAction(auth, event);
    const user = await setAccountDisabled({ id: params.id, disabled: true, who, until });
    // The CV bank's search follows now, not at the seeker's next profile change.
    await touchCandidate(params.id);
    return json(user);
  },
);
