import { GetCommand, paginateQuery, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale, Report, ReportDecision, ReportReason } from '@modern-jobs/domain';
import type { QueuedMail } from '@modern-jobs/domain/email';
import { type AuditEvent, auditPut } from '../../audit/store/audit.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { mailPut } from '../../mail/store/outbox.ts';
import { checkStartKey, decodeCursor, encodeCursor, storedKeySchema } from '../../storage/cursor.ts';
import { withoutKeys } from '../../storage/item.ts';
import { conditionFailed, refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';

const TableName = config.TABLE_NAME;

/**
 * Reports live in their job's own partition, REPORT#<job id>: one item per person who reported it
 * (SK BY#<person>, so a second report of the same person is a failed conditional put), and a tally
 * (SK TALLY) of the reports still open. While a job has open reports its tally sits in the queue's
 * partition (GSI1, REPORTS#OPEN) under a sort key that begins with the open count, zero-padded: the
 * queue is one Query, most-reported first, O(page).
 */
export const reportPartition = (jobId: string) => `REPORT#${jobId}`;
/**
 * A signed-in reporter's reports, on GSI2 under REPORTER#<user id>, newest first: what their export
 * lists and their account's deletion unlinks. Reports from before this index get on it by reindexReports.
 */
const reporterList = (userId: string) => `REPORTER#${userId}`;
export const reporterKeys = (userId: string, at: string, jobId: string) => ({
  GSI2PK: reporterList(userId),
  GSI2SK: `${at}#${jobId}`,
});
export const REPORT_QUEUE = 'REPORTS#OPEN';
const TALLY = 'TALLY';
const queueSortKey = (open: number, jobId: string) => `${String(open).padStart(7, '0')}#${jobId}`;

export interface StoredReport extends Report {
  jobId: string;
  /** the reporter: `user:<id>` signed in, else `ip:<hash of the address>` */
  person: string;
  /** the signed-in reporter, who is told the outcome */
  userId?: string;
  status: 'open' | 'decided';
  decision?: ReportDecision;
  decidedAt?: string;
  /** the language it was sent in: the outcome's e-mail is in it */
  locale?: Locale;
}

export class AlreadyReportedError extends Error {}

/**
 * Keeps one report: refused (AlreadyReportedError) if this person reported the job before. The tally
 * is counted in the same transaction; its place in the queue follows (placeInQueue).
 */
export async function putReport(report: StoredReport): Promise<number> {
  // A transaction cancelled by another's write to the same tally (two people reporting at once) is
  // tried again; only this person's earlier report (the Put's condition) refuses it.
  for (let attempt = 1; ; attempt++)
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: {
                  PK: reportPartition(report.jobId),
                  SK: `BY#${report.person}`,
                  entity: 'report',
                  ...report,
                  ...(report.userId ? reporterKeys(report.userId, report.at, report.jobId) : {}),
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName,
                Key: { PK: reportPartition(report.jobId), SK: TALLY },
                // In the queue from this write on (at a provisional place when it was not there), so a
                // report is never lost to the queue if what follows does not run.
                UpdateExpression:
                  'ADD openReports :one SET jobId = :job, lastAt = :at, entity = :tally, GSI1PK = :queue, GSI1SK = if_not_exists(GSI1SK, :first)',
                ExpressionAttributeValues: {
                  ':one': 1,
                  ':job': report.jobId,
                  ':at': report.at,
                  ':tally': 'report-tally',
                  ':queue': REPORT_QUEUE,
                  ':first': queueSortKey(1, report.jobId),
                },
              },
            },
          ],
        }),
      );
      return await placeInQueue(report.jobId);
    } catch (error) {
      if (!transactionCancelled(error)) throw error;
      if (refusedWrites(error)[0] || attempt >= 5) throw new AlreadyReportedError(report.jobId);
    }
}

/**
 * Puts a tally where its open count says, in the queue or out of it. Conditional on the count read,
 * so of two parallel writers the one that read the latest count is the one whose place holds; the
 * other's count was already passed and it tries again.
 */
async function placeInQueue(jobId: string): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName, Key: { PK: reportPartition(jobId), SK: TALLY }, ConsistentRead: true }),
    );
    const open = Number(Item?.openReports ?? 0);
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName,
          Key: { PK: reportPartition(jobId), SK: TALLY },
          ...(open > 0
            ? {
                UpdateExpression: 'SET GSI1PK = :queue, GSI1SK = :sk',
                ExpressionAttributeValues: { ':queue': REPORT_QUEUE, ':sk': queueSortKey(open, jobId), ':open': open },
              }
            : { UpdateExpression: 'REMOVE GSI1PK, GSI1SK', ExpressionAttributeValues: { ':open': open } }),
          ConditionExpression: 'attribute_exists(PK) AND openReports = :open',
        }),
      );
      return open;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
  return 0;
}

/**
 * Takes a deleted job's tally out of the queue: there is nothing left to decide on (its reports stay in
 * their partition). The queue's read does it when it meets one, so no delete path has to know reports.
 */
