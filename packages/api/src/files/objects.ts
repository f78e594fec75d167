import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../clients/s3.ts';
import { config } from '../config.ts';

const Bucket = config.BUCKET_NAME;

/** Where objects live in the bucket: logos are public, uploads (CVs) are private. */
export const PREFIX = { logos: 'logos/', uploads: 'uploads/' } as const;

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

export async function readObject(key: string): Promise<StoredObject | null> {
  try {
    const result = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
    const bytes = await result.Body?.transformToByteArray();
    return {
      body: Buffer.from(bytes ?? []),
      contentType: result.ContentType ?? 'application/octet-stream',
      etag: result.ETag,
    };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

export async function writeObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
}
