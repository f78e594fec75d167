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
import { deleteCountedItem, type OwnerCount, putCountedItem } from '../../storage/counted-items.ts';
import { newId } from '../../storage/ids.ts';
import { withoutKeys } from '../../storage/item.ts';
import { refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';

const TableName = config.TABLE_NAME;
const ALERT = 'ALERT#';
const ownerKey = (userId: string, id: string) => ({ PK: userKey(userId).PK, SK: `${ALERT}${id}` });
/** An alert's item: under its owner. */
export const alertItemKey = ownerKey;

export type { AlertEntry, StoredAlert } from '@modern-jobs/domain';

export class AlertsFullError extends Error {}

/** The owner's count of alerts, for the cap. */
const ALERTS: OwnerCount = { kind: 'number', attribute: 'alertCount', max: LIMITS.alerts };
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
  const outcome = await putCountedItem(
    { ...ownerKey(userId, alert.id), entity: 'alert', ...alert },
    userKey(userId),
    ALERTS,
  );
  // A new id is never taken; 'exists' would mean it was, and nothing was written.
  if (outcome !== 'saved')
    throw outcome === 'full' ? new AlertsFullError(userId) : new Error(`alert ${alert.id} exists`);
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
  await deleteCountedItem(ownerKey(previous.userId, previous.id), userKey(previous.userId), ALERTS);
}
