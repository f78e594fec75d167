import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { CV_TEXT_MAX_CHARS } from '@modern-jobs/domain';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { s3 } from '../clients/s3.ts';
import { config } from '../config.ts';
import { isMissingObject } from '../files/objects.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import type { StoredCv } from '../profiles/store/profiles.ts';
import { extractCvText } from '../talent/cv-text.ts';
import { deleteCvText, putCvText } from '../talent/store/cv-texts.ts';

type Image = Record<string, AttributeValue> | undefined;

const cvOf = (image: Image): StoredCv | null => {
  if (!image) return null;
  const item = unmarshall(image);
  return item.entity === 'saved-cv' ? (item as StoredCv) : null;
};

/** The file's bytes, or null when it is gone (the CV was replaced or deleted meanwhile). */
async function fileOf(cv: StoredCv): Promise<Uint8Array | null> {
  const key = cv.objectPath.replace(/^\/objects\//, '');
  try {
    const result = await s3.send(new GetObjectCommand({ Bucket: config.BUCKET_NAME, Key: key }));
    return (await result.Body?.transformToByteArray()) ?? null;
  } catch (error) {
    if (isMissingObject(error, key)) return null;
    throw error;
  }
}

/**
 * Keeps each saved CV's text (the CV bank searches it), when the CV is saved or its file replaced,
 * and forgets it with the CV. A file it cannot read (damaged, or a DOC) keeps no text, and the
 * candidate is found by their profile's words; that is logged, not retried.
 */
export async function extractCvTexts(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const before = cvOf(record.dynamodb?.OldImage as Image);
    const after = cvOf(record.dynamodb?.NewImage as Image);
    if (!after) {
      if (before) await deleteCvText(before.userId, before.id);
      continue;
    }
    if (before && before.uploadId === after.uploadId) continue; // renamed: the same file
    const bytes = await fileOf(after);
    if (!bytes) continue;
    const started = performance.now();
    try {
      const text = await extractCvText(bytes, after.contentType, CV_TEXT_MAX_CHARS);
      if (text === null) continue;
      await putCvText(after.userId, after.id, after.uploadId, text);
      logger.info('cv text kept', {
        cvId: after.id,
        bytes: bytes.byteLength,
        chars: text.length,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      logger.warn('cv text not extracted', { cvId: after.id, error: (error as Error).message });
    }
  }
  return { batchItemFailures: [] };
}

export const handler = observedWorker((event: DynamoDBStreamEvent) => extractCvTexts(event));
