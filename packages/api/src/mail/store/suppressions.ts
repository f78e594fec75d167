import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';

/**
 * Addresses that must not be sent to: they bounced, or their owner complained (SES's events fill
 * this). One item per address; the mail workers read it before every send.
 */
const TableName = config.TABLE_NAME;

/** One address, however it was typed: mailbox providers treat addresses case-insensitively in practice. */
export const normalisedAddress = (address: string) => address.trim().toLowerCase();
const suppressionKey = (address: string) => ({ PK: `SUPPRESS#${normalisedAddress(address)}`, SK: 'SUPPRESS' });

export type SuppressionReason = 'bounce' | 'complaint' | 'unsubscribe';

export async function isSuppressed(address: string): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName, Key: suppressionKey(address), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

export async function suppress(address: string, reason: SuppressionReason, now = new Date()): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: {
        ...suppressionKey(address),
        entity: 'suppression',
        address: normalisedAddress(address),
        reason,
        at: now.toISOString(),
      },
    }),
  );
}
