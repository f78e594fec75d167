import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';

const TableName = config.TABLE_NAME;
const deviceKey = (tokenHash: string) => ({ PK: `ADMINDEVICE#${tokenHash}`, SK: 'ADMINDEVICE' });

/** A browser an admin has signed in on stays known this long after its last sign-in. */
export const DEVICE_TRUST_SECONDS = 180 * 24 * 3600;

/** The admin a known browser signed in as, or null (unknown, expired, or not this token). */
export async function deviceAdmin(tokenHash: string, now = new Date()): Promise<string | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: deviceKey(tokenHash) }));
  if (!Item || Number(Item.expiresAt) <= now.getTime() / 1000) return null;
  return String(Item.mobile);
}

export async function rememberDevice(tokenHash: string, mobile: string, now = new Date()): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + DEVICE_TRUST_SECONDS;
  await dynamo.send(
    new PutCommand({ TableName, Item: { ...deviceKey(tokenHash), entity: 'admin-device', mobile, expiresAt } }),
  );
}
