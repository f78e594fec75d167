import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { conditionFailed } from './refused.ts';

const TableName = config.TABLE_NAME;

/**
 * Takes one use from a counted allowance, atomically: the counter is incremented only while it is
 * under the limit, in one conditional write, so parallel requests cannot together go past it.
 * The counter item expires with its window (`resetsAt`, epoch seconds).
 */
export async function takeOne(pk: string, limit: number, resetsAt: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: { PK: pk, SK: 'ALLOWANCE' },
        UpdateExpression: 'ADD used :one SET expiresAt = :resets',
        ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':resets': resetsAt },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Gives back a use taken by takeOne, for uses that turn out not to count (a correct password). */
export async function giveBack(pk: string): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName,
        Key: { PK: pk, SK: 'ALLOWANCE' },
        UpdateExpression: 'ADD used :minusOne',
        ConditionExpression: 'used > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: Error) => {
      if (!conditionFailed(error)) throw error;
    });
}

/** Forgets an allowance's use so far (an operator's reset). */
export async function resetAllowance(pk: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: { PK: pk, SK: 'ALLOWANCE' } }));
}

/** Whole seconds from `now` until a window ends, at least 1: what Retry-After says. */
export const secondsUntil = (endsAt: number, now = new Date()): number =>
  Math.max(1, endsAt - Math.floor(now.getTime() / 1000));

/** The clock hour a moment falls in: its start as a label, and the epoch second it ends. */
export function clockHour(now = new Date()): { hour: string; endsAt: number } {
  const at = Math.floor(now.getTime() / 1000);
  const start = at - (at % 3600);
  return { hour: String(start), endsAt: start + 3600 };
}

/** Pakistan Standard Time is UTC+5 all year (no daylight saving). */
const PKT_OFFSET_SECONDS = 5 * 3600;

/** Today's date in Pakistan, and the epoch second its midnight ends it. */
export function pakistanDay(now = new Date()): { day: string; endsAt: number } {
  const local = Math.floor(now.getTime() / 1000) + PKT_OFFSET_SECONDS;
  const startOfDay = local - (local % 86_400);
  return {
    day: new Date(startOfDay * 1000).toISOString().slice(0, 10),
    endsAt: startOfDay + 86_400 - PKT_OFFSET_SECONDS,
  };
}
