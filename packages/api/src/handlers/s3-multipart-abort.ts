import * as z from 'zod';
import { abortMultipart, keyQuerySchema, uploadIdSchema } from '../files/multipart.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  's3-multipart-abort',
  { params: z.object({ uploadId: uploadIdSchema }), query: keyQuerySchema },
  async ({ params, query }) => json(await abortMultipart(query.key, params.uploadId)),
);
