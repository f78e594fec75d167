import * as z from 'zod';
import { type IndexName, TABLE } from './table.ts';

const keySchema = z.record(z.string().max(40), z.string().max(1024)).refine((k) => Object.keys(k).length <= 6);

/** Page cursors are opaque to clients: base64url JSON, checked on the way back in. */
export function encodeCursor<T>(value: T): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(schema: S, cursor: string | undefined): z.output<S> | undefined {
  if (cursor === undefined) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    refuseCursor();
  }
}

/**
 * A page cursor the caller sent that is not one we made, or leads nowhere the query can go: the
 * caller's mistake, which the HTTP layer answers 400 (http/preset.ts), never a 500.
 */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}

/** A cursor that decoded but leads nowhere the query can go (its values refused by the store). */
export function refuseCursor(): never {
  throw new InvalidCursorError('invalid cursor');
}

/** A DynamoDB LastEvaluatedKey of string attributes, as it travels inside a cursor. */
export const storedKeySchema = keySchema;

// DynamoDB refuses (ValidationException) an empty key value or one over 1,024 bytes.
const keyValue = z
  .string()
  .min(1)
  .refine((v) => Buffer.byteLength(v) <= 1024);

/**
 * Checks a cursor's key against the query it continues: exactly the table's and the index's key
 * attributes, in the partition being read. Anything else DynamoDB would refuse with a
 * ValidationException, a 500, so it is a 400 here.
 */
export function checkStartKey(
  key: Record<string, string> | undefined,
  indexName: IndexName,
  partition: string,
): Record<string, string> | undefined {
  if (key === undefined) return undefined;
  const index = TABLE.indexes.find((i) => i.name === indexName);
  if (!index) throw new Error(`no index ${indexName}`);
  const schema = z.strictObject({
    [TABLE.partitionKey]: keyValue,
    [TABLE.sortKey]: keyValue,
    [index.partitionKey]: z.literal(partition),
    [index.sortKey]: keyValue,
  });
  if (!schema.safeParse(key).success) refuseCursor();
  return key;
}
