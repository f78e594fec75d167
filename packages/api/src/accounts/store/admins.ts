import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { endSessionsOf } from './sessions.ts';
import { putOnUsersLists, roleList, USERS_LIST } from './users.ts';

const TableName = config.TABLE_NAME;
const adminKey = (mobile: string) => ({ PK: `ADMIN#${mobile}`, SK: 'ADMIN' });

/** scrypt with N=2^17, r=8, p=1 (DESIGN §4); needs 128 MiB, so maxmem is raised above it. */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: SCRYPT.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of nothing anyone knows: verifying against it makes an unknown mobile cost what a wrong password does. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(Math.random().toString(36));
  return decoyHash;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface AdminAccount {
  mobile: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

/** The attributes that list an admin in the operator's Users tab (everyone's list and the admins'), by mobile. */
export function adminListKeys(account: Pick<AdminAccount, 'mobile' | 'createdAt'>) {
  const sortKey = `${account.createdAt}#${account.mobile}`;
  return {
    GSI1PK: roleList('admin'),
    GSI1SK: sortKey,
    GSI2PK: USERS_LIST,
    GSI2SK: sortKey,
    searchText: account.mobile,
  };
}

/** Puts an admin created before the Users tab on its lists; a no-op once there. */
export function listAdmin(account: AdminAccount): Promise<void> {
  return putOnUsersLists(adminKey(account.mobile), adminListKeys(account));
}

export async function getAdmin(mobile: string): Promise<AdminAccount | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: adminKey(mobile) }));
  return (Item as AdminAccount | undefined) ?? null;
}

/**
 * Creates the admin or resets its password. A new password ends every session signed in with the
 * old one (whoever reset it may be locking someone out); the same password again changes nothing.
 */
export async function upsertAdmin(
  mobile: string,
  password: string,
  now = new Date(),
): Promise<'created' | 'reset' | 'unchanged'> {
  const existing = await getAdmin(mobile);
  if (existing && (await verifyPassword(password, existing.passwordHash))) {
    await listAdmin(existing);
    return 'unchanged';
  }
  const account: AdminAccount = {
    mobile,
    passwordHash: await hashPassword(password),
    createdAt: existing?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: { ...adminKey(mobile), entity: 'admin', ...account, ...adminListKeys(account) },
    }),
  );
  if (!existing) return 'created';
  await endSessionsOf('admin', mobile);
  return 'reset';
}

/** How many admins the board has, counted to 2 at most: enough to know whether one is the only one. */
export async function adminsCountedToTwo(): Promise<number> {
  const { Count = 0 } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :admins',
      ExpressionAttributeValues: { ':admins': roleList('admin') },
      Select: 'COUNT',
      Limit: 2,
    }),
  );
  return Count;
}
