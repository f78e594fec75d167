import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QueuedMail } from '@modern-jobs/domain/email';
import { newId } from '../auth/tokens.ts';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { conditionFailed } from './refused.ts';

/**
 * The outbox: an e-mail is an item written in the same transaction as the change it tells about, so
 * there is a mail exactly when the change happened. The send-mail worker follows the table's stream
 * to its INSERT and sends it; nothing in the request waits for a mail server.
 *
 *   queued ──claim──▶ sending ──▶ sent (kept 30 days)
 *                        │
 *                        └─ failed send ─▶ retrying ──claim when due──▶ sending …
 *                                            └─ out of retries ─▶ failed (kept 30 days, logged as an error)
 *   suppressed: the address bounced or complained; never sent
 *
 * Mail that waits (retrying, and sending, whose claim is a lease) is on the due list: GSI5, partition
 * MAILRETRY, sorted by when it is due. GSI5's other partition is the job feed (job-feed.ts); a query
 * reads one partition, so neither sees the other.
 */
const TableName = config.TABLE_NAME;
const mailKey = (id: string) => ({ PK: `MAIL#${id}`, SK: 'MAIL' });
const DUE_LIST = 'MAILRETRY';
const dueKey = (at: Date, id: string) => `${at.toISOString()}#${id}`;

/** How long a sent, failed or suppressed mail is kept, for looking into what happened. */
const KEEP_SECONDS = 30 * 24 * 3600;
/**
 * A claim holds a mail this long: past it, a sender that died mid-send (a timeout, a crash) has its
 * mail sent again by retry-mail. Longer than any worker's timeout, so a live send is never doubled.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

export type MailStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'suppressed';

export type StoredMail = QueuedMail & {
  id: string;
  status: MailStatus;
  /** sends tried and failed so far */
  attempts: number;
  createdAt: string;
  retryAt?: string;
  lastError?: string;
};

/** The mail as one more write of the transaction that makes the change: both happen, or neither. */
export function mailPut(mail: QueuedMail, now = new Date(), id = newId()) {
  const stored: StoredMail = { ...mail, id, status: 'queued', attempts: 0, createdAt: now.toISOString() };
  return { Put: { TableName, Item: { ...mailKey(id), entity: 'mail', ...stored } } };
}

export async function getMail(id: string): Promise<StoredMail | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: mailKey(id) }));
  return (Item as StoredMail | undefined) ?? null;
}

/**
 * Takes a mail for sending: a new one (`queued`, from the stream) or one whose retry or lease is due
 * (`due`, from retry-mail). Conditional, so a stream record delivered twice, or a retry run that
 * overlaps another, sends it once: the second claim finds it taken and gets null.
 */
export async function claimMail(id: string, from: 'queued' | 'due', now = new Date()): Promise<StoredMail | null> {
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: mailKey(id),
        UpdateExpression: 'SET #status = :sending, retryAt = :lease, GSI5PK = :list, GSI5SK = :due',
        ConditionExpression:
          from === 'queued' ? '#status = :queued' : '(#status = :retrying OR #status = :sending) AND retryAt <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':lease': lease.toISOString(),
          ':list': DUE_LIST,
          ':due': dueKey(lease, id),
          ...(from === 'queued' ? { ':queued': 'queued' } : { ':retrying': 'retrying', ':now': now.toISOString() }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as StoredMail;
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

/** A claimed mail waits for `at` on the due list, having failed `attempts` times so far. */
export async function retryMailAt(id: string, at: Date, attempts: number, lastError: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName,
      Key: mailKey(id),
      UpdateExpression:
        'SET #status = :retrying, retryAt = :at, GSI5SK = :due, attempts = :attempts, lastError = :error',
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':retrying': 'retrying',
        ':sending': 'sending',
        ':at': at.toISOString(),
        ':due': dueKey(at, id),
        ':attempts': attempts,
        ':error': lastError.slice(0, 500),
      },
    }),
  );
}

/** A claimed mail's end: sent, given up on, or not sent to a suppressed address. Off the due list; kept 30 days. */
export async function finishMail(
  id: string,
  outcome:
    | { status: 'sent'; serverId?: string }
    | { status: 'failed'; attempts: number; lastError: string }
    | { status: 'suppressed' },
  now = new Date(),
): Promise<void> {
  const { status, ...fields } = outcome;
  const names = Object.keys(fields);
  await dynamo.send(
    new UpdateCommand({
      TableName,
      Key: mailKey(id),
      UpdateExpression: `SET #status = :status, finishedAt = :now, expiresAt = :expires${names.map((n) => `, ${n} = :${n}`).join('')} REMOVE GSI5PK, GSI5SK, retryAt`,
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':sending': 'sending',
        ':now': now.toISOString(),
        ':expires': Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
        ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
      },
    }),
  );
}

/** Ids of the mail due now (retries, and leases of senders that died), oldest first. */
export async function listDueMail(now = new Date(), limit = 25): Promise<string[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI5',
      KeyConditionExpression: 'GSI5PK = :list AND GSI5SK < :after',
      // '~' sorts after '#': every key of an instant up to now, whatever its id.
      ExpressionAttributeValues: { ':list': DUE_LIST, ':after': `${now.toISOString()}~` },
      ProjectionExpression: 'id',
      Limit: limit,
    }),
  );
  return Items.map((item) => String(item.id));
}
