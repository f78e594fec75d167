import * as z from 'zod';
import { keyQuerySchema, partNumberSchema, signPart, uploadIdSchema } from '../files/multipart.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  's3-multipart-sign-part',
  { params: z.object({ uploadId: uploadIdSchema, partNumber: partNumberSchema }), query: keyQuerySchema },
  async ({ params, query }) => json(await signPart(query.key, params.uploadId, params.partNumber)),
);
