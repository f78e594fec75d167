import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QueuedMail } from '@modern-jobs/domain/email';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { newId } from '../../storage/ids.ts';
import { conditionFailed } from '../../storage/refused.ts';

/**
 * The outbox: an e-mail is an item written in the same transaction as the change it tells about, so
 * there is a mail exactly when the change happened. The send-mail worker follows the table's stream
 * to its INSERT and sends it; nothing in the request waits for a mail server.
 *
 *   queued ──claim──▶ sending ──hand over──▶ handed ──accepted──▶ sent (kept 30 days)
 *     ▲                  │                      │
 *     │ (stream lost)    │ lease lapsed         └─ refused ─▶ retrying ──claim when due──▶ sending …
 *     └── retry-mail ◀───┘ (sender died)                        └─ out of retries ─▶ failed (logged as an error)
 *
 *   handed, never recorded (the sender died, or the table failed, after the server had it) ─▶ unconfirmed:
 *     never sent again, logged as an error. Once a mail is handed to the mail server it is sent at most
 *     once; before that, at least once: a claim is a lease, and a lapsed one is taken again.
 *   suppressed: the address bounced or complained; never sent
 *
 * Every mail waiting for something (queued, sending, handed, retrying) is on the due list: GSI5,
 * partition MAILRETRY, sorted by when retry-mail is to look at it. A queued mail is on it from the
 * transaction that writes it, due a few minutes later, so a mail whose stream record never reached
 * send-mail (a batch sent to the dead-letter queue, a lost record) is still sent. GSI5's other
 * partition is the job feed (job-feed.ts); a query reads one partition, so neither sees the other.
 */
const TableName = config.TABLE_NAME;
const mailKey = (id: string) => ({ PK: `MAIL#${id}`, SK: 'MAIL' });
const DUE_LIST = 'MAILRETRY';
const dueKey = (at: Date, id: string) => `${at.toISOString()}#${id}`;

/** How long a sent, failed, suppressed or unconfirmed mail is kept, for looking into what happened. */
const KEEP_SECONDS = 30 * 24 * 3600;
/**
 * A new mail is due for retry-mail this long after it was written: the stream has sent it long before,
 * unless its record was lost. Either may take it first; the claim lets only one send.
 */
export const QUEUED_GRACE_MS = 5 * 60_000;
/**
 * A claim holds a mail this long: past it, a sender that died before handing it to the mail server (a
 * timeout, a crash) has it taken again by retry-mail. Longer than any worker's timeout, so a live
 * send is never doubled.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** A mail whose claim lapsed this many times (its sender died each time before sending it) is given up. */
export const MAX_LAPSES = 3;

export type MailStatus =
  | 'queued'
  | 'sending'
  | 'handed'
  | 'retrying'
  | 'sent'
  | 'failed'
  | 'suppressed'
  | 'unconfirmed';

/** The statuses retry-mail takes up when due; `handed` it only settles. */
export type DueStatus = 'queued' | 'sending' | 'retrying';

export type StoredMail = QueuedMail & {
  id: string;
  status: MailStatus;
  /** sends tried and failed so far */
  attempts: number;
  createdAt: string;
  /** when retry-mail is to look at it: a queued mail's grace, a claim's lease, a retry's delay */
  retryAt?: string;
  /** the claim that holds it (sending, handed): only its holder may hand it over and record the outcome */
  claim?: string;
  /** claims that lapsed: their senders died before handing it over */
  lapses?: number;
  lastError?: string;
};

/** A mail on the due list, and what it is waiting in. */
export interface DueMail {
  id: string;
  status: MailStatus;
}

/**
 * The mail as one more write of the transaction that makes the change: both happen, or neither. On
 * the due list from the start, so it is sent even if the stream never brings it.
 */
export function mailPut(mail: QueuedMail, now = new Date(), id = newId()) {
  const due = new Date(now.getTime() + QUEUED_GRACE_MS);
  const stored: StoredMail = {
    ...mail,
    id,
    status: 'queued',
    attempts: 0,
    createdAt: now.toISOString(),
    retryAt: due.toISOString(),
  };
  return {
    Put: { TableName, Item: { ...mailKey(id), entity: 'mail', ...stored, GSI5PK: DUE_LIST, GSI5SK: dueKey(due, id) } },
  };
}

export async function getMail(id: string): Promise<StoredMail | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: mailKey(id) }));
  return (Item as StoredMail | undefined) ?? null;
}

/**
 * Takes a mail for sending, under a new claim and lease: a new one from the stream (`queued`), or one
 * retry-mail found due in `status` (queued and never claimed, retrying, or sending with a lapsed lease).
 * Conditional, so a stream record delivered twice, a retry run that overlaps another, or the stream
 * and retry-mail both sends it once: the second claim finds it taken and gets null.
 */
