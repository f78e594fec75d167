import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';

/**
 * Invalidations CloudFront has not taken yet (busy with others, throttled, or not reached), kept in
 * the table until they are: a function that runs out of time before CloudFront takes one leaves it
 * here, and retry-edge-cache (edge/retry-invalidations.ts, every minute) sends it. One partition:
 * there are a handful at most, and only while CloudFront is busy.
 */
const TableName = config.TABLE_NAME;
export const PENDING_INVALIDATIONS = 'EDGE#INVALIDATIONS';

/**
 * Past this, an invalidation clears nothing that has not expired by itself: the longest any copy is
 * served is the sitemap's hour plus its day of stale-while-revalidate (README, "What each cache
 * holds"). The item is dropped then (its TTL in AWS; the retry drops it itself, as DynamoDB Local
 * does not delete expired items).
 */
export const LONGEST_COPY_SECONDS = 3600 + 86_400;

export interface PendingInvalidation {
  /** the CallerReference every try sends: CloudFront makes one invalidation of it, however often it is sent */
  reference: string;
  paths: string[];
  /** tries that CloudFront refused or did not answer */
  attempts: number;
  createdAt: string;
  /** epoch seconds: the table's TTL */
  expiresAt: number;
  lastError?: string;
}

/** Keeps an invalidation to be sent again. Written again with the same reference, it stays one item. */
export async function keepInvalidation(
  pending: { reference: string; paths: readonly string[]; attempts: number; lastError?: string },
  now = new Date(),
): Promise<void> {
  const item: PendingInvalidation = {
    reference: pending.reference,
    paths: [...pending.paths],
    attempts: pending.attempts,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + LONGEST_COPY_SECONDS,
    ...(pending.lastError ? { lastError: pending.lastError } : {}),
  };
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: { PK: PENDING_INVALIDATIONS, SK: pending.reference, entity: 'edge-invalidation', ...item },
    }),
  );
}

/** The invalidations waiting, oldest reference first (at most `limit`), read consistently. */
export async function pendingInvalidations(limit = 100): Promise<PendingInvalidation[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PENDING_INVALIDATIONS },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return Items as PendingInvalidation[];
}

/** An invalidation CloudFront took (or that no longer matters): off the list. */
export async function forgetInvalidation(reference: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: { PK: PENDING_INVALIDATIONS, SK: reference } }));
}

/** One more try refused: counted, with why, for the logs and whoever looks at the item. */
export async function countRefusal(reference: string, lastError: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName,
      Key: { PK: PENDING_INVALIDATIONS, SK: reference },
      UpdateExpression: 'ADD attempts :one SET lastError = :error',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1, ':error': lastError },
    }),
  );
}
