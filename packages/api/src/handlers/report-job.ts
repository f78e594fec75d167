import { idSchema, reportInputSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { requestLocale } from '../http/locale.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { sourceIpOf } from '../http/source-ip.ts';
import { reportJob } from '../trust/report-job.ts';

/** Anyone, signed in or not, reports a public job with a reason (trust/report-job.ts). */
export const handler = httpHandler(
  'report-job',
  { params: z.object({ id: idSchema }), body: reportInputSchema },
  async ({ params, body, auth, event }) => {
    const seeker = await auth.seeker();
    const report = await reportJob({
      jobId: params.id,
      input: body,
      userId: seeker?.userId ?? null,
      ip: sourceIpOf(event),
      locale: requestLocale(event),
    });
    return json(report, { status: 201 });
  },
);
