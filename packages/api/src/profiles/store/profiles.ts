import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  EMPTY_PROFILE,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  type Profile,
  type ProfilePatch,
  type SavedCv,
} from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { CONFLICT_TRIES, onlyConflicted, refusedWrites, transactionCancelled } from '../../storage/refused.ts';

const TableName = config.TABLE_NAME;

/**
 * A seeker's profile (USER#<id> / SEEKERPROFILE): the fields they fill in, which CV is the default and
 * how many they keep. An item of its own beside the account (USER#<id> / PROFILE), which every
 * signed-in request reads: a long work history would otherwise make each of those reads cost more.
 * Each saved CV is USER#<id> / CV#<cv id>, naming a verified upload of theirs (UPLOAD#<upload id>).
 */
export const profileKey = (userId: string) => ({ PK: userKey(userId).PK, SK: 'SEEKERPROFILE' });
const CV = 'CV#';
export const cvKey = (userId: string, id: string) => ({ PK: userKey(userId).PK, SK: `${CV}${id}` });

/** A saved CV as kept: which upload it is, besides what the seeker sees. */
export interface StoredCv extends Omit<SavedCv, 'isDefault'> {
  userId: string;
  uploadId: string;
}

/** There is no account to hold the profile (deleted, or never signed in): nothing was written. */
export class NoAccountError extends Error {}
/** The seeker keeps 3 CVs already: nothing was written. */
export class CvsFullError extends Error {}
/** No such saved CV of the caller's (or it changed under the write): nothing was written. */
export class CvNotFoundError extends Error {}

/** The account must still be there: a profile is never written for a deleted one. */
const accountExists = (userId: string) => ({
  ConditionCheck: { TableName, Key: userKey(userId), ConditionExpression: 'attribute_exists(PK)' },
});

export function profileOf(item: Record<string, unknown> | undefined): Profile {
  if (!item) return { ...EMPTY_PROFILE };
  const profile: Record<string, unknown> = { ...EMPTY_PROFILE };
  for (const key of [...PROFILE_FIELDS, 'defaultCvId', 'updatedAt'] as const)
    if (item[key] !== undefined && item[key] !== null) profile[key] = item[key];
  return profile as Profile;
}

/** The profile, and how many CVs it says it keeps (0 before any). */
export async function getProfile(userId: string, consistent = false): Promise<{ profile: Profile; cvCount: number }> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName, Key: profileKey(userId), ConsistentRead: consistent }),
  );
  return { profile: profileOf(Item), cvCount: Number(Item?.cvCount ?? 0) };
}

/**
 * Saves the fields a patch gives (null clears one), leaving the others; NoAccountError when the
 * account is gone. Answers the profile as it now is.
 */
export async function saveProfile(userId: string, patch: ProfilePatch, now = new Date()): Promise<Profile> {
  const names: Record<string, string> = { '#updatedAt': 'updatedAt', '#entity': 'entity' };
  const values: Record<string, unknown> = { ':now': now.toISOString(), ':entity': 'seeker-profile' };
  const sets = ['#updatedAt = :now', '#entity = :entity'];
  const removes: string[] = [];
  for (const [index, [field, value]] of Object.entries(patch).entries()) {
    if (value === undefined) continue;
    names[`#f${index}`] = field;
    if (value === null || (Array.isArray(value) && value.length === 0)) removes.push(`#f${index}`);
    else {
      values[`:f${index}`] = value;
      sets.push(`#f${index} = :f${index}`);
    }
  }
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          accountExists(userId),
          {
            Update: {
              TableName,
              Key: profileKey(userId),
              UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[0]) throw new NoAccountError(userId);
    throw error;
  }
  return (await getProfile(userId, true)).profile;
}

const cvOf = (item: Record<string, unknown>): StoredCv => ({
  id: String(item.id),
  userId: String(item.userId),
  uploadId: String(item.uploadId),
  name: String(item.name),
  objectPath: String(item.objectPath),
  contentType: String(item.contentType),
  size: Number(item.size),
  addedAt: String(item.addedAt),
  updatedAt: String(item.updatedAt),
});

/** The saved CVs, oldest first (at most 3: one Query). */
export async function listStoredCvs(userId: string): Promise<StoredCv[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :cv)',
      ExpressionAttributeValues: { ':pk': userKey(userId).PK, ':cv': CV },
      ConsistentRead: true,
    }),
  );
  return Items.map(cvOf).sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id));
}

export async function getStoredCv(userId: string, id: string): Promise<StoredCv | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: cvKey(userId, id), ConsistentRead: true }));
  return Item ? cvOf(Item) : null;
}

