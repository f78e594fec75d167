import { createMultipart, startSchema } from '../files/multipart.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('s3-multipart-create', { body: startSchema.loose() }, async ({ body }) =>
  json(await createMultipart(body.type)),
);
