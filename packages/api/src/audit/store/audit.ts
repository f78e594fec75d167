import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type ActivityQuery,
  type AuditAction,
  type AuditChange,
  type AuditItemType,
  type AuditRecord,
  auditItemRef,
} from '@modern-jobs/domain';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { newId } from '../../storage/ids.ts';
import { withoutKeys } from '../../storage/item.ts';
import { queryPage } from '../../storage/paged-query.ts';
import { conditionFailed } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';

const TableName = config.TABLE_NAME;

/** What a handler says about an action it is about to take; the record adds an id and the time. */
export interface AuditEvent {
  actor: string;
  action: AuditAction;
  item: { type: AuditItemType; id: string; label?: string };
  ip: string;
  changes?: AuditChange[];
}

/** The actor of an admin's action. */
export const adminActor = (mobile: string) => `admin:${mobile}`;

/** The actor of an employer's action: their user id. */
export const employerActor = (userId: string) => `employer:${userId}`;

/** Long text (a description) is kept to its start: the log says what changed, not every word. */
const MAX_VALUE = 300;
const asText = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
};

/** The fields whose value differs, before → after, in the order given. */
export function changesBetween<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: ReadonlyArray<keyof T & string>,
): AuditChange[] {
  return fields
    .map((field) => ({ field, before: asText(before?.[field]), after: asText(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

/**
 * The record as an item: one per action, listed newest first in three ways: all (GSI1), by actor
 * (GSI2) and by item (GSI3), each sorted by time.
 */
function auditItem(event: AuditEvent, now: Date, id = newId()) {
  const at = now.toISOString();
  const sortKey = `${at}#${id}`;
  const record: AuditRecord = { id, at, changes: [], ...event };
  return {
    PK: `AUDIT#${id}`,
    SK: 'AUDIT',
    entity: 'audit',
    ...record,
    GSI1PK: 'AUDIT',
    GSI1SK: sortKey,
    GSI2PK: `AUDIT#ACTOR#${event.actor}`,
    GSI2SK: sortKey,
    GSI3PK: `AUDIT#ITEM#${auditItemRef(event.item.type, event.item.id)}`,
    GSI3SK: sortKey,
  };
}

/** The record as one more write of the transaction that makes the change: both happen, or neither. */
export function auditPut(event: AuditEvent, now = new Date()) {
  return { Put: { TableName, Item: auditItem(event, now) } };
}

/**
 * Writes a record on its own, for an action that changes no item (opening a CV, signing in) or
 * whose change is many writes (seeding). The caller waits for it before answering: no CV link
 * leaves without its record. With `onceAs`, a second record of the same id is not written (a lockout
 * is recorded once for its hour however often it refuses).
 */
export async function recordAudit(event: AuditEvent, options: { now?: Date; onceAs?: string } = {}): Promise<void> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName,
        Item: auditItem(event, options.now ?? new Date(), options.onceAs),
        ...(options.onceAs ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
      }),
    );
  } catch (error) {
    if (!(options.onceAs && conditionFailed(error))) throw error;
  }
}

/** Records newest first: all, one actor's or one item's (with both, the item's, filtered by actor). */
export async function listAudit(query: ActivityQuery): Promise<{ records: AuditRecord[]; nextCursor?: string }> {
  const [index, partition] = query.item
    ? (['GSI3', `AUDIT#ITEM#${query.item}`] as const)
    : query.actor
      ? (['GSI2', `AUDIT#ACTOR#${query.actor}`] as const)
      : (['GSI1', 'AUDIT'] as const);
  const page = await queryPage({
    index,
    partition,
    filter:
      query.item && query.actor
        ? { expression: '#actor = :actor', names: { '#actor': 'actor' }, values: { ':actor': query.actor } }
        : undefined,
    limit: query.limit,
    cursor: query.cursor,
  });
  return {
    records: page.items.map((item) => withoutKeys<AuditRecord>(item, STORAGE_ATTRIBUTES)),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
