import { singlePutParams, startSchema } from '../files/multipart.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('s3-params', { query: startSchema }, async ({ query }) =>
  json(await singlePutParams(query.type)),
);
