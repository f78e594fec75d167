import { idSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { applicationCounts } from '../applications/store/application-counts.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** Applications per status, all or one job's, exact: the counts change with the applications. */
export const handler = httpHandler(
  'count-applications',
  { query: z.object({ jobId: idSchema.optional() }) },
  async ({ query }) => json(await applicationCounts(query.jobId)),
);
