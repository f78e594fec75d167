import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { deadlineEnd, type LedgerFilter, type LedgerTotals, pakistanDayStart } from '@modern-jobs/domain';
import * as z from 'zod';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { decodeCursor, encodeCursor, refuseCursor, storedKeySchema } from '../../storage/cursor.ts';
import { withoutKeys } from '../../storage/item.ts';
import type { Page } from '../../storage/paged-query.ts';
import { LEDGER_LIST, ledgerTypeList, type StoredEntry, WALLETS_LIST } from './ledger.ts';

const TableName = config.TABLE_NAME;
const ENTRY_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity'] as const;

/** A Pakistan day's first and last instant, as the entries' ISO times sort. */
export const dayStart = (day: string) => pakistanDayStart(day).toISOString();
export const dayEnd = (day: string) => (deadlineEnd(day) as Date).toISOString();

/**
 * The Query that answers a filter, from its narrowest partition: a person's own entries (the table),
 * one type's (GSI1, LEDGER#<type>) or everyone's (GSI2, LEDGER), between the range's days by sort
 * key; a type or gateway the partition does not narrow to is a filter on what is read.
 */
function queryOf(filter: LedgerFilter): { input: QueryCommandInput; partition: Record<string, string> } {
  // DynamoDB refuses an empty key value: the range starts before any time when it names no day.
  const from = filter.from ? dayStart(filter.from) : '0';
  const to = filter.to ? dayEnd(filter.to) : '~';
  const [index, pk, sk, partition, prefix] = filter.userId
    ? [undefined, 'PK', 'SK', userKey(filter.userId).PK, 'TXN#']
    : filter.type
      ? ['GSI1', 'GSI1PK', 'GSI1SK', ledgerTypeList(filter.type), '']
      : ['GSI2', 'GSI2PK', 'GSI2SK', LEDGER_LIST, ''];
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': partition, ':from': `${prefix}${from}`, ':to': `${prefix}${to}` };
  const names: Record<string, string> = { '#pk': pk, '#sk': sk };
  if (filter.userId && filter.type) {
    filters.push('#type = :type');
    names['#type'] = 'type';
    values[':type'] = filter.type;
  }
  if (filter.method) {
    filters.push('#method = :method');
    names['#method'] = 'method';
    values[':method'] = filter.method;
  }
  return {
    partition: { [pk]: partition },
    input: {
      TableName,
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ScanIndexForward: false,
    },
  };
}

const cursorSchema = z.object({ key: storedKeySchema });

/** Payment Management's entries for a filter, newest first, a page at a time. */
export async function listLedger(
  filter: LedgerFilter,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredEntry & { userId: string }>> {
  const { input, partition } = queryOf(filter);
  const start = decodeCursor(cursorSchema, cursor)?.key;
  // A cursor from another list would make DynamoDB answer a 500: it must be of this partition.
  if (start && Object.entries(partition).some(([name, value]) => start[name] !== value)) refuseCursor();
  const items: Record<string, unknown>[] = [];
  let key = start as Record<string, string> | undefined;
  let itemsRead = 0;
  // A filter may leave a read short: read on (a few rounds at most) to fill the page.
  for (let round = 0; round < 8 && items.length < limit; round++) {
    const result = await dynamo.send(
      new QueryCommand({ ...input, Limit: limit - items.length, ...(key ? { ExclusiveStartKey: key } : {}) }),
    );
    itemsRead += result.ScannedCount ?? 0;
    items.push(...(result.Items ?? []));
    key = result.LastEvaluatedKey as Record<string, string> | undefined;
    if (!key) break;
  }
  return {
    items: items.map((item) => withoutKeys<StoredEntry>(item, ENTRY_KEYS)),
    nextCursor: key ? encodeCursor({ key }) : null,
    itemsRead,
  };
}

/**
 * The exact totals of a filter: every matching entry read (its type and amount only), page after
 * page. Bounded by the filter's range; at the board's size a month is thousands of entries. Past
 * some hundreds of thousands, per-day totals kept with each entry would take its place.
 */
export async function totalsOf(filter: LedgerFilter): Promise<LedgerTotals> {
  const { input } = queryOf(filter);
  const totals: LedgerTotals = { count: 0, totalPaisa: 0, byType: {} };
  let key: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        ...input,
        ProjectionExpression: '#entryType, amountPaisa',
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#entryType': 'type' },
        ...(key ? { ExclusiveStartKey: key } : {}),
      }),
    );
    for (const item of result.Items ?? []) {
      const type = item.type as StoredEntry['type'];
      const paisa = Number(item.amountPaisa);
      const byType = totals.byType[type] ?? { count: 0, paisa: 0 };
      totals.byType[type] = { count: byType.count + 1, paisa: byType.paisa + paisa };
      totals.count++;
      totals.totalPaisa += paisa;
    }
    key = result.LastEvaluatedKey;
  } while (key);
  return totals;
}

/** The sum of every kept balance: the profiles on the wallets' list (GSI3), their balances only. */
export async function sumOfBalances(): Promise<{ wallets: number; totalPaisa: number }> {
  const sum = { wallets: 0, totalPaisa: 0 };
  let key: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :wallets',
        ExpressionAttributeValues: { ':wallets': WALLETS_LIST },
        ProjectionExpression: 'walletPaisa',
        ...(key ? { ExclusiveStartKey: key } : {}),
      }),
    );
    for (const item of result.Items ?? []) {
      sum.wallets++;
      sum.totalPaisa += Number(item.walletPaisa ?? 0);
    }
    key = result.LastEvaluatedKey;
  } while (key);
  return sum;
}
