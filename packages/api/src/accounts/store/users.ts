import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type Company, keepsCompanyVerification, paisaToAmount, type User, type UserRole } from '@modern-jobs/domain';
import { type AuditEvent, auditPut, recordAudit } from '../../audit/store/audit.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { conditionFailed, refusedWrites, transactionCancelled } from '../../storage/refused.ts';

const TableName = config.TABLE_NAME;
export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });

/**
 * A person's profile (USER#<id> / PROFILE): who signed in, what they saved, and, once they save one,
 * the company that makes them an employer (README, "Employers": one account, seeker and employer).
 * The operator's Users tab lists profiles from two partitions kept on the item: one per role (GSI1,
 * USERS#seeker or USERS#employer) and everyone's (GSI2, USERS), newest first (users-list.ts).
 */
export interface StoredUser extends Omit<User, 'savedJobIds' | 'profileViews' | 'company' | 'walletBalance'> {
  /** the wallet's kept balance, in paisa, written only with a ledger entry (wallet/store/ledger.ts); absent is 0 */
  walletPaisa?: number;
  issuer: string;
  subject: string;
  /** a DynamoDB string set, absent while empty */
  savedJobIds?: Set<string>;
  profileViews?: number;
  company?: Company;
  /** set by the operator: signed out, sign-in refused, an employer's jobs hidden */
  disabled?: boolean;
  /** the employer's jobs waiting for review, kept with each job's change (jobs.ts) */
  pendingJobs?: number;
}

/** The profile's condition for an employer's write: they have a company and are not disabled. */
export const EMPLOYER_CONDITION =
  'attribute_exists(company) AND (attribute_not_exists(disabled) OR disabled = :notDisabled)';
export const EMPLOYER_VALUES = { ':notDisabled': false } as const;

export const roleOf = (user: { company?: Company | null }): Exclude<UserRole, 'admin'> =>
  user.company ? 'employer' : 'seeker';

/** Everyone's list (GSI2) and each role's (GSI1), newest first, as the operator's Users tab reads them. */
export const USERS_LIST = 'USERS';
export const roleList = (role: UserRole) => `USERS#${role}`;

/** What the Users tab's words are matched against: name, e-mail and company, in lower case. */
export const searchTextOf = (...parts: Array<string | null | undefined>) =>
  parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase()
    .slice(0, 600);

/** The attributes that list a profile in the Users tab, for its role now. */
export function userListKeys(user: Pick<StoredUser, 'id' | 'createdAt' | 'firstName' | 'email' | 'company'>) {
  const sortKey = `${user.createdAt}#${user.id}`;
  return {
    GSI1PK: roleList(roleOf(user)),
    GSI1SK: sortKey,
    GSI2PK: USERS_LIST,
    GSI2SK: sortKey,
    searchText: searchTextOf(user.firstName, user.email, user.company?.name),
  };
}

function toUser(item: StoredUser): User {
  const { id, firstName, email, walletPaisa, createdAt, savedJobIds, profileViews, company } = item;
  return {
    id,
    firstName,
    email,
    walletBalance: paisaToAmount(walletPaisa ?? 0),
    createdAt,
    savedJobIds: [...(savedJobIds ?? [])].sort(),
    profileViews: Number(profileViews ?? 0),
    company: company ?? null,
  };
}

export async function getUser(id: string): Promise<User | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: userKey(id) }));
  return Item ? toUser(Item as StoredUser) : null;
}

/** BatchGetItem's limit on keys per request. */
const BATCH_KEYS = 100;
/** Rounds of BatchGetItem for what it left unprocessed under load. */
const BATCH_TRIES = 5;

/**
 * Profiles by id, only the attributes named (a projection), in BatchGetItem requests of 100; absent
 * ones are not in the map. Also answers how many items were read (what the read cost).
 */
