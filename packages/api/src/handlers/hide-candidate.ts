import { API_MESSAGES, candidateParamsSchema, talentHiddenSchema } from '@modern-jobs/domain';
import { recordAudit } from '../audit/store/audit.ts';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { setHiddenByOperator } from '../talent/store/candidates.ts';

/** The operator hides a seeker's profile from the CV bank (out of search within a minute), or shows it again. */
export const handler = httpHandler(
  'hide-candidate',
  { params: candidateParamsSchema, body: talentHiddenSchema },
  async ({ auth, params, body, event }) => {
    const who = await adminAction(auth, event);
    if (!(await setHiddenByOperator(params.id, body.hidden))) throw httpError(404, API_MESSAGES.candidateNotFound);
    await recordAudit({
      ...who,
      action: body.hidden ? 'candidate.hidden' : 'candidate.unhidden',
      item: { type: 'user', id: params.id },
    });
    return json({ id: params.id, hidden: body.hidden });
  },
);
