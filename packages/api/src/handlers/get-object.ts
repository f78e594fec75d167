import * as z from 'zod';
import { PREFIX, readObject } from '../files/objects.ts';
import { sniff } from '../files/sniff.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { getUpload } from '../storage/uploads.ts';

/** Object keys are our own: letters, digits, dashes, dots and slashes, no "..". */
const keySchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/)
  .refine((key) => !key.includes('..'));

const LOGO_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const notFound = () => httpError(404, 'Not Found');

function binary(body: Buffer, headers: Record<string, string>) {
  return { statusCode: 200, headers, body: body.toString('base64'), isBase64Encoded: true };
}

/**
 * Logos are public and cacheable, and served only if their bytes are an image, whatever the upload
 * claimed. CVs go to their owner and to admins only, as downloads.
 */
export const handler = httpHandler(
  'get-object',
  { params: z.object({ proxy: keySchema }) },
  async ({ params, auth }) => {
    const key = params.proxy;
    if (key.startsWith(PREFIX.logos)) {
      const object = await readObject(key);
      const type = object ? sniff(object.body) : null;
      if (!object || !type?.startsWith('image/')) throw notFound();
      return binary(object.body, {
        'Content-Type': type,
        'Cache-Control': LOGO_CACHE,
        ...(object.etag ? { ETag: object.etag } : {}),
      });
    }
    if (!key.startsWith(PREFIX.uploads)) throw notFound();

    const [seeker, admin] = await Promise.all([auth.seeker(), auth.admin()]);
    if (!seeker && !admin) throw httpError(401, 'Sign in to open this file');
    const record = await getUpload(key.slice(PREFIX.uploads.length));
    if (!record?.verified || record.purpose !== 'cv') throw notFound();
    if (!admin && record.owner !== seeker?.userId) throw httpError(403, 'This file is not yours');
    const object = await readObject(record.key);
    if (!object) throw notFound();
    return binary(object.body, {
      'Content-Type': record.contentType,
      'Content-Disposition': 'attachment',
      'Cache-Control': 'private, no-store',
    });
  },
);
