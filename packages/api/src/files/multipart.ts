import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { API_MESSAGES, LOGO_CONTENT_TYPES, MULTIPART, UPLOAD_URL_TTL_SECONDS } from '@modern-jobs/domain';
import * as z from 'zod';
import { newId } from '../auth/tokens.ts';
import { s3, s3Presigner } from '../clients/s3.ts';
import { config } from '../config.ts';
import { httpError } from '../http/errors.ts';
import { createUpload, getUpload } from '../storage/uploads.ts';
import { PREFIX, pendingKeyOf } from './objects.ts';

/**
 * The upload protocol of Uppy's AWS S3 plugin, for admin uploads. Keys are always ours
 * (logos/<random id>), recorded unverified; the bytes land under the pending prefix, and a finished
 * upload is checked by PUT /api/logo-uploads like any other before a job may use it.
 */
const Bucket = config.BUCKET_NAME;

export const startSchema = z.object({
  filename: z.string().max(255).optional(),
  type: z.enum(LOGO_CONTENT_TYPES, { error: 'A logo must be a PNG, JPEG or WebP image' }),
});

export const keyQuerySchema = z.object({ key: z.string().regex(/^logos\/[A-Za-z0-9_-]{22}$/, 'Unknown upload key') });
export const uploadIdSchema = z.string().min(1).max(1024);
export const partNumberSchema = z.coerce.number().int().min(1).max(MULTIPART.maxParts);
export const completeSchema = z.object({
  parts: z
    .array(z.object({ PartNumber: partNumberSchema, ETag: z.string().min(1).max(200) }))
    .min(1)
    .max(MULTIPART.maxParts),
});

async function newLogoKey(type: string): Promise<string> {
  const id = newId();
  const key = `${PREFIX.logos}${id}`;
  // Size 0: unknown until the upload ends; verification then checks the real size against the limit.
  await createUpload({ id, key, purpose: 'logo', owner: 'admin', contentType: type, size: 0 });
  return key;
}

/** The key must be one we handed out for a logo that is not verified yet. */
async function requireOpenUpload(key: string): Promise<void> {
  const record = await getUpload(key.slice(PREFIX.logos.length));
  if (record?.purpose !== 'logo' || record.verified) throw httpError(404, API_MESSAGES.uploadNotFound);
}

export async function singlePutParams(type: string) {
  const key = await newLogoKey(type);
  const url = await getSignedUrl(
    s3Presigner,
    new PutObjectCommand({ Bucket, Key: pendingKeyOf(key), ContentType: type }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
    },
  );
  return { method: 'PUT', url, fields: {}, headers: { 'content-type': type }, key };
}

export async function createMultipart(type: string) {
  const key = await newLogoKey(type);
  const { UploadId } = await s3.send(
    new CreateMultipartUploadCommand({ Bucket, Key: pendingKeyOf(key), ContentType: type }),
  );
  return { uploadId: UploadId, key };
}

export async function listParts(key: string, uploadId: string) {
  await requireOpenUpload(key);
  const { Parts = [] } = await s3.send(new ListPartsCommand({ Bucket, Key: pendingKeyOf(key), UploadId: uploadId }));
  return Parts.map(({ PartNumber, Size, ETag }) => ({ PartNumber, Size, ETag }));
}

export async function signPart(key: string, uploadId: string, partNumber: number) {
  await requireOpenUpload(key);
  const url = await getSignedUrl(
    s3Presigner,
    new UploadPartCommand({ Bucket, Key: pendingKeyOf(key), UploadId: uploadId, PartNumber: partNumber }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
    },
  );
  return { url, expires: UPLOAD_URL_TTL_SECONDS };
}

export async function completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
  await requireOpenUpload(key);
  const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
  const result = await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket,
      Key: pendingKeyOf(key),
      UploadId: uploadId,
      MultipartUpload: { Parts: sorted },
    }),
  );
  return { location: result.Location ?? `/objects/${key}`, objectPath: `/objects/${key}` };
}

export async function abortMultipart(key: string, uploadId: string) {
  await requireOpenUpload(key);
  await s3.send(new AbortMultipartUploadCommand({ Bucket, Key: pendingKeyOf(key), UploadId: uploadId }));
  return {};
}
