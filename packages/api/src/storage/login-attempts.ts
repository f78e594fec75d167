import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';

const TableName = config.TABLE_NAME;
const attemptsKey = (mobile: string) => ({ PK: `LOGINFAIL#${mobile}`, SK: 'LOGINFAIL' });

/** After this many failures in a row, each further failure locks the account for longer. */
export const FREE_ATTEMPTS = 5;
const BASE_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 3600;
/** Failure counters forget an account a day after its last failure. */
const FORGET_AFTER_SECONDS = 24 * 3600;

/** 30 s after the 5th failure, doubling with each one after, at most an hour. */
export function lockSeconds(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - FREE_ATTEMPTS));
}

/** Seconds until this mobile may try again; 0 when it may now. Unknown mobiles are counted alike. */
export async function secondsLocked(mobile: string, now = new Date()): Promise<number> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: attemptsKey(mobile) }));
  const lockedUntil = typeof Item?.lockedUntil === 'number' ? Item.lockedUntil : 0;
  return Math.max(0, Math.ceil(lockedUntil - now.getTime() / 1000));
}

/** Counts a failure atomically and sets the lock it earns. */
export async function recordFailure(mobile: string, now = new Date()): Promise<void> {
  const at = Math.floor(now.getTime() / 1000);
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName,
      Key: attemptsKey(mobile),
      UpdateExpression: 'ADD failures :one SET expiresAt = :forget',
      ExpressionAttributeValues: { ':one': 1, ':forget': at + FORGET_AFTER_SECONDS },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const lock = lockSeconds(Number(Attributes?.failures ?? 0));
  if (lock > 0) {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: attemptsKey(mobile),
        UpdateExpression: 'SET lockedUntil = :until',
        ExpressionAttributeValues: { ':until': at + lock },
      }),
    );
  }
}

export async function clearFailures(mobile: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: attemptsKey(mobile) }));
}
