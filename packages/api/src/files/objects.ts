import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SHARE_CARD_PREFIX } from '@modern-jobs/domain/workers';
import { s3, s3Presigner } from '../clients/s3.ts';
import { config } from '../config.ts';
import { mayRead } from './read-grant.ts';

const Bucket = config.BUCKET_NAME;

/** Where objects live in the bucket: logos and share cards are public, uploads (CVs) are private. */
export const PREFIX = { logos: 'logos/', cards: SHARE_CARD_PREFIX, uploads: 'uploads/' } as const;

/**
 * Where a browser's upload lands until the API has verified it. Only verified files are copied to
 * their real key, so nothing unverified is ever served, and a bucket lifecycle rule on this prefix
 * removes whatever was never verified.
 */
export const PENDING_PREFIX = 'pending/';
export const pendingKeyOf = (key: string) => `${PENDING_PREFIX}${key}`;

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string | undefined;
}

/**
 * What Lambda can answer in one response: 6,291,556 bytes of JSON, with the body in base64, so about
 * 4.5 MB of file. Anything larger is handed over by a presigned link instead.
 */
export const INLINE_MAX_BYTES = 4_000_000;

export type OpenedObject =
  | ({ inline: true } & StoredObject)
  /** too large to answer inline: its first bytes (enough to sniff) and its size */
  | { inline: false; head: Buffer; size: number; etag: string | undefined };

/**
 * Whether S3's refusal of a read (GetObject, HeadObject, as `error`) of `key` says the object is not
 * there. S3 answers a missing key 404 (NoSuchKey; NotFound to a HEAD) only to a caller that may list
 * the bucket, and 403 to any other, so as not to tell what exists (AccessDenied; a 403 without a body
 * to a HEAD, which the SDK names Unknown). Our roles may list only under their own prefixes, an
 * s3:prefix condition that a GetObject or HeadObject never meets (infra grants.ts): in AWS every read
 * of a missing key answers 403. A 403 is "missing" only for a key the running function's role may
 * read, though: for any other key it is the permission bug it says, and stays an error (a 500 and its
 * log), locally as in AWS, where local/grants.ts answers both as S3 does.
 */
export function isMissingObject(error: unknown, key: string): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (error instanceof NoSuchKey || name === 'NoSuchKey' || name === 'NotFound') return true;
  const denied =
    name === 'AccessDenied' || ($metadata?.httpStatusCode === 403 && (name === 'Unknown' || name === 'Forbidden'));
  return denied && mayRead(key);
}

/**
 * Reads an object whole when it can be answered inline; otherwise only its first chunk. Null when it
 * is not there (isMissingObject).
 */
export async function openObject(key: string): Promise<OpenedObject | null> {
  try {
    const result = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
    const size = result.ContentLength ?? 0;
    if (size <= INLINE_MAX_BYTES) {
      const bytes = await result.Body?.transformToByteArray();
      const body = Buffer.from(bytes ?? []);
      return { inline: true, body, contentType: result.ContentType ?? 'application/octet-stream', etag: result.ETag };
    }
    const stream = result.Body as AsyncIterable<Uint8Array> & { destroy?: () => void };
    let head = Buffer.alloc(0);
    for await (const chunk of stream) {
      head = Buffer.from(chunk);
      break;
    }
    stream.destroy?.();
    return { inline: false, head, size, etag: result.ETag };
  } catch (error) {
    if (isMissingObject(error, key)) return null;
    throw error;
  }
}

/**
 * A presigned S3 URL as browsers should fetch it: through `base` (the site's /_files in AWS) when
 * there is one. The signature covers the bucket's host and the key's path, which CloudFront hands
 * S3 unchanged, so only the address the browser uses changes.
 */
export function throughSite(url: string, base = config.S3_DOWNLOAD_BASE): string {
  if (!base) return url;
  const signed = new URL(url);
  return `${base}${signed.pathname}${signed.search}`;
}

/**
 * A presigned GET, fetched through the site, that answers with the given type, disposition and
 * caching (S3's own where one is not given), for `expiresIn` seconds.
 */
export async function presignedGet(
  key: string,
  answer: { contentType?: string; disposition?: string; cacheControl?: string },
  expiresIn: number,
): Promise<string> {
  const url = await getSignedUrl(
    s3Presigner,
    new GetObjectCommand({
      Bucket,
      Key: key,
      ResponseContentType: answer.contentType,
      ResponseCacheControl: answer.cacheControl,
      ResponseContentDisposition: answer.disposition,
    }),
    { expiresIn },
  );
  return throughSite(url);
}

export async function writeObject(
  key: string,
  body: Buffer,
  contentType: string,
  cacheControl?: string,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: cacheControl }),
  );
}

/**
 * Whether an object is there. A listing of its exact key rather than HeadObject: a HEAD of a missing
 * key answers 403, not 404, unless the role may list the whole bucket, and roles may list only their
 * own prefixes (grants.ts in infra).
 */
export async function objectExists(key: string): Promise<boolean> {
  const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: key, MaxKeys: 1 }));
  return Contents.some((object) => object.Key === key);
}

export async function removeObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
}
