import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DIGEST_HOUR_PKT } from '@modern-jobs/domain';
import type { MailJob, QueuedMail } from '@modern-jobs/domain/email';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { mailPut } from '../../mail/store/outbox.ts';
import { refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { type AlertEntry, alertItemKey } from './alerts.ts';

/**
 * What sending a job's alerts leaves behind, so that each alert gets a job once and a day's digest
 * once, whatever is retried or run twice:
 *
 * - `ALERTSENT#<alert>` / `JOB#<job>` and `DIGEST#<day>`: the once-only keys. Each is written, on
 *   condition that it is not there, in the same transaction as the mail (or the digest's entry) it
 *   stands for: both happen, or neither, and a second attempt finds the key and does nothing.
 * - `ALERTDIGEST#<alert>#<day>` / `<job>`: the jobs waiting for a day's digest.
 * - `ALERTDUE#<day>` / `<alert>`: the digests due that day, read in pages by send-digests.
 * - `DIGESTRUN#<day>` / `RUN`: where send-digests is in that day's list of due digests.
 */
const TableName = config.TABLE_NAME;
const DAY_MS = 86_400_000;
const PKT_OFFSET_MS = 5 * 3_600_000;
/** How long the once-only keys are kept: longer than a job stays open, so a reopened job is not sent again. */
const KEEP_SENT_SECONDS = 365 * 86_400;
/**
 * How many days back due digests are looked for: a week of schedules that did not run is caught up
 * (late), not dropped. A failed send is retried by its queue, then kept in its dead-letter queue.
 */
export const DIGEST_CATCH_UP_DAYS = 7;
/** A digest's waiting jobs and due entry: kept well past the days they are looked for. */
const KEEP_WAITING_SECONDS = 2 * DIGEST_CATCH_UP_DAYS * 86_400;
/**
 * A day's digests are listed from 9:02, not 9:00: a job matched at 8:59:59 joins that day's digest
 * in a transaction that may end a moment after 9:00, and must be listed with it.
 */
const SETTLE_MINUTES = 2;

const epoch = (at: Date, seconds: number) => Math.floor(at.getTime() / 1000) + seconds;
const sentKey = (alertId: string, what: string) => ({ PK: `ALERTSENT#${alertId}`, SK: what });
const dueKey = (day: string, alertId: string) => ({ PK: `ALERTDUE#${day}`, SK: alertId });
const digestPartition = (alertId: string, day: string) => `ALERTDIGEST#${alertId}#${day}`;

/** The Pakistan date (YYYY-MM-DD) `at` falls on, shifted by `hours`. */
const pktDate = (at: Date, hours = 0) =>
  new Date(at.getTime() + PKT_OFFSET_MS + hours * 3_600_000).toISOString().slice(0, 10);

/**
 * The day whose digest takes a job matched at `at`: the digest of day D, sent at 9:00 on D, holds
 * what matched from 9:00 the day before.
 */
export const digestDayOf = (at: Date): string =>
  new Date(Date.parse(pktDate(at, -DIGEST_HOUR_PKT)) + DAY_MS).toISOString().slice(0, 10);

/**
 * The days whose digests are due by `now`, oldest first: today's once it is past 9:00 (and settled),
 * and those of the DIGEST_CATCH_UP_DAYS before.
 */
export function dueDigestDays(now: Date): string[] {
  const latest = Date.parse(pktDate(now, -DIGEST_HOUR_PKT - SETTLE_MINUTES / 60));
  return Array.from({ length: DIGEST_CATCH_UP_DAYS + 1 }, (_, k) =>
    new Date(latest - (DIGEST_CATCH_UP_DAYS - k) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Where send-digests is in a day's list of due digests: the next page's key, or the top. */
export interface DigestRun {
  next?: Record<string, unknown>;
}
const runKey = (day: string) => ({ PK: `DIGESTRUN#${day}`, SK: 'RUN' });

export async function digestRunOf(day: string): Promise<DigestRun> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: runKey(day), ConsistentRead: true }));
  return Item?.next ? { next: Item.next } : {};
}

export async function saveDigestRun(day: string, run: DigestRun, now = new Date()): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: { ...runKey(day), entity: 'digest-run', ...run, expiresAt: epoch(now, KEEP_WAITING_SECONDS) },
    }),
  );
}

const sentPut = (alertId: string, what: string, now: Date) => ({
  Put: {
    TableName,
    Item: {
      ...sentKey(alertId, what),
      entity: 'alert-sent',
      at: now.toISOString(),
      expiresAt: epoch(now, KEEP_SENT_SECONDS),
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Whether a once-only key refused the transaction: this was done before, and nothing more is to do. */
const doneBefore = (error: unknown) => transactionCancelled(error) && refusedWrites(error)[0] === true;

/** What became of a job for one alert: sent (or put in its digest), sent before, or the alert is off now. */
export type Delivery = 'sent' | 'sent-before' | 'alert-off';

/**
 * The alert as the table holds it now, checked in the delivery's own transaction, as its last item.
 * The search engine's copy of the alerts follows the table through the indexer, seconds behind: a
 * job can match an alert its owner has just paused, unsubscribed from or deleted. The table decides.
 */
const stillOn = (alert: AlertEntry) => ({
  ConditionCheck: {
    TableName,
    Key: alertItemKey(alert.userId, alert.id),
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(paused) OR paused = :no)',
    ExpressionAttributeValues: { ':no': false },
  },
});

/** A delivery's refusal read by position: the once-only key first, the alert's check last. */
function refusedDelivery(error: unknown): Delivery {
  if (doneBefore(error)) return 'sent-before';
  if (transactionCancelled(error) && refusedWrites(error).at(-1)) return 'alert-off';
  throw error;
}

/** Sends an instant alert its job: the mail and the once-only key together, if the alert is still on. */
export async function sendAlertOnce(
  alert: AlertEntry,
  jobId: string,
  mail: QueuedMail,
  now = new Date(),
): Promise<Delivery> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [sentPut(alert.id, `JOB#${jobId}`, now), mailPut(mail, now), stillOn(alert)],
      }),
    );
    return 'sent';
  } catch (error) {
    return refusedDelivery(error);
  }
}

