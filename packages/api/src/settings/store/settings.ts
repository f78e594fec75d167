import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SettingKey, SettingRecord } from '@modern-jobs/domain';
import { type AuditEvent, auditPut } from '../../audit/store/audit.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { conditionFailed, transactionCancelled } from '../../storage/refused.ts';

const TableName = config.TABLE_NAME;
const settingKey = (key: SettingKey) => ({ PK: `SETTING#${key}`, SK: 'SETTING' });

export async function getSetting(key: SettingKey): Promise<SettingRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: settingKey(key) }));
  return Item ? { key, value: String(Item.value), updatedAt: String(Item.updatedAt) } : null;
}

export class SettingConflictError extends Error {}

/**
 * Stores a setting's JSON text; the caller has checked it against the key's schema. With
 * `expectedVersion` (the updatedAt the editor loaded) it stores only over that version. With
 * `audit`, its record is written in the same transaction.
 */
export async function putSetting(
  key: SettingKey,
  value: string,
  now = new Date(),
  expectedVersion?: string,
  audit?: AuditEvent,
): Promise<SettingRecord> {
  const record = { key, value, updatedAt: now.toISOString() };
  const put = {
    TableName,
    Item: { ...settingKey(key), entity: 'setting', ...record },
    ...(expectedVersion === undefined
      ? {}
      : { ConditionExpression: 'updatedAt = :v', ExpressionAttributeValues: { ':v': expectedVersion } }),
  };
  try {
    if (audit) await dynamo.send(new TransactWriteCommand({ TransactItems: [{ Put: put }, auditPut(audit, now)] }));
    else await dynamo.send(new PutCommand(put));
  } catch (error) {
    if (conditionFailed(error) || transactionCancelled(error)) throw new SettingConflictError(key);
    throw error;
  }
  return record;
}