export async function readProfiles(
  ids: readonly string[],
  projection: string,
): Promise<{ profiles: Map<string, StoredUser>; itemsRead: number }> {
  const profiles = new Map<string, StoredUser>();
  let itemsRead = 0;
  for (let start = 0; start < ids.length; start += BATCH_KEYS) {
    let keys: Array<Record<string, unknown>> = ids.slice(start, start + BATCH_KEYS).map(userKey);
    for (let attempt = 0; keys.length > 0; attempt++) {
      if (attempt === BATCH_TRIES) throw new Error(`${keys.length} profiles left unread`);
      if (attempt > 0) await sleep(50 * 2 ** attempt);
      const { Responses, UnprocessedKeys } = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ProjectionExpression: projection } } }),
      );
      for (const item of Responses?.[TableName] ?? []) {
        itemsRead += 1;
        profiles.set(String(item.id), item as StoredUser);
      }
      keys = UnprocessedKeys?.[TableName]?.Keys ?? [];
    }
  }
  return { profiles, itemsRead };
}

/** The e-mail addresses of people, by id: those without one (or without a profile) are not in it. */
export async function emailsOf(ids: readonly string[]): Promise<Map<string, string>> {
  const { profiles } = await readProfiles(ids, 'id, email');
  const emails = new Map<string, string>();
  for (const [id, profile] of profiles) if (profile.email) emails.set(id, profile.email);
  return emails;
}

/** A person's profile with what only the API uses: whether they are disabled. */
export interface Account {
  user: User;
  disabled: boolean;
}

export async function getAccount(id: string, consistent = false): Promise<Account | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: userKey(id), ConsistentRead: consistent }));
  return Item ? { user: toUser(Item as StoredUser), disabled: Item.disabled === true } : null;
}

/**
 * Creates the user on first sign-in, with an empty wallet; later sign-ins leave it as it is, except
 * that a profile from before the Users tab is put on its lists (README, "Employers").
 */
export async function ensureUser(
  profile: { id: string; issuer: string; subject: string; firstName: string | null; email: string | null },
  now = new Date(),
): Promise<Account> {
  const user: StoredUser = { ...profile, createdAt: now.toISOString() };
  try {
    await dynamo.send(
      new PutCommand({
        TableName,
        Item: { ...userKey(profile.id), entity: 'user', ...user, ...userListKeys(user) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { user: toUser(user), disabled: false };
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const { Item } = await dynamo.send(new GetCommand({ TableName, Key: userKey(profile.id), ConsistentRead: true }));
    if (!Item) return { user: toUser(user), disabled: false };
    if (Item.GSI2PK === undefined) await listUser(Item as StoredUser);
    return { user: toUser(Item as StoredUser), disabled: Item.disabled === true };
  }
}

/** Puts a profile on the Users tab's lists (one written before they existed); a no-op once it is. */
export function listUser(stored: StoredUser): Promise<void> {
  return putOnUsersLists(userKey(stored.id), userListKeys(stored));
}

/**
 * Writes a person's Users-tab list keys on their item (a profile, or an admin record) if it has none
 * yet: items written before the lists existed join them once, and a later write is a no-op.
 */
export async function putOnUsersLists(
  Key: Record<string, string>,
  keys: { GSI1PK: string; GSI1SK: string; GSI2PK: string; searchText: string },
): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'SET GSI1PK = :g1, GSI1SK = :s, GSI2PK = :g2, GSI2SK = :s, searchText = :text',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
        ExpressionAttributeValues: {
          ':g1': keys.GSI1PK,
          ':g2': keys.GSI2PK,
          ':s': keys.GSI1SK,
          ':text': keys.searchText,
        },
      }),
    )
    .catch((error: Error) => {
      if (!conditionFailed(error)) throw error;
    });
}

export class NotSignedUpError extends Error {}

/**
 * Saves the caller's company profile, making them an employer: onto the employer list, its name
 * matched by the Users tab's words. Refused (NotSignedUpError) for a profile that does not exist or
 * is disabled. Answers the company saved and the one it replaced (null: they just became an employer).
 */
export async function saveCompany(
  userId: string,
  fields: Omit<Company, 'createdAt' | 'updatedAt'>,
  now = new Date(),
): Promise<{ company: Company; previous: Company | null }> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: userKey(userId), ConsistentRead: true }));
  if (!Item || Item.disabled === true) throw new NotSignedUpError(userId);
  const stored = Item as StoredUser;
  // A verified company keeps its badge only while its name and registration stay as verified.
  const { verified: _sent, ...typed } = fields as Company;
  const keeps = stored.company?.verified && keepsCompanyVerification(stored.company, typed);
  const company: Company = {
    ...typed,
    ...(keeps ? { verified: stored.company?.verified } : {}),
    createdAt: stored.company?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const keys = userListKeys({ ...stored, company });
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: userKey(userId),
        UpdateExpression:
          'SET company = :company, GSI1PK = :g1, GSI1SK = :s, GSI2PK = :g2, GSI2SK = :s, searchText = :text',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(disabled) OR disabled = :notDisabled)',
        ExpressionAttributeValues: {
          ':company': company,
          ':g1': keys.GSI1PK,
          ':g2': keys.GSI2PK,
          ':s': keys.GSI1SK,
          ':text': keys.searchText,
          ':notDisabled': false,
        },
      }),
    );
  } catch (error) {
    if (conditionFailed(error)) throw new NotSignedUpError(userId);
    throw error;
  }
  return { company, previous: stored.company ?? null };
}