/**
 * What a due digest needs to be written: whose it is and in which language. A job alert's by
 * default; a company's saved candidate search (talent/search-digests.ts) says so, and since when
 * its candidates are new.
 */
export type DueDigest = Pick<AlertEntry, 'id' | 'userId' | 'name' | 'locale'> & {
  kind?: 'candidate-search';
  /** ISO time: the candidates who changed from then on are news */
  since?: string;
};

/** The instant a day's digests are due from: DIGEST_HOUR_PKT, Pakistan time, on that day. */
export const digestTimeOf = (day: string): Date =>
  new Date(Date.parse(day) + DIGEST_HOUR_PKT * 3_600_000 - PKT_OFFSET_MS);

/** The write that puts a digest on a day's list of due digests (the same item again is one entry). */
export const duePut = (day: string, due: DueDigest, now: Date) => ({
  Put: {
    TableName,
    Item: { ...dueKey(day, due.id), entity: 'alert-due', ...due, day, expiresAt: epoch(now, KEEP_WAITING_SECONDS) },
  },
});

/** Puts a job in a daily alert's next digest, once, if the alert is still on. */
export async function queueForDigest(alert: AlertEntry, job: MailJob, now = new Date()): Promise<Delivery> {
  const day = digestDayOf(now);
  const expiresAt = epoch(now, KEEP_WAITING_SECONDS);
  const due: DueDigest = { id: alert.id, userId: alert.userId, name: alert.name, locale: alert.locale };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          sentPut(alert.id, `JOB#${job.id}`, now),
          {
            Put: {
              TableName,
              Item: {
                PK: digestPartition(alert.id, day),
                SK: `${now.toISOString()}#${job.id}`,
                entity: 'alert-digest-job',
                job,
                expiresAt,
              },
            },
          },
          // The same item for every job of the day: written again, it stays one due digest.
          duePut(day, due, now),
          stillOn(alert),
        ],
      }),
    );
    return 'sent';
  } catch (error) {
    return refusedDelivery(error);
  }
}

/** One page of a day's due digests. */
export async function listDueDigests(
  day: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ due: DueDigest[]; next?: Record<string, unknown> }> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': dueKey(day, '').PK },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    due: (page.Items ?? []).map((item) => ({
      id: String(item.id),
      userId: String(item.userId),
      name: String(item.name),
      locale: item.locale,
      ...(item.kind ? { kind: item.kind } : {}),
      ...(item.since ? { since: String(item.since) } : {}),
    })) as DueDigest[],
    ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}),
  };
}

/** The jobs waiting for an alert's digest of a day, in the order they came. */
export async function digestJobs(alertId: string, day: string): Promise<MailJob[]> {
  const jobs: MailJob[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': digestPartition(alertId, day) },
        ExclusiveStartKey,
      }),
    );
    jobs.push(...(page.Items ?? []).map((item) => item.job as MailJob));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return jobs;
}

/**
 * Sends a day's digest once: its once-only key, the mail and the end of its due entry in one
 * transaction. With no mail (the alert was paused or deleted, the owner has no address), only the
 * due entry goes. False if the digest was sent before (a run that died after the send).
 */
export async function finishDigest(due: DueDigest, day: string, mail: QueuedMail | null, now = new Date()) {
  const dueDelete = { Delete: { TableName, Key: dueKey(day, due.id) } };
  if (!mail) {
    await dynamo.send(new DeleteCommand(dueDelete.Delete));
    return false;
  }
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [sentPut(due.id, `DIGEST#${day}`, now), mailPut(mail, now), dueDelete],
      }),
    );
    return true;
  } catch (error) {
    if (!doneBefore(error)) throw error;
    await dynamo.send(new DeleteCommand(dueDelete.Delete));
    return false;
  }
}

/**
 * Finishes a digest that comes back every day (a saved candidate search's): the once-only key, its
 * mail if there is news, the end of this day's entry and its entry on the next list, in one
 * transaction, so it is never sent twice for a day and never drops off the lists while it exists.
 * No `next`: it is gone, and so is its place. True if a mail was written.
 */
export async function finishRecurringDigest(
  due: DueDigest,
  day: string,
  mail: QueuedMail | null,
  next: { day: string; since: string } | null,
  now = new Date(),
): Promise<boolean> {
  const dueDelete = { Delete: { TableName, Key: dueKey(day, due.id) } };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          sentPut(due.id, `DIGEST#${day}`, now),
          ...(mail ? [mailPut(mail, now)] : []),
          dueDelete,
          ...(next ? [duePut(next.day, { ...due, since: next.since }, now)] : []),
        ],
      }),
    );
    return mail !== null;
  } catch (error) {
    if (!doneBefore(error)) throw error;
    await dynamo.send(new DeleteCommand(dueDelete.Delete));
    return false;
  }
}
