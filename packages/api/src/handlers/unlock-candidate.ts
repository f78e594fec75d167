import { candidateParamsSchema } from '@modern-jobs/domain';
import { employerAction } from '../http/actor.ts';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { bankCompanyOf } from '../talent/access.ts';
import { unlockCandidate } from '../talent/unlock.ts';

/** Pays once per company for a candidate's contacts and default CV (402 without the credit, nothing charged). */
export const handler = httpHandler(
  'unlock-candidate',
  { params: candidateParamsSchema },
  async ({ auth, params, event }) => {
    const { employer, who } = await employerAction(auth, event);
    const company = bankCompanyOf(employer);
    const result = await unlockCandidate(params.id, {
      company,
      who,
      receipt: { to: employer.email, locale: requestLocale(event), name: employer.firstName },
    });
    return json(result);
  },
);
