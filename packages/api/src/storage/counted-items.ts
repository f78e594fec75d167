import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import type { TransactItem } from './item.ts';
import { refusedWrites, transactionCancelled } from './refused.ts';

type Key = { PK: string; SK: string };

/**
 * How an owner's item counts its items of one kind, for a cap: a number, or the set of their ids
 * (which also answers "is this one of them" without reading the items: every card's save toggle).
 */
export type OwnerCount = { attribute: string; max: number } & ({ kind: 'number' } | { kind: 'set'; id: string });

const TableName = config.TABLE_NAME;

function countUpdate(owner: Key, count: OwnerCount, direction: 1 | -1): TransactItem {
  const change =
    count.kind === 'number'
      ? { expression: `ADD #count :change`, value: direction }
      : { expression: `${direction === 1 ? 'ADD' : 'DELETE'} #count :change`, value: new Set([count.id]) };
  const measure = count.kind === 'number' ? '#count' : 'size(#count)';
  return {
    Update: {
      TableName,
      Key: owner,
      UpdateExpression: change.expression,
      // The owner exists (sign-in made it): an update must not create a stray one.
      ConditionExpression:
        direction === 1
          ? `attribute_exists(PK) AND (attribute_not_exists(#count) OR ${measure} < :max)`
          : 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#count': count.attribute },
      ExpressionAttributeValues:
        direction === 1 ? { ':change': change.value, ':max': count.max } : { ':change': change.value },
    },
  };
}

/**
 * Writes a new item and its place in its owner's count, with any other writes that go with it, in
 * one transaction: 'exists' if the item is there already, 'full' if the owner is at the cap (or
 * gone); nothing is written then. Other refusals (of `alongside`) are thrown.
 */
export async function putCountedItem(
  item: Key & Record<string, unknown>,
  owner: Key,
  count: OwnerCount,
  alongside: TransactItem[] = [],
): Promise<'saved' | 'exists' | 'full'> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          countUpdate(owner, count, 1),
          ...alongside,
        ],
      }),
    );
    return 'saved';
  } catch (error) {
    if (!transactionCancelled(error)) throw error;
    const [exists, full] = refusedWrites(error);
    if (exists) return 'exists';
    if (full) return 'full';
    throw error;
  }
}

/** Deletes an item and its place in its owner's count in one transaction; false (nothing changed) if there was no such item. */
export async function deleteCountedItem(key: Key, owner: Key, count: OwnerCount): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName, Key: key, ConditionExpression: 'attribute_exists(PK)' } },
          countUpdate(owner, count, -1),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[0]) return false;
    throw error;
  }
}
