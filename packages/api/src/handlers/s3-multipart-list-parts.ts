import * as z from 'zod';
import { keyQuerySchema, listParts, uploadIdSchema } from '../files/multipart.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  's3-multipart-list-parts',
  { params: z.object({ uploadId: uploadIdSchema }), query: keyQuerySchema },
  async ({ params, query }) => json(await listParts(query.key, params.uploadId)),
);
