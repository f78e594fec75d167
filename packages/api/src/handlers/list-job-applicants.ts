import { API_MESSAGES, idSchema, pageQuerySchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { listApplicantsOf } from '../applications/store/applicants.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** An own job's applicants, newest first: a page. Another employer's job is not found. */
export const handler = httpHandler(
  'list-job-applicants',
  { params: z.object({ id: idSchema }), query: pageQuerySchema },
  async ({ params, query, auth }) => {
    const employer = await auth.requireEmployer();
    const page = await listApplicantsOf(params.id, employer.userId, query);
    if (!page) throw httpError(404, API_MESSAGES.jobNotFound);
    return json({ items: page.items, nextCursor: page.nextCursor });
  },
);
