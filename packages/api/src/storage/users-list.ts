import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminUser, UserRole } from '@modern-jobs/domain';
import * as z from 'zod';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { checkStartKey, decodeCursor, encodeCursor, storedKeySchema } from './cursor.ts';
import { roleList, roleOf, type StoredUser, USERS_LIST } from './users.ts';

const TableName = config.TABLE_NAME;
const cursorSchema = z.object({ key: storedKeySchema });

/** Query round trips one page with words may take before answering a short page with a cursor. */
const MAX_ROUNDS = 8;

/** A profile or an admin account as a row of the Users tab. */
export function adminUserOf(item: Record<string, unknown>): AdminUser {
  if (item.entity === 'admin')
    return {
      id: String(item.mobile),
      role: 'admin',
      firstName: null,
      email: null,
      companyName: null,
      disabled: false,
      createdAt: String(item.createdAt),
    };
  const user = item as unknown as StoredUser;
  return {
    id: user.id,
    role: roleOf(user),
    firstName: user.firstName ?? null,
    email: user.email ?? null,
    companyName: user.company?.name ?? null,
    disabled: user.disabled === true,
    createdAt: user.createdAt,
  };
}

/**
 * The operator's Users tab: everyone (GSI2, USERS) or one role (GSI1, USERS#<role>), newest first, a
 * Query on one partition. Words (`q`) match name, e-mail or company as a filter on that Query: a
 * page reads on (at most MAX_ROUNDS round trips) until it is full, else answers short with a cursor.
 */
export async function listUsers(query: {
  q?: string | undefined;
  role?: UserRole | undefined;
  limit: number;
  cursor?: string | undefined;
}): Promise<{ items: AdminUser[]; nextCursor: string | null; itemsRead: number }> {
  const [IndexName, pkName, pk] = query.role
    ? (['GSI1', 'GSI1PK', roleList(query.role)] as const)
    : (['GSI2', 'GSI2PK', USERS_LIST] as const);
  const start = decodeCursor(cursorSchema, query.cursor);
  if (start) checkStartKey(start.key, IndexName, pk);
  const words = query.q?.trim().toLowerCase();
  const items: AdminUser[] = [];
  let itemsRead = 0;
  let key = start?.key as Record<string, string> | undefined;
  for (let round = 0; round < MAX_ROUNDS && items.length < query.limit; round++) {
    const result = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkName, ...(words ? { '#text': 'searchText' } : {}) },
        ExpressionAttributeValues: { ':pk': pk, ...(words ? { ':q': words } : {}) },
        ...(words ? { FilterExpression: 'contains(#text, :q)' } : {}),
        ScanIndexForward: false,
        Limit: query.limit - items.length,
        ExclusiveStartKey: key,
      }),
    );
    itemsRead += result.ScannedCount ?? 0;
    items.push(...(result.Items ?? []).map(adminUserOf));
    key = result.LastEvaluatedKey as Record<string, string> | undefined;
    if (!key) break;
  }
  return { items, itemsRead, nextCursor: key ? encodeCursor({ key }) : null };
}
