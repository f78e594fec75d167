import * as z from 'zod';
import { completeMultipart, completeSchema, keyQuerySchema, uploadIdSchema } from '../files/multipart.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  's3-multipart-complete',
  { params: z.object({ uploadId: uploadIdSchema }), query: keyQuerySchema, body: completeSchema },
  async ({ params, query, body }) => json(await completeMultipart(query.key, params.uploadId, body.parts)),
);
