import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { NativeAttributeValue } from '@aws-sdk/util-dynamodb';

/**
 * An item as DynamoDB's document client gives it back: which entity it is, and so its type, is known
 * from the key or index it was read by (each store's access patterns), not checked here.
 */
export type TableItem = Record<string, NativeAttributeValue>;

/** One write of a transaction (TransactWriteItems), as the stores build them to write together. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An item without the attributes that only storage needs (keys, index keys, bookkeeping). */
export function withoutKeys<T>(item: object, keys: readonly string[]): T {
  const copy: Record<string, unknown> = { ...item };
  for (const key of keys) delete copy[key];
  return copy as T;
}