/**
 * Disables or enables a person's account; answers the profile as it now is, or null when there is
 * none. What else disabling means (sessions ended, jobs hidden) is the caller's (accounts.ts).
 */
export async function setDisabled(userId: string, disabled: boolean): Promise<StoredUser | null> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: userKey(userId),
        UpdateExpression: disabled ? 'SET disabled = :yes' : 'REMOVE disabled',
        ConditionExpression: 'attribute_exists(PK)',
        ...(disabled ? { ExpressionAttributeValues: { ':yes': true } } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes as StoredUser | undefined) ?? null;
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

export class NotOwnerError extends Error {}

/**
 * Records an operator's or employer's look at a seeker's CV and counts it as a view of the seeker's
 * profile, in one transaction. A seeker without a profile (an application older than sign-in's
 * profiles) gets the record alone: a view is never counted on an item that does not exist.
 * `ownerOf`: an employer's look holds only while the job applied to is theirs (NotOwnerError).
 */
export async function recordProfileView(
  userId: string,
  audit: AuditEvent,
  now = new Date(),
  ownerOf?: { jobKey: { PK: string; SK: string }; ownerId: string },
): Promise<void> {
  const ownerCheck = ownerOf
    ? [
        {
          ConditionCheck: {
            TableName,
            Key: ownerOf.jobKey,
            ConditionExpression: 'ownerId = :caller',
            ExpressionAttributeValues: { ':caller': ownerOf.ownerId },
          },
        },
      ]
    : [];
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
          ...ownerCheck,
        ],
      }),
    );
  } catch (error) {
    if (!transactionCancelled(error)) throw error;
    const refused = refusedWrites(error);
    if (refused[2]) throw new NotOwnerError(userId);
    if (!refused[1]) throw error;
    if (!ownerOf) return recordAudit(audit, { now });
    // No profile to count on: the record alone, still only on the employer's own job.
    await dynamo
      .send(new TransactWriteCommand({ TransactItems: [auditPut(audit, now), ...ownerCheck] }))
      .catch((again: Error) => {
        if (transactionCancelled(again) && refusedWrites(again)[1]) throw new NotOwnerError(userId);
        throw again;
      });
  }
}

/** BatchWriteItem's limit on writes per request. */
const BATCH_WRITES = 25;

/**
 * Deletes every item under a person's partition (USER#<id>): their saved jobs, alerts, wallet
 * entries, seeker profile and saved CVs, whatever a feature keeps there, and the account itself
 * last, so a deletion cut short leaves an account that can be deleted again. Answers how many items
 * went.
 */
export async function deleteUserPartition(userId: string): Promise<number> {
  const { PK } = userKey(userId);
  const keys: Array<{ PK: string; SK: string }> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) keys.push({ PK: String(item.PK), SK: String(item.SK) });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const account = userKey(userId);
  const others = keys.filter((key) => key.SK !== account.SK);
  for (let start = 0; start < others.length; start += BATCH_WRITES) {
    let requests: Array<Record<string, unknown>> = others
      .slice(start, start + BATCH_WRITES)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt === BATCH_TRIES) throw new Error(`${requests.length} items of ${PK} left undeleted`);
      if (attempt > 0) await sleep(50 * 2 ** attempt);
      const { UnprocessedItems } = await dynamo.send(
        new BatchWriteCommand({ RequestItems: { [TableName]: requests as never } }),
      );
      requests = (UnprocessedItems?.[TableName] as Array<Record<string, unknown>> | undefined) ?? [];
    }
  }
  await dynamo.send(new DeleteCommand({ TableName, Key: account }));
  return keys.length;
}
