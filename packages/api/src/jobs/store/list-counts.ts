import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { conditionFailed } from '../../storage/refused.ts';

const TableName = config.TABLE_NAME;

/** A list's count may be this old: counting is up to COUNT_CAP reads, done once per list per window. */
export const COUNT_FRESH_SECONDS = 300;
/** How long one request may take to recount before another may try. */
const LEASE_SECONDS = 10;

export interface ListCount {
  count: number;
  capped: boolean;
  /** the companies the counted jobs are from; absent in a figure kept before it was counted */
  companies?: number;
  /** items this request read for the count: 1 for a cached figure, more when it counted */
  itemsRead: number;
}

const countKey = (signature: string) => ({
  PK: `COUNT#${createHash('sha256').update(signature).digest('base64url').slice(0, 22)}`,
  SK: 'COUNT',
});

/**
 * The number of open jobs in a list, as shown on a first page, without a read per visitor that grows
 * with the board: the figure is kept in the table and recounted when older than 5 minutes, by the
 * one request that wins a short lease; the others answer the older figure meanwhile. The very
 * first time there is none to answer, so they count for themselves and keep nothing: a first page
 * always says how many jobs it is from.
 */
export async function cachedCount(
  signature: string,
  count: () => Promise<ListCount>,
  now = new Date(),
): Promise<ListCount> {
  const at = Math.floor(now.getTime() / 1000);
  const Key = countKey(signature);
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key }));
  // An item with a lease but no figure yet is another request's very first count, under way.
  const cached =
    Item && Item.countedAt !== undefined
      ? {
          count: Number(Item.count),
          capped: Boolean(Item.capped),
          ...(Item.companies === undefined ? {} : { companies: Number(Item.companies) }),
          itemsRead: 1,
        }
      : null;
  if (cached && Number(Item?.countedAt) + COUNT_FRESH_SECONDS > at) return cached;

  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'SET leaseUntil = :until, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':until': at + LEASE_SECONDS, ':now': at, ':expires': at + 86_400 },
      }),
    );
  } catch (error) {
    if (conditionFailed(error)) return cached ?? (await count());
    throw error;
  }
  const fresh = await count();
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: {
        ...Key,
        entity: 'list-count',
        count: fresh.count,
        capped: fresh.capped,
        ...(fresh.companies === undefined ? {} : { companies: fresh.companies }),
        countedAt: at,
        expiresAt: at + 86_400,
      },
    }),
  );
  return { ...fresh, itemsRead: fresh.itemsRead + 1 };
}
