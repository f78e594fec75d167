import type { NativeAttributeValue } from '@aws-sdk/util-dynamodb';

/**
 * An item as DynamoDB's document client gives it back: which entity it is, and so its type, is known
 * from the key or index it was read by (each store's access patterns), not checked here.
 */
export type TableItem = Record<string, NativeAttributeValue>;

/** An item without the attributes that only storage needs (keys, index keys, bookkeeping). */
export function withoutKeys<T>(item: object, keys: readonly string[]): T {
  const copy: Record<string, unknown> = { ...item };
  for (const key of keys) delete copy[key];
  return copy as T;
}
