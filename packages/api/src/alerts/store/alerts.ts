import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type Alert,
  type AlertChange,
  type AlertCreate,
  LIMITS,
  type Locale,
  type StoredAlert,
} from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { newId } from '../../storage/ids.ts';
import { withoutKeys } from '../../storage/item.ts';
import { refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';

const TableName = config.TABLE_NAME;
const ALERT = 'ALERT#';
const ownerKey = (userId: string, id: string) => ({ PK: userKey(userId).PK, SK: `${ALERT}${id}` });

export type { AlertEntry, StoredAlert } from '@modern-jobs/domain';

export class AlertsFullError extends Error {}
export class AlertChangedError extends Error {}

const toAlert = ({ userId: _u, locale: _l, ...alert }: StoredAlert): Alert => alert;
export const publicAlert = toAlert;

export async function listAlerts(userId: string): Promise<Alert[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :alert)',
      ExpressionAttributeValues: { ':pk': userKey(userId).PK, ':alert': ALERT },
    }),
  );
  return Items.map((item) => toAlert(withoutKeys<StoredAlert>(item, STORAGE_ATTRIBUTES))).sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  );
}

export async function getAlert(userId: string, id: string): Promise<StoredAlert | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: ownerKey(userId, id) }));
  return Item ? withoutKeys<StoredAlert>(Item, STORAGE_ATTRIBUTES) : null;
}

/**
 * Saves a search as an alert: its owner's item, its matching entry and the owner's count (the cap)
 * in one transaction. AlertsFullError at the cap.
 */
export async function createAlert(
  userId: string,
  input: AlertCreate,
  locale: Locale,
  now = new Date(),
): Promise<StoredAlert> {
  const at = now.toISOString();
  const alert: StoredAlert = { id: newId(), userId, locale, ...input, paused: false, createdAt: at, updatedAt: at };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...ownerKey(userId, alert.id), entity: 'alert', ...alert },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: userKey(userId),
              UpdateExpression: 'ADD alertCount :one',
              ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(alertCount) OR alertCount < :max)',
              ExpressionAttributeValues: { ':one': 1, ':max': LIMITS.alerts },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[1]) throw new AlertsFullError(userId);
    throw error;
  }
  return alert;
}

/**
 * Renames, pauses or resumes an alert, or changes how often it writes, over the one read
 * (`previous`): a paused alert leaves the search engine's alerts (index-search), so no job matches it. AlertChangedError if it
 * changed (or went) in between.
 */
export async function changeAlert(previous: StoredAlert, change: AlertChange, now = new Date()): Promise<StoredAlert> {
  const next: StoredAlert = {
    ...previous,
    ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
    updatedAt: now.toISOString(),
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...ownerKey(next.userId, next.id), entity: 'alert', ...next },
              ConditionExpression: 'updatedAt = :seen',
              ExpressionAttributeValues: { ':seen': previous.updatedAt },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[0]) throw new AlertChangedError(previous.id);
    throw error;
  }
  return next;
}

/** Deletes an alert, its matching entry and its place in the count; deleting a deleted one changes nothing. */
export async function deleteAlert(previous: StoredAlert): Promise<void> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName,
              Key: ownerKey(previous.userId, previous.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: userKey(previous.userId),
              UpdateExpression: 'ADD alertCount :minusOne',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(transactionCancelled(error) && refusedWrites(error)[0])) throw error;
  }
}
