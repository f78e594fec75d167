import { pageQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { reportQueue } from '../trust/report-queue.ts';

/** The Reports queue: jobs with open reports, most-reported first, with their reports and scam signals. */
export const handler = httpHandler('list-reports', { query: pageQuerySchema }, async ({ query }) =>
  json(await reportQueue(query)),
);
