import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { checkStartKey, decodeCursor, encodeCursor, storedKeySchema } from './cursor.ts';
import type { TableItem } from './item.ts';
import type { IndexName } from './table.ts';

const cursorSchema = z.object({ key: storedKeySchema });

/** Round trips a filtered page may take before it answers short, with a cursor to read on from. */
const MAX_ROUNDS = 8;

/** A page of a list as the API answers it, with what it cost to read. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** items DynamoDB read for this page, for the read-cost benchmark */
  itemsRead: number;
}

export interface PageQuery {
  index: IndexName;
  /** the index partition read, all of it or `between` two sort keys */
  partition: string;
  between?: { from: string; to: string } | undefined;
  /**
   * Kept of what is read (DynamoDB applies it after Limit): a page then reads on, at most MAX_ROUNDS
   * round trips, until it is full, rather than answer a short page one would take for the end.
   */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> } | undefined;
  oldestFirst?: boolean;
  limit: number;
  cursor?: string | undefined;
}

export interface QueriedPage {
  items: TableItem[];
  /** an opaque cursor to the next page, or null at the end */
  nextCursor: string | null;
  /** items DynamoDB read for this page, for the read-cost benchmarks */
  itemsRead: number;
}

/**
 * One page of one index partition, newest first unless asked otherwise: the Query every paged list
 * of the operator's and the employer's is made of. Its cursor is checked against the partition it
 * continues (storage/cursor.ts), so a cursor of another list is a 400, not DynamoDB's 500.
 */
export async function queryPage(query: PageQuery): Promise<QueriedPage> {
  const start = decodeCursor(cursorSchema, query.cursor);
  if (start) checkStartKey(start.key, query.index, query.partition);
  const { between, filter } = query;
  const items: TableItem[] = [];
  let itemsRead = 0;
  let key = start?.key as Record<string, string> | undefined;
  const rounds = filter ? MAX_ROUNDS : 1;
  for (let round = 0; round < rounds && items.length < query.limit; round++) {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: config.TABLE_NAME,
        IndexName: query.index,
        KeyConditionExpression: between ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
        ExpressionAttributeNames: {
          '#pk': `${query.index}PK`,
          ...(between ? { '#sk': `${query.index}SK` } : {}),
          ...filter?.names,
        },
        ExpressionAttributeValues: {
          ':pk': query.partition,
          ...(between ? { ':from': between.from, ':to': between.to } : {}),
          ...filter?.values,
        },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ScanIndexForward: query.oldestFirst === true,
        Limit: query.limit - items.length,
        ExclusiveStartKey: key,
      }),
    );
    itemsRead += result.ScannedCount ?? 0;
    items.push(...(result.Items ?? []));
    key = result.LastEvaluatedKey as Record<string, string> | undefined;
    if (!key) break;
  }
  return { items, itemsRead, nextCursor: key ? encodeCursor({ key }) : null };
}
