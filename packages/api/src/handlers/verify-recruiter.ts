import { idSchema, verifyInputSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { adminAction } from '../http/actor.ts';
import { versionSentBack } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { verifyRecruiter } from '../trust/recruiter-verification.ts';

/** The operator verifies who recruits for a job, on a note or a link (trust/recruiter-verification.ts). */
export const handler = httpHandler(
  'verify-recruiter',
  { params: z.object({ id: idSchema }), body: verifyInputSchema },
  async ({ params, body, auth, event }) => {
    const who = await adminAction(auth, event);
    return json(
      await verifyRecruiter({ jobId: params.id, evidence: body.evidence, who, version: versionSentBack(event) }),
    );
  },
);
