import { z } from 'zod';
import { PREFIX, readObject } from '../files/objects.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';

/** Object keys are our own: letters, digits, dashes, dots and slashes, no "..". */
const keySchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/)
  .refine((key) => !key.includes('..'));

const LOGO_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export const handler = httpHandler('get-object', { params: z.object({ proxy: keySchema }) }, async ({ params }) => {
  // Only logos are public; private uploads are not served from here until the owner check exists.
  if (!params.proxy.startsWith(PREFIX.logos)) throw httpError(404, 'Not Found');
  const object = await readObject(params.proxy);
  if (!object) throw httpError(404, 'Not Found');
  return {
    statusCode: 200,
    headers: {
      'Content-Type': object.contentType,
      'Cache-Control': LOGO_CACHE,
      ...(object.etag ? { ETag: object.etag } : {}),
    },
    body: object.body.toString('base64'),
    isBase64Encoded: true,
  };
});