export async function claimMail(
  id: string,
  from: { stream: true } | { due: DueStatus },
  now = new Date(),
): Promise<StoredMail | null> {
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  const expected = 'stream' in from ? 'queued' : from.due;
  // A lapsed lease: the one who held it died before handing it over.
  const lapsed = 'due' in from && from.due === 'sending';
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: mailKey(id),
        UpdateExpression: `SET #status = :sending, claim = :claim, retryAt = :lease, GSI5PK = :list, GSI5SK = :due${lapsed ? ' ADD lapses :one' : ''}`,
        ConditionExpression: 'stream' in from ? '#status = :expected' : '#status = :expected AND retryAt <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':claim': newId(),
          ':lease': lease.toISOString(),
          ':list': DUE_LIST,
          ':due': dueKey(lease, id),
          ':expected': expected,
          ...('due' in from ? { ':now': now.toISOString() } : {}),
          ...(lapsed ? { ':one': 1 } : {}),
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

/**
 * Marks a claimed mail as handed to the mail server, just before it is: from here on it is never
 * sent again without a record that it was not (a refusal, written by recordMailOutcome). False when
 * the claim is no longer held (its lease lapsed and another run took it): then it must not be sent.
 * Written again by the same claim (a try whose answer was lost), it holds.
 */
export async function handOverMail(mail: StoredMail, now = new Date()): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: mailKey(mail.id),
        UpdateExpression: 'SET #status = :handed, handedAt = :now',
        ConditionExpression: 'claim = :claim AND #status IN (:sending, :handed)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':handed': 'handed',
          ':sending': 'sending',
          ':claim': mail.claim,
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** What became of a claimed mail. */
export type MailOutcome =
  | { status: 'sent'; serverId?: string }
  | { status: 'retrying'; at: Date; attempts: number; lastError: string }
  | { status: 'failed'; attempts: number; lastError: string }
  | { status: 'suppressed' };

/**
 * Records what became of a mail by the claim that holds it (sending or handed): sent, given up on, or
 * not sent to a suppressed address (off the due list, kept 30 days); or to be retried at `at`, on the
 * due list. False when the claim is no longer held: someone else has recorded its end.
 */
export async function recordMailOutcome(mail: StoredMail, outcome: MailOutcome, now = new Date()): Promise<boolean> {
  const held = {
    ConditionExpression: 'claim = :claim AND #status IN (:sending, :handed)',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  const claim = { ':claim': mail.claim, ':sending': 'sending', ':handed': 'handed' };
  const update =
    outcome.status === 'retrying'
      ? {
          UpdateExpression:
            'SET #status = :retrying, retryAt = :at, GSI5SK = :due, attempts = :attempts, lastError = :error',
          ExpressionAttributeValues: {
            ...claim,
            ':retrying': 'retrying',
            ':at': outcome.at.toISOString(),
            ':due': dueKey(outcome.at, mail.id),
            ':attempts': outcome.attempts,
            ':error': outcome.lastError.slice(0, 500),
          },
        }
      : finished(outcome, now, claim);
  try {
    await dynamo.send(new UpdateCommand({ TableName, Key: mailKey(mail.id), ...held, ...update }));
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** The update of a mail's end: its status and fields, off the due list, kept 30 days. */
function finished(
  outcome: Exclude<MailOutcome, { status: 'retrying' }> | { status: 'unconfirmed' },
  now: Date,
  values: Record<string, unknown>,
) {
  const { status, ...fields } = outcome;
  const names = Object.keys(fields);
  return {
    UpdateExpression: `SET #status = :status, finishedAt = :now, expiresAt = :expires${names.map((n) => `, ${n} = :${n}`).join('')} REMOVE GSI5PK, GSI5SK, retryAt`,
    ExpressionAttributeValues: {
      ...values,
      ':status': status,
      ':now': now.toISOString(),
      ':expires': Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
    },
  };
}

/**
 * Settles a mail handed to the mail server whose outcome was never recorded, once its lease is past:
 * `unconfirmed`, off the due list. It may well have been sent, so it is not sent again. False when it
 * was settled meanwhile.
 */
export async function settleUnconfirmedMail(id: string, now = new Date()): Promise<StoredMail | null> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: mailKey(id),
        ...finished({ status: 'unconfirmed' }, now, { ':handed': 'handed', ':now': now.toISOString() }),
        ConditionExpression: '#status = :handed AND retryAt <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as StoredMail;
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

/**
 * The mail due now, oldest first: queued mail the stream has not sent, retries, and claims whose
 * lease is past (sending: the sender died before handing it over; handed: after).
 */
export async function listDueMail(now = new Date(), limit = 25): Promise<DueMail[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI5',
      KeyConditionExpression: 'GSI5PK = :list AND GSI5SK < :after',
      // '~' sorts after '#': every key of an instant up to now, whatever its id.
      ExpressionAttributeValues: { ':list': DUE_LIST, ':after': `${now.toISOString()}~` },
      ExpressionAttributeNames: { '#status': 'status' },
      ProjectionExpression: 'id, #status',
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ id: String(item.id), status: item.status as MailStatus }));
}
