import { API_MESSAGES, CV_LINK_TTL_SECONDS, SITE_CARD_PATH } from '@modern-jobs/domain';
import * as z from 'zod';
import { CARD_CACHE } from '../cards/card-key.ts';
import { objectExists, openObject, PREFIX, presignedGet } from '../files/objects.ts';
import { sniff } from '../files/sniff.ts';
import { getUpload } from '../files/store/uploads.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';

/** Object keys are our own: letters, digits, dashes, dots and slashes, no "..". */
const keySchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/)
  .refine((key) => !key.includes('..'));

const LOGO_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** A logo's presigned link lives 5 minutes; the redirect to it may be kept for one. */
const LOGO_LINK = { expiresIn: 300, redirectCache: 'public, max-age=60' };
/** A card not drawn yet is asked for again soon. */
const CARD_PENDING_CACHE = 'public, max-age=60';
const notFound = () => httpError(404, API_MESSAGES.objectNotFound);

function binary(body: Buffer, headers: Record<string, string>) {
  return { statusCode: 200, headers, body: body.toString('base64'), isBase64Encoded: true };
}

const redirect = (location: string, cacheControl: string) => ({
  statusCode: 302,
  headers: { Location: location, 'Cache-Control': cacheControl },
});

/**
 * Share cards and logos are public and cacheable, and served only if their bytes are an image, whatever the upload
 * claimed. CVs go to their owner and to admins only, as downloads. A file too large for a Lambda
 * response (over 4 MB) is answered by a redirect to a short-lived presigned GET that keeps the same
 * type, disposition and caching; the checks above it are the same.
 */
export const handler = httpHandler(
  'get-object',
  { params: z.object({ proxy: keySchema }) },
  async ({ params, auth }) => {
    const key = params.proxy;
    if (key.startsWith(PREFIX.cards)) {
      // Until a job's card is drawn (a second after a write), or if drawing failed, the site's card.
      // Asked by listing: a GET of a missing key is refused (403), not 404, to a role that lists by prefix.
      const object = (await objectExists(key)) ? await openObject(key) : null;
      if (!object?.inline) return redirect(SITE_CARD_PATH, CARD_PENDING_CACHE);
      return binary(object.body, { 'Content-Type': 'image/png', 'Cache-Control': CARD_CACHE });
    }
    if (key.startsWith(PREFIX.logos)) {
      const object = await openObject(key);
      const type = object ? sniff(object.inline ? object.body : object.head) : null;
      if (!object || !type?.startsWith('image/')) throw notFound();
      if (!object.inline) {
        const url = await presignedGet(key, { contentType: type, cacheControl: LOGO_CACHE }, LOGO_LINK.expiresIn);
        return redirect(url, LOGO_LINK.redirectCache);
      }
      return binary(object.body, {
        'Content-Type': type,
        'Cache-Control': LOGO_CACHE,
        ...(object.etag ? { ETag: object.etag } : {}),
      });
    }
    if (!key.startsWith(PREFIX.uploads)) throw notFound();

    const [seeker, admin] = await Promise.all([auth.seeker(), auth.admin()]);
    if (!seeker && !admin) throw httpError(401, API_MESSAGES.fileSignIn);
    const record = await getUpload(key.slice(PREFIX.uploads.length));
    if (!record?.verified || record.purpose !== 'cv') throw notFound();
    if (!admin && record.owner !== seeker?.userId) throw httpError(403, API_MESSAGES.fileNotYours);
    const object = await openObject(record.key);
    if (!object) throw notFound();
    const answer = { contentType: record.contentType, disposition: 'attachment', cacheControl: 'private, no-store' };
    if (!object.inline)
      return redirect(await presignedGet(record.key, answer, CV_LINK_TTL_SECONDS), answer.cacheControl);
    return binary(object.body, {
      'Content-Type': answer.contentType,
      'Content-Disposition': answer.disposition,
      'Cache-Control': answer.cacheControl,
    });
  },
);
