import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus, OrderTotals, PaymentOrder } from '@modern-jobs/domain';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { withoutKeys } from '../../storage/item.ts';
import type { Page } from '../../storage/paged-query.ts';
import { queryPage } from '../../storage/paged-query.ts';
import { conditionFailed, refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import type { Recipient, TransactItem } from './ledger.ts';
import { dayEnd, dayStart } from './ledger-lists.ts';

const TableName = config.TABLE_NAME;

/**
 * A payment order (ORDER#<reference> / ORDER): what someone asked to add, through which gateway, and
 * where it stands. On the person's list (GSI1, ORDERS#<user>) and everyone's (GSI2, ORDERS) for good;
 * on the pending list (GSI4, ORDERS#pending, oldest first) until it is settled, for the status inquiry.
 */
export interface StoredOrder extends PaymentOrder {
  userId: string;
  /** the browser's key for this Add Funds: the same key again is the same order (a double click) */
  requestId: string;
  /** the merchant account it was signed for: a report must name the same, if it names one */
  merchantId: string;
  /** who gets its receipt: the payer's address, language and name when they made it */
  receipt: Recipient;
  /** the payer's mobile account number, when they gave one */
  mobile?: string;
}

export const orderKey = (reference: string) => ({ PK: `ORDER#${reference}`, SK: 'ORDER' });
const requestKey = (userId: string, requestId: string) => ({ PK: `ORDERREQ#${userId}#${requestId}`, SK: 'ORDERREQ' });
export const personOrders = (userId: string) => `ORDERS#${userId}`;
export const PENDING_ORDERS = 'ORDERS#pending';
/** Every order, newest first (GSI2): Payment Management's deposits. */
export const ALL_ORDERS = 'ORDERS';
const ORDER_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI4PK', 'GSI4SK', 'entity'] as const;
/** How long a request key names its order: past any double click or retry. */
const REQUEST_KEY_SECONDS = 24 * 60 * 60;

const toOrder = (item: Record<string, unknown>) => withoutKeys<StoredOrder>(item, ORDER_KEYS);

/**
 * Makes the order, once per request key: a second call with the same key (a double click, a retry
 * after a lost answer) gets the first order back and makes none.
 */
export async function createOrder(order: StoredOrder): Promise<{ order: StoredOrder; created: boolean }> {
  const listed = `${order.createdAt}#${order.reference}`;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: {
                ...requestKey(order.userId, order.requestId),
                entity: 'orderRequest',
                reference: order.reference,
                expiresAt: Math.floor(Date.parse(order.createdAt) / 1000) + REQUEST_KEY_SECONDS,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName,
              Item: {
                ...orderKey(order.reference),
                entity: 'paymentOrder',
                ...order,
                GSI1PK: personOrders(order.userId),
                GSI1SK: listed,
                GSI2PK: ALL_ORDERS,
                GSI2SK: listed,
                GSI4PK: PENDING_ORDERS,
                GSI4SK: listed,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return { order, created: true };
  } catch (error) {
    if (!(transactionCancelled(error) && refusedWrites(error)[0])) throw error;
    const { Item } = await dynamo.send(
      new GetCommand({ TableName, Key: requestKey(order.userId, order.requestId), ConsistentRead: true }),
    );
    const first = Item && (await getOrder(String(Item.reference)));
    if (!first) throw error;
    return { order: first, created: false };
  }
}

export async function getOrder(reference: string): Promise<StoredOrder | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: orderKey(reference), ConsistentRead: true }));
  return Item ? toOrder(Item) : null;
}

export interface Settlement {
  status: Exclude<OrderStatus, 'pending'>;
  gatewayTransactionId?: string | undefined;
  failure?: { code: string; message: string } | undefined;
}

/**
 * The write that settles a pending order, for a transaction (a deposit's entry goes with it): its
 * condition, still pending, is what makes a second notification of the same payment credit nothing.
 */
export function settleOrderItem(reference: string, settlement: Settlement, now: Date): TransactItem {
  const sets = ['#status = :to', 'updatedAt = :now'];
  const values: Record<string, unknown> = {
    ':to': settlement.status,
    ':now': now.toISOString(),
    ':pending': 'pending',
  };
  if (settlement.gatewayTransactionId) {
    sets.push('gatewayTransactionId = :txn');
    values[':txn'] = settlement.gatewayTransactionId;
  }
  if (settlement.failure) {
    sets.push('failure = :failure');
    values[':failure'] = settlement.failure;
  }
  return {
    Update: {
      TableName,
      Key: orderKey(reference),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE GSI4PK, GSI4SK`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

/** Settles a pending order with no money moving (failed, cancelled, expired); false: it was settled already. */
export async function settleOrder(reference: string, settlement: Settlement, now = new Date()): Promise<boolean> {
  const { Update } = settleOrderItem(reference, settlement, now);
  try {
    await dynamo.send(new UpdateCommand(Update as NonNullable<typeof Update>));
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** A person's orders, newest first. */
export async function listOrdersOf(
  userId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredOrder>> {
  const { items, nextCursor, itemsRead } = await queryPage({ index: 'GSI1', partition: personOrders(userId), ...page });
  return { items: items.map(toOrder), nextCursor, itemsRead };
}

/** Orders still pending that were made before `before`, oldest first: the status inquiry's work. */
export async function listPendingBefore(before: Date, limit: number): Promise<StoredOrder[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pending AND GSI4SK < :before',
      ExpressionAttributeValues: { ':pending': PENDING_ORDERS, ':before': before.toISOString() },
      Limit: limit,
    }),
  );
  return Items.map(toOrder);
}

/** Payment Management's deposits: every order newest first, by status and gateway, between two Pakistan days. */
export async function listAllOrders(
  filter: { status?: string | undefined; method?: string | undefined; from?: string; to?: string },
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredOrder>> {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  if (filter.method) {
    conditions.push('#method = :method');
    names['#method'] = 'method';
    values[':method'] = filter.method;
  }
  const { items, nextCursor, itemsRead } = await queryPage({
    index: 'GSI2',
    partition: ALL_ORDERS,
    // DynamoDB refuses an empty key value: '0' sorts before any time.
    between: { from: filter.from ? dayStart(filter.from) : '0', to: filter.to ? dayEnd(filter.to) : '~' },
    ...(conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {}),
    ...page,
  });
  return { items: items.map(toOrder), nextCursor, itemsRead };
}

/**
 * The exact totals of a deposit filter: every matching order read, page after page (the filter's
 * days bound it; at the board's size a month is thousands of orders), by status.
 */
export async function orderTotals(filter: Parameters<typeof listAllOrders>[0]): Promise<OrderTotals> {
  const totals: OrderTotals = { count: 0, totalPaisa: 0, byStatus: {} };
  let cursor: string | undefined;
  do {
    const page = await listAllOrders(filter, { limit: 1000, cursor });
    for (const { status, amountPaisa } of page.items) {
      const byStatus = totals.byStatus[status] ?? { count: 0, paisa: 0 };
      totals.byStatus[status] = { count: byStatus.count + 1, paisa: byStatus.paisa + amountPaisa };
      totals.count++;
      totals.totalPaisa += amountPaisa;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return totals;
}

/** The write that records the operator's refund on its order: once (a second is refused). */
export function refundOrderItem(reference: string, refund: NonNullable<StoredOrder['refund']>): TransactItem {
  return {
    Update: {
      TableName,
      Key: orderKey(reference),
      UpdateExpression: 'SET refund = :refund',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(refund)',
      ExpressionAttributeValues: { ':refund': refund },
    },
  };
}
