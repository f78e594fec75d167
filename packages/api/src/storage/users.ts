import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { User, WalletTransaction } from '@modern-jobs/domain';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { conditionFailed } from './refused.ts';

const TableName = config.TABLE_NAME;
const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });

interface StoredUser extends User {
  issuer: string;
  subject: string;
}

function toUser(item: Record<string, unknown>): User {
  const { id, firstName, email, walletBalance, createdAt } = item as unknown as StoredUser;
  return { id, firstName, email, walletBalance, createdAt };
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
