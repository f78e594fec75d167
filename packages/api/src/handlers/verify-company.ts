import { idSchema, verifyInputSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { deadlineOf } from '../edge/clear-edge-cache.ts';
import { adminAction } from '../http/actor.ts';
import { versionSentBack } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { verifyCompany } from '../trust/company-verification.ts';

/** The operator verifies an employer's company, on a note or a link (trust/company-verification.ts). */
export const handler = httpHandler(
  'verify-company',
  { params: z.object({ id: idSchema }), body: verifyInputSchema },
  async ({ params, body, auth, event }) => {
    const until = deadlineOf('verify-company');
    const who = await adminAction(auth, event);
    return json(
      await verifyCompany({ userId: params.id, evidence: body.evidence, who, version: versionSentBack(event), until }),
    );
  },
);