export async function leaveQueue(jobId: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: { PK: reportPartition(jobId), SK: TALLY },
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

export interface QueuedJob {
  jobId: string;
  openReports: number;
  lastAt: string;
}

/** A page of the queue: jobs with open reports, most-reported first (ties: the later job id first). */
export async function listReportQueue(query: { limit: number; cursor?: string | undefined }) {
  const start = checkStartKey(decodeCursor(storedKeySchema, query.cursor), 'GSI1', REPORT_QUEUE);
  const { Items = [], LastEvaluatedKey } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :queue',
      ExpressionAttributeValues: { ':queue': REPORT_QUEUE },
      ScanIndexForward: false,
      Limit: query.limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const items: QueuedJob[] = Items.map((item) => ({
    jobId: String(item.jobId),
    openReports: Number(item.openReports),
    lastAt: String(item.lastAt),
  }));
  return { items, nextCursor: LastEvaluatedKey ? encodeCursor(LastEvaluatedKey) : null };
}

/** The most reports one decision closes; a job with more stays in the queue for the next decision. */
/**
 * A decision's transaction writes each report, the tally, the activity record and an e-mail to each
 * signed-in reporter: 2 items a report and 2 more must stay within DynamoDB's 100 a transaction.
 */
export const REPORTS_PER_DECISION = 45;

/** A job's open reports, oldest first, at most REPORTS_PER_DECISION. */
export async function openReportsOf(jobId: string): Promise<StoredReport[]> {
  const reports: StoredReport[] = [];
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :by)',
      FilterExpression: '#status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': reportPartition(jobId), ':by': 'BY#', ':open': 'open' },
      ConsistentRead: true,
    },
  );
  for await (const { Items = [] } of pages) {
    reports.push(...(Items as StoredReport[]));
    if (reports.length >= REPORTS_PER_DECISION) break;
  }
  return reports.sort((a, b) => a.at.localeCompare(b.at)).slice(0, REPORTS_PER_DECISION);
}

export class ReportsChangedError extends Error {}

/** A signed-in person's reports, newest first (the index lags a write by a moment). */
export async function reportsBy(userId: string): Promise<StoredReport[]> {
  const reports: StoredReport[] = [];
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :reporter',
      ExpressionAttributeValues: { ':reporter': reporterList(userId) },
      ScanIndexForward: false,
    },
  );
  for await (const { Items = [] } of pages)
    reports.push(...Items.map((item) => withoutKeys<StoredReport>(item, STORAGE_ATTRIBUTES)));
  return reports;
}

/**
 * Unlinks a deleting account from its reports: each stays with its job for the operator (a report
 * is about the job), but no longer says who sent it nor where to e-mail its outcome. Safe to run again.
 * A report sent before the index is found only once reindexReports has run.
 */
export async function unlinkReporter(userId: string): Promise<number> {
  const reports = await reportsBy(userId);
  for (const report of reports)
    await dynamo
      .send(
        new UpdateCommand({
          TableName,
          Key: { PK: reportPartition(report.jobId), SK: `BY#${report.person}` },
          // Its key keeps the person's opaque id (the one-report-a-person rule), which names nobody now.
          UpdateExpression: 'REMOVE userId, locale, GSI2PK, GSI2SK',
          ConditionExpression: 'attribute_exists(PK)',
        }),
      )
      .catch((error: unknown) => {
        if (!conditionFailed(error)) throw error;
      });
  return reports.length;
}

/**
 * Closes these reports with the operator's decision, in one transaction with its activity record and
 * the reporters' e-mails: the tally goes down by as many, conditional on it being what was read with
 * them (a report that came in meanwhile: ReportsChangedError, look again). Then the tally's place.
 */
export async function closeReports(request: {
  jobId: string;
  reports: readonly StoredReport[];
  decision: ReportDecision;
  at: string;
  audit: AuditEvent;
  mails: readonly QueuedMail[];
  now: Date;
}): Promise<void> {
  const { jobId, reports, decision, at } = request;
  const { Item } = await dynamo.send(
    new GetCommand({ TableName, Key: { PK: reportPartition(jobId), SK: TALLY }, ConsistentRead: true }),
  );
  const open = Number(Item?.openReports ?? 0);
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          ...reports.map((report) => ({
            Update: {
              TableName,
              Key: { PK: reportPartition(jobId), SK: `BY#${report.person}` },
              UpdateExpression: 'SET #status = :decided, decision = :decision, decidedAt = :at',
              ConditionExpression: '#status = :open',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':decided': 'decided', ':decision': decision, ':at': at, ':open': 'open' },
            },
          })),
          {
            Update: {
              TableName,
              Key: { PK: reportPartition(jobId), SK: TALLY },
              UpdateExpression: 'SET openReports = :left',
              ConditionExpression: 'openReports = :read',
              ExpressionAttributeValues: { ':left': Math.max(0, open - reports.length), ':read': open },
            },
          },
          auditPut(request.audit, request.now),
          ...request.mails.map((mail) => mailPut(mail, request.now)),
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error)) throw new ReportsChangedError(jobId);
    throw error;
  }
  await placeInQueue(jobId);
}

/** A report as the operator's queue shows it: no reporter, only whether they were signed in. */
export function reportOf(stored: StoredReport): Report {
  return {
    id: stored.id,
    reason: stored.reason as ReportReason,
    details: stored.details ?? null,
    at: stored.at,
    // By the key's person, which an account's deletion leaves: the report was sent signed in.
    signedIn: stored.person.startsWith('user:'),
  };
}
