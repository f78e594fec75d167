import { API_MESSAGES } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';

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
    throw httpError(400, API_MESSAGES.invalidCursor);
  }
}

/** A DynamoDB LastEvaluatedKey of string attributes, as it travels inside a cursor. */
export const storedKeySchema = keySchema;
