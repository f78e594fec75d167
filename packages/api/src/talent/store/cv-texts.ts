import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CV_TEXT_MAX_CHARS } from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';

const TableName = config.TABLE_NAME;

/**
 * A saved CV's text (USER#<id> / CVTEXT#<cv id>, entity 'cv-text'), extracted when the CV is saved
 * to the profile, for the CV bank's search. Kept to CV_TEXT_MAX_CHARS so the item, both images of
 * it, fits one change message (the indexer is told of it through the table's stream).
 */
export const cvTextKey = (userId: string, cvId: string) => ({ PK: userKey(userId).PK, SK: `CVTEXT#${cvId}` });

export async function putCvText(userId: string, cvId: string, uploadId: string, text: string, now = new Date()) {
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: {
        ...cvTextKey(userId, cvId),
        entity: 'cv-text',
        userId,
        cvId,
        uploadId,
        text: text.slice(0, CV_TEXT_MAX_CHARS),
        extractedAt: now.toISOString(),
      },
    }),
  );
}

/** The text of a saved CV, if one was extracted from the file it holds now. */
export async function getCvText(userId: string, cvId: string, uploadId?: string): Promise<string | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: cvTextKey(userId, cvId), ConsistentRead: true }));
  if (!Item || (uploadId && Item.uploadId !== uploadId)) return null;
  return typeof Item.text === 'string' ? Item.text : null;
}

export async function deleteCvText(userId: string, cvId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: cvTextKey(userId, cvId) }));
}