/** The saved CVs as the seeker sees them, the default first. */
export function savedCvsOf(cvs: readonly StoredCv[], defaultCvId: string | null): SavedCv[] {
  return cvs
    .map(({ userId: _u, uploadId: _id, ...cv }) => ({ ...cv, isDefault: cv.id === defaultCvId }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * Keeps a CV: its item and one more on the profile's count, in one transaction whose condition keeps
 * the count at 3 at most, however many arrive at once. The first CV becomes the default, as does
 * one added with `makeDefault`. CvsFullError at 3; NoAccountError without an account.
 */
export async function addCv(
  cv: Omit<StoredCv, 'addedAt' | 'updatedAt'>,
  makeDefault: boolean,
  now = new Date(),
): Promise<StoredCv> {
  const at = now.toISOString();
  const stored: StoredCv = { ...cv, addedAt: at, updatedAt: at };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          accountExists(cv.userId),
          {
            Put: {
              TableName,
              Item: { ...cvKey(cv.userId, cv.id), entity: 'saved-cv', ...stored },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: profileKey(cv.userId),
              UpdateExpression: `ADD cvCount :one SET defaultCvId = ${makeDefault ? ':id' : 'if_not_exists(defaultCvId, :id)'}, #entity = :entity`,
              ConditionExpression: 'attribute_not_exists(cvCount) OR cvCount < :max',
              ExpressionAttributeNames: { '#entity': 'entity' },
              ExpressionAttributeValues: {
                ':one': 1,
                ':id': cv.id,
                ':max': PROFILE_LIMITS.cvs,
                ':entity': 'seeker-profile',
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error)) {
      const [noAccount, , full] = refusedWrites(error);
      if (noAccount) throw new NoAccountError(cv.userId);
      if (full) throw new CvsFullError(cv.userId);
    }
    throw error;
  }
  return stored;
}

/**
 * Renames a CV, replaces its file with another verified upload (`upload`, on condition that it still
 * holds `previous.uploadId`) and/or makes it the default, in one transaction. CvNotFoundError when it
 * is gone or its file changed meanwhile.
 */
export async function changeCv(
  previous: StoredCv,
  change: {
    name?: string | undefined;
    makeDefault?: boolean | undefined;
    upload?: Pick<StoredCv, 'uploadId' | 'objectPath' | 'contentType' | 'size'> | undefined;
  },
  now = new Date(),
): Promise<StoredCv> {
  const next: StoredCv = {
    ...previous,
    ...(change.name ? { name: change.name } : {}),
    ...(change.upload ?? {}),
    updatedAt: now.toISOString(),
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: cvKey(previous.userId, previous.id),
              UpdateExpression:
                'SET #name = :name, uploadId = :upload, objectPath = :path, contentType = :type, #size = :size, updatedAt = :now',
              ConditionExpression: 'attribute_exists(PK) AND uploadId = :before',
              ExpressionAttributeNames: { '#name': 'name', '#size': 'size' },
              ExpressionAttributeValues: {
                ':name': next.name,
                ':upload': next.uploadId,
                ':path': next.objectPath,
                ':type': next.contentType,
                ':size': next.size,
                ':now': next.updatedAt,
                ':before': previous.uploadId,
              },
            },
          },
          ...(change.makeDefault
            ? [
                {
                  Update: {
                    TableName,
                    Key: profileKey(previous.userId),
                    UpdateExpression: 'SET defaultCvId = :id',
                    ConditionExpression: 'attribute_exists(PK)',
                    ExpressionAttributeValues: { ':id': previous.id },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error).some(Boolean)) throw new CvNotFoundError(previous.id);
    throw error;
  }
  return next;
}

/**
 * Forgets a saved CV: its item and its place in the count, in one transaction; when it was the
 * default, the oldest CV left becomes the default (none left: none). CvNotFoundError when it is not
 * there. The file is the caller's to remove, only if nothing else was sent with it.
 */
export async function deleteCv(userId: string, id: string): Promise<StoredCv> {
  for (let attempt = 1; ; attempt++) {
    const [{ profile }, cvs] = await Promise.all([getProfile(userId, true), listStoredCvs(userId)]);
    const cv = cvs.find((c) => c.id === id);
    if (!cv) throw new CvNotFoundError(id);
    const nextDefault = profile.defaultCvId === id ? (cvs.find((c) => c.id !== id)?.id ?? null) : profile.defaultCvId;
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName, Key: cvKey(userId, id), ConditionExpression: 'attribute_exists(PK)' } },
            {
              Update: {
                TableName,
                Key: profileKey(userId),
                UpdateExpression: `ADD cvCount :minusOne ${nextDefault ? 'SET defaultCvId = :next' : 'REMOVE defaultCvId'}`,
                // On the default read: a CV added or made default meanwhile makes this read again.
                ConditionExpression: profile.defaultCvId
                  ? 'defaultCvId = :read'
                  : 'attribute_exists(PK) AND attribute_not_exists(defaultCvId)',
                ExpressionAttributeValues: {
                  ':minusOne': -1,
                  ...(nextDefault ? { ':next': nextDefault } : {}),
                  ...(profile.defaultCvId ? { ':read': profile.defaultCvId } : {}),
                },
              },
            },
          ],
        }),
      );
      return cv;
    } catch (error) {
      if (!transactionCancelled(error) || attempt >= CONFLICT_TRIES) throw error;
      const [gone] = refusedWrites(error);
      if (gone) throw new CvNotFoundError(id);
      if (!onlyConflicted(error) && !refusedWrites(error)[1]) throw error;
      await sleep(10 * attempt + Math.random() * 20);
    }
  }
}

/** A transaction's check that a saved CV is still there with the same file (one tap's application). */
export const cvUnchanged = (cv: Pick<StoredCv, 'userId' | 'id' | 'uploadId'>) => ({
  ConditionCheck: {
    TableName,
    Key: cvKey(cv.userId, cv.id),
    ConditionExpression: 'uploadId = :upload',
    ExpressionAttributeValues: { ':upload': cv.uploadId },
  },
});
