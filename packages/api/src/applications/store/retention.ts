import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ANONYMIZED_APPLICANT, APPLICATION_RETENTION_DAYS } from '@modern-jobs/domain';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { newId } from '../../storage/ids.ts';
import { withoutKeys } from '../../storage/item.ts';
import { CONFLICT_TRIES, conditionFailed, transactionCancelled } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';
import type { StoredApplication } from './applications.ts';

const TableName = config.TABLE_NAME;
const applicationKey = (id: string) => ({ PK: `APP#${id}`, SK: 'APP' });

/** A stored application, with the CV path its employer opens. */
export type KeptApplication = StoredApplication;

/** The seeker's own list (GSI1), and where their applications wait once their account is deleted. */
const USER_APPS = (userId: string) => `USERAPPS#${userId}`;
const DELETED_APPS = (userId: string) => `DELETEDAPPS#${userId}`;
/** The applications of deleted accounts due to be anonymized on one day (UTC). */
const dueList = (day: string) => `ANONYMIZE#${day}`;

const DAY_MS = 86_400_000;

/** The day an application stops being kept whole: its retention period after it was sent. */
export function retainedUntil(appliedAt: string): string {
  return new Date(Date.parse(appliedAt) + APPLICATION_RETENTION_DAYS * DAY_MS).toISOString();
}

async function queryAll(partition: string, projection?: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        ...(projection ? { ProjectionExpression: projection } : {}),
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every application of the seeker's, newest first, whole (their export): one Query per 1 MB. */
export async function allApplicationsOf(userId: string): Promise<KeptApplication[]> {
  const items = await queryAll(USER_APPS(userId));
  return items.map((item) => withoutKeys<KeptApplication>(item, STORAGE_ATTRIBUTES));
}

/**
 * Whether an application still kept whole was sent with this file: the seeker's own, or one of
 * their deleted account's waiting to be anonymized. Such a file stays (its employer may open it).
 */
export async function fileSentWith(userId: string, cvPath: string): Promise<boolean> {
  for (const partition of [USER_APPS(userId), DELETED_APPS(userId)]) {
    const items = await queryAll(partition, 'cvPath');
    if (items.some((item) => item.cvPath === cvPath)) return true;
  }
  return false;
}

/** What an anonymized application says of its applicant: nothing that finds them. */
const ANONYMOUS = {
  fullName: ANONYMIZED_APPLICANT,
  contactNumber: '',
  whatsappNumber: '',
  email: '',
  cvPath: '',
  userId: 'anonymized',
} as const;

/**
 * An application's item under a new id, at the same place in every list (the sort keys start with
 * the time applied). The old id was derived from the job and the person (applicationId), so a person
 * who signs in again after deleting their account, with the same sign-in, could not apply to that job
 * again, and anyone holding their id could find what they sent: the new one is random.
 */
function rekeyed(item: Record<string, unknown>, id: string): Record<string, unknown> {
  const sortKey = `${String(item.appliedAt)}#${id}`;
  const { GSI1PK: _p, GSI1SK: _s, ...rest } = item;
  return { ...rest, ...applicationKey(id), id, GSI2SK: sortKey, GSI3SK: sortKey, GSI4SK: sortKey };
}

/**
 * The account is being deleted: each of its applications leaves the seeker's list (a person who signs
 * in again sees none) and moves to a new, random id, where it waits whole for its employer until its
 * retention ends, listed under that day to be anonymized; one already past it is anonymized now. Each
 * move is one transaction on the status it read (an employer's change in between makes it read again).
 * Answers the applications anonymized now, as they were (to remove their files).
 */
export async function detachApplications(userId: string, now = new Date()): Promise<KeptApplication[]> {
  const anonymized: KeptApplication[] = [];
  for (const { id: oldId } of await queryAll(USER_APPS(userId), 'id')) {
    for (let attempt = 1; ; attempt++) {
      const { Item: item } = await dynamo.send(
        new GetCommand({ TableName, Key: applicationKey(String(oldId)), ConsistentRead: true }),
      );
      // Gone, or moved by a deletion cut short and run again.
      if (!item || item.GSI1PK !== USER_APPS(userId)) break;
      const id = newId();
      const until = retainedUntil(String(item.appliedAt));
      const past = until <= now.toISOString();
      const sortKey = `${String(item.appliedAt)}#${id}`;
      const copy = past
        ? { ...rekeyed(item, id), ...ANONYMOUS, anonymizedAt: now.toISOString() }
        : { ...rekeyed(item, id), GSI1PK: DELETED_APPS(userId), GSI1SK: sortKey, retainUntil: until };
      try {
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName,
                  Key: applicationKey(String(oldId)),
                  ConditionExpression: 'attribute_exists(PK) AND #status = :status',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':status': item.status },
                },
              },
              { Put: { TableName, Item: copy, ConditionExpression: 'attribute_not_exists(PK)' } },
              ...(past
                ? []
                : [
                    {
                      Put: {
                        TableName,
                        Item: {
                          PK: dueList(until.slice(0, 10)),
                          SK: `APP#${id}`,
                          entity: 'anonymize-due',
                          applicationId: id,
                          userId,
                          retainUntil: until,
                        },
                      },
                    },
                  ]),
            ],
          }),
        );
      } catch (error) {
        if (transactionCancelled(error) && attempt < CONFLICT_TRIES) {
          await sleep(10 * attempt + Math.random() * 20);
          continue;
        }
        throw error;
      }
      if (past) anonymized.push(withoutKeys<KeptApplication>(item, STORAGE_ATTRIBUTES));
      break;
    }
  }
  return anonymized;
}

/**
 * Anonymizes one application: the applicant's name, numbers, e-mail and CV path go, and its link to
 * the person; its job, status and dates stay (the employer's counts and history). Answers it as it
 * was, to remove its file, or null when it is gone or anonymized already.
 */
export async function anonymizeApplication(id: string, now = new Date()): Promise<KeptApplication | null> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: applicationKey(id),
        UpdateExpression:
          'SET fullName = :name, contactNumber = :blank, whatsappNumber = :blank, email = :blank, cvPath = :blank, userId = :nobody, anonymizedAt = :now REMOVE GSI1PK, GSI1SK, retainUntil',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(anonymizedAt)',
        ExpressionAttributeValues: {
          ':name': ANONYMIZED_APPLICANT,
          ':blank': '',
          ':nobody': 'anonymized',
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? withoutKeys<KeptApplication>(Attributes, STORAGE_ATTRIBUTES) : null;
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

/** The applications of deleted accounts due to be anonymized on a day (YYYY-MM-DD, UTC). */
export interface DueAnonymizing {
  applicationId: string;
  userId: string;
  /** when its retention ends (ISO): the day's list holds the whole day */
  retainUntil: string;
}

export async function dueForAnonymizing(day: string): Promise<DueAnonymizing[]> {
  const due: DueAnonymizing[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': dueList(day) },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? [])
      due.push({
        applicationId: String(item.applicationId),
        userId: String(item.userId),
        retainUntil: String(item.retainUntil ?? `${day}T00:00:00.000Z`),
      });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return due;
}

export async function clearDue(day: string, applicationId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: { PK: dueList(day), SK: `APP#${applicationId}` } }));
}
