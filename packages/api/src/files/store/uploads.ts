import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';

const TableName = config.TABLE_NAME;
const uploadKey = (id: string) => ({ PK: `UPLOAD#${id}`, SK: 'UPLOAD' });

/** An unverified upload record is forgotten after a day, like its object (bucket lifecycle). */
const UNVERIFIED_TTL_SECONDS = 24 * 3600;

export type UploadPurpose = 'cv' | 'logo';

export interface UploadRecord {
  id: string;
  key: string;
  purpose: UploadPurpose;
  /** the seeker's user id, or "admin" for logos */
  owner: string;
  contentType: string;
  size: number;
  verified: boolean;
  createdAt: string;
}

export async function createUpload(
  record: Omit<UploadRecord, 'verified' | 'createdAt'>,
  now = new Date(),
): Promise<UploadRecord> {
  const upload: UploadRecord = { ...record, verified: false, createdAt: now.toISOString() };
  const expiresAt = Math.floor(now.getTime() / 1000) + UNVERIFIED_TTL_SECONDS;
  await dynamo.send(
    new PutCommand({ TableName, Item: { ...uploadKey(record.id), entity: 'upload', ...upload, expiresAt } }),
  );
  return upload;
}

export async function getUpload(id: string): Promise<UploadRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: uploadKey(id) }));
  if (!Item) return null;
  const { PK: _pk, SK: _sk, entity: _e, expiresAt, ...record } = Item;
  // An unverified record past its day is gone, whatever TTL has got round to.
  if (!record.verified && typeof expiresAt === 'number' && expiresAt * 1000 < Date.now()) return null;
  return record as UploadRecord;
}

/** Marks the upload checked; from now on it is kept (no expiry). */
export async function markVerified(id: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName,
      Key: uploadKey(id),
      UpdateExpression: 'SET verified = :yes REMOVE expiresAt',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

export async function deleteUpload(id: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: uploadKey(id) }));
}
