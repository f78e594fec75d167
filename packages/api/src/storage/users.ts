import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { User, WalletTransaction } from '@modern-jobs/domain';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { type AuditEvent, auditPut, recordAudit } from './audit.ts';
import { conditionFailed, refusedWrites, transactionCancelled } from './refused.ts';

const TableName = config.TABLE_NAME;
export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });

interface StoredUser extends Omit<User, 'savedJobIds' | 'profileViews'> {
  issuer: string;
  subject: string;
  /** a DynamoDB string set, absent while empty */
  savedJobIds?: Set<string>;
  profileViews?: number;
}

function toUser(item: Record<string, unknown>): User {
  const { id, firstName, email, walletBalance, createdAt, savedJobIds, profileViews } = item as unknown as StoredUser;
  return {
    id,
    firstName,
    email,
    walletBalance,
    createdAt,
    savedJobIds: [...(savedJobIds ?? [])].sort(),
    profileViews: Number(profileViews ?? 0),
  };
}

export async function getUser(id: string): Promise<User | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: userKey(id) }));
  return Item ? toUser(Item) : null;
}

/** Creates the user on first sign-in, with an empty wallet; later sign-ins leave it as it is. */
export async function ensureUser(
  profile: { id: string; issuer: string; subject: string; firstName: string | null; email: string | null },
  now = new Date(),
): Promise<User> {
  const user: StoredUser = { ...profile, walletBalance: '0.00', createdAt: now.toISOString() };
  try {
    await dynamo.send(
      new PutCommand({
        TableName,
        Item: { ...userKey(profile.id), entity: 'user', ...user },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return toUser(user as unknown as Record<string, unknown>);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return (await getUser(profile.id)) ?? toUser(user as unknown as Record<string, unknown>);
  }
}

/**
 * Records an operator's look at a seeker's CV and counts it as a view of the seeker's profile, in
 * one transaction. A seeker without a profile (an application older than sign-in's profiles) gets
 * the record alone: a view is never counted on an item that does not exist.
 */
export async function recordProfileView(userId: string, audit: AuditEvent, now = new Date()): Promise<void> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          auditPut(audit, now),
          {
            Update: {
              TableName,
              Key: userKey(userId),
              UpdateExpression: 'ADD profileViews :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!transactionCancelled(error) || !refusedWrites(error)[1]) throw error;
    await recordAudit(audit, { now });
  }
}

/** The caller's wallet transactions, newest first. */
export async function listTransactions(userId: string, limit = 50): Promise<WalletTransaction[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :txn)',
      ExpressionAttributeValues: { ':pk': userKey(userId).PK, ':txn': 'TXN#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(
    ({ id, type, amount, description, createdAt }) =>
      ({ id, type, amount, description, createdAt }) as WalletTransaction,
  );
}
