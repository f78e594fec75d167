import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  API_MESSAGES,
  CV_LINK_TTL_SECONDS,
  LIMITS,
  UPLOAD_URL_TTL_SECONDS,
  type UploadRequest,
} from '@modern-jobs/domain';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { s3, s3Presigner } from '../clients/s3.ts';
import { config } from '../config.ts';
import { httpError } from '../http/errors.ts';
import { count } from '../observability/metrics.ts';
import { newId } from '../storage/ids.ts';
import { imageSize, isImageType, logoFits } from './image-size.ts';
import { isMissingObject, PREFIX, pendingKeyOf, presignedGet } from './objects.ts';
import { sniff } from './sniff.ts';
import {
  createUpload,
  deleteUpload,
  getUpload,
  markVerified,
  type UploadPurpose,
  type UploadRecord,
} from './store/uploads.ts';

const Bucket = config.BUCKET_NAME;

const PLACE: Record<UploadPurpose, { prefix: string; maxBytes: number }> = {
  cv: { prefix: PREFIX.uploads, maxBytes: LIMITS.cvMaxBytes },
  logo: { prefix: PREFIX.logos, maxBytes: LIMITS.logoMaxBytes },
};

export const objectPathOf = (record: Pick<UploadRecord, 'key'>) => `/objects/${record.key}`;

/**
 * A presigned PUT for one file. Type and length were checked by the request schema and are signed
 * into the URL, which lives 5 minutes. The record starts unverified.
 */
export async function startUpload(
  request: UploadRequest,
  owner: string,
): Promise<{ uploadURL: string; objectPath: string }> {
  const id = newId();
  const key = `${PLACE[request.purpose].prefix}${id}`;
  await createUpload({
    id,
    key,
    purpose: request.purpose,
    owner,
    contentType: request.contentType,
    size: request.size,
  });
  const uploadURL = await getSignedUrl(
    s3Presigner,
    new PutObjectCommand({
      Bucket,
      Key: pendingKeyOf(key),
      ContentType: request.contentType,
      ContentLength: request.size,
    }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { uploadURL, objectPath: `/objects/${key}` };
}

/** The upload id inside what the client sends back: the upload URL or the object path. */
export function uploadIdIn(purpose: UploadPurpose, text: string): string | null {
  const folder = PLACE[purpose].prefix.replace('/', '\\/');
  return new RegExp(`${folder}([A-Za-z0-9_-]{22})(?:[?#]|$)`).exec(text)?.[1] ?? null;
}

/** Removes an upload that failed its checks: its object and its record. */
async function discard(record: UploadRecord): Promise<void> {
  count(PRODUCT_METRICS.uploadsRefused);
  await s3.send(new DeleteObjectCommand({ Bucket, Key: pendingKeyOf(record.key) }));
  await deleteUpload(record.id);
}

async function sizeOf(key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error, key)) return null;
    throw error;
  }
}

/**
 * The pending object is gone: either it never arrived (or the lifecycle rule removed it), or another
 * confirmation of the same upload (a retry, a second tab, the application's own) verified it and
 * removed it meanwhile. Then that one's answer is this one's too.
 */
async function settled(record: UploadRecord): Promise<UploadRecord> {
  const now = await getUpload(record.id);
  if (now?.verified && now.owner === record.owner && now.purpose === record.purpose) return now;
  throw httpError(404, API_MESSAGES.uploadNotFound);
}

/**
 * Checks an uploaded object before anything may refer to it: it must be the caller's, be there,
 * be no larger than allowed and be, by its bytes, the type it claimed. A good object moves from
 * its pending key to its real one; a bad one is deleted.
 */
export async function verifyUpload(purpose: UploadPurpose, owner: string, reference: string): Promise<UploadRecord> {
  const id = uploadIdIn(purpose, reference);
  const record = id ? await getUpload(id) : null;
  // Someone else's upload answers exactly like a missing one, and is left alone.
  if (!record || record.purpose !== purpose || record.owner !== owner)
    throw httpError(404, API_MESSAGES.uploadNotFound);
  if (record.verified) return record;

  const pendingKey = pendingKeyOf(record.key);
  const size = await sizeOf(pendingKey);
  if (size === null) return settled(record);
  // It must be what was signed.
  if (size > PLACE[purpose].maxBytes || size !== record.size) {
    await discard(record);
    throw httpError(413, purpose === 'cv' ? API_MESSAGES.cvTooBig : API_MESSAGES.logoTooBig);
  }
  const object = await s3.send(new GetObjectCommand({ Bucket, Key: pendingKey })).catch((error: unknown) => {
    if (isMissingObject(error, pendingKey)) return null;
    throw error;
  });
  if (!object) return settled(record);
  const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  // The size was read before these bytes: the checks hold for the object read, not for the HEAD.
  if (bytes.length !== size || !object.ETag) {
    await discard(record);
    throw httpError(409, API_MESSAGES.uploadChanged);
  }
  const type = sniff(bytes);
  if (type !== record.contentType) {
    await discard(record);
    throw httpError(415, purpose === 'cv' ? API_MESSAGES.cvWrongType : API_MESSAGES.logoWrongType);
  }
  // A logo is decoded to be drawn (the card worker, browsers): its header, not only its bytes' count,
  // must be within bounds, or 5 MB of PNG could ask for 30,000 x 30,000 pixels.
  if (purpose === 'logo' && isImageType(type)) {
    const declared = imageSize(bytes, type);
    if (!declared || !logoFits(declared)) {
      await discard(record);
      throw declared ? httpError(413, API_MESSAGES.logoDimensions) : httpError(415, API_MESSAGES.logoWrongType);
    }
  }
  // Copied before it is marked verified, so a verified record always has its object; the pending copy
  // left behind by a failure after this point is removed by the bucket's lifecycle rule.
  // Pinned to the bytes just checked: a PUT to the pending key in between (the presigned URL is still
  // valid) makes the copy fail instead of copying what was never checked.
  try {
    await s3.send(
      new CopyObjectCommand({
        Bucket,
        Key: record.key,
        CopySource: `${Bucket}/${pendingKey}`,
        CopySourceIfMatch: object.ETag,
      }),
    );
  } catch (error) {
    const failed = error as Error & { $metadata?: { httpStatusCode?: number } };
    if (failed.name === 'PreconditionFailed' || failed.$metadata?.httpStatusCode === 412) {
      await discard(record);
      throw httpError(409, API_MESSAGES.uploadChanged);
    }
    // Another confirmation of the same upload may have copied it first, and removed the source; if
    // not, the failure is this one's own. (Not told by the error: a refused copy is AccessDenied
    // whether its source was missing or its target outside the grant, and the latter must stay loud.)
    const now = await getUpload(record.id);
    if (now?.verified && now.owner === record.owner) return now;
    throw error;
  }
  await markVerified(record.id);
  await s3.send(new DeleteObjectCommand({ Bucket, Key: pendingKey }));
  count(PRODUCT_METRICS.uploadsVerified);
  return { ...record, verified: true };
}

/** A link to a private object that works for 60 seconds and downloads rather than renders. */
export function shortLivedLink(key: string, filename: string): Promise<string> {
  return presignedGet(key, { disposition: `attachment; filename="${filename}"` }, CV_LINK_TTL_SECONDS);
}
