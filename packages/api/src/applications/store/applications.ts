import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  AdminApplication,
  Applicant,
  ApplicationListItem,
  ApplicationStatus,
  ApplicationSubmit,
  Locale,
} from '@modern-jobs/domain';
import type { QueuedMail } from '@modern-jobs/domain/email';
import { type AuditEvent, auditPut } from '../../audit/store/audit.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { jobKey } from '../../jobs/store/job-index.ts';
import { mailPut } from '../../mail/store/outbox.ts';
import { type TransactItem, withoutKeys } from '../../storage/item.ts';
import { queryPage } from '../../storage/paged-query.ts';
import { CONFLICT_TRIES, onlyConflicted, refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';
import { countMoves } from './application-counts.ts';

const TableName = config.TABLE_NAME;
const applicationKey = (id: string) => ({ PK: `APP#${id}`, SK: 'APP' });

/**
 * One application per seeker per job: the id is derived from both, so a second application is the
 * same key and the conditional put refuses it.
 */
export function applicationId(jobId: string, userId: string): string {
  return createHash('sha256').update(`${jobId}\u0000${userId}`).digest('base64url').slice(0, 22);
}

export class DuplicateApplicationError extends Error {}

/** The job is not (or no longer) one the public may apply to: gone, not approved, or its employer disabled. */
export class JobNotOpenError extends Error {}

/** A write that had to go with the application (`alongside`) was refused: nothing was written. */
export class RefusedAlongsideError extends Error {}

/** The application's job is not the calling employer's: answered like a missing application. */
export class NotYourApplicationError extends Error {}

export interface StoredApplication extends AdminApplication {
  cvPath: string;
  /** the site's language when the seeker applied: their e-mails about it are in it (unset before e-mails: English) */
  locale?: Locale;
}

/** The e-mail a change sends to the seeker, built from the application as the change leaves it. */
export type ApplicationMail = (application: StoredApplication) => QueuedMail;

function toAdmin(item: Record<string, unknown>): StoredApplication {
  return withoutKeys<StoredApplication>(item, STORAGE_ATTRIBUTES);
}

/**
 * Stores an application and, in the same transaction, the seeker's confirmation e-mail (`mail`) and
 * one more on its job's count of applications (the employer's list shows it). The count's write holds
 * only while the job is public (approved, its employer not disabled): a job hidden or taken back
 * between the handler's read and this write is not applied to (JobNotOpenError).
 */
export async function createApplication(
  input: ApplicationSubmit & { userId: string; jobTitle: string; locale?: Locale },
  now = new Date(),
  mail?: ApplicationMail,
  /**
   * What must hold with the application or it is not written (RefusedAlongsideError): one tap's
   * saved CV, still the caller's and still that file, so a CV deleted at the same moment is either
   * sent or refused, never sent without its file.
   */
  alongside: TransactItem[] = [],
): Promise<StoredApplication> {
  const id = applicationId(input.jobId, input.userId);
  const appliedAt = now.toISOString();
  const sortKey = `${appliedAt}#${id}`;
  const application: StoredApplication = { ...input, id, status: 'submitted', appliedAt };
  const write = new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName,
          Item: {
            ...applicationKey(id),
            entity: 'application',
            ...application,
            GSI1PK: `USERAPPS#${input.userId}`,
            GSI1SK: sortKey,
            GSI2PK: `JOBAPPS#${input.jobId}`,
            GSI2SK: sortKey,
            GSI3PK: 'APPS',
            GSI3SK: sortKey,
            GSI4PK: statusList(application.status),
            GSI4SK: sortKey,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName,
          Key: jobKey(input.jobId),
          UpdateExpression: 'ADD applicationCount :one',
          ConditionExpression: 'attribute_exists(PK) AND #status = :approved AND attribute_not_exists(ownerDisabled)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':approved': 'approved' },
        },
      },
      ...countMoves(input.jobId, null, application.status),
      ...(mail ? [mailPut(mail(application), now)] : []),
      ...alongside,
    ],
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(write);
      return application;
    } catch (error) {
      // Lost a race with another write to the job or a counter (a busy job): nothing was refused.
      if (transactionCancelled(error) && onlyConflicted(error) && attempt < CONFLICT_TRIES) {
        await sleep(10 * attempt + Math.random() * 20);
        continue;
      }
      if (transactionCancelled(error)) {
        const refused = refusedWrites(error);
        const [duplicate, notOpen] = refused;
        if (alongside.length > 0 && !duplicate && refused.slice(-alongside.length).some(Boolean))
          throw new RefusedAlongsideError(id);
        if (notOpen && !duplicate) throw new JobNotOpenError(input.jobId);
        // The application's own condition: the seeker has applied for this job already.
        throw new DuplicateApplicationError(id);
      }
      throw error;
    }
  }
}

export async function getApplication(id: string): Promise<StoredApplication | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: applicationKey(id) }));
  return Item ? toAdmin(Item) : null;
}

/** The seeker's own applications, newest first, in the spec's list shape. */
export async function listUserApplications(userId: string, limit = 100): Promise<ApplicationListItem[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `USERAPPS#${userId}` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: String(item.id),
    status: typeof item.status === 'string' ? item.status : null,
    appliedAt: String(item.appliedAt),
    jobs: { title: String(item.jobTitle) },
  }));
}

/** The index list of the applications of one status (GSI4). */
export const statusList = (status: ApplicationStatus) => `APPSTATUS#${status}`;

/** Applications for the admin, newest first: all of them or one job's, optionally of one status. */
export async function listApplications(query: {
  jobId?: string;
  status?: ApplicationStatus;
  /** days applied, inclusive (YYYY-MM-DD, UTC) */
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}): Promise<{ applications: AdminApplication[]; nextCursor?: string; itemsRead: number }> {
  // One status across all jobs has a list of its own; within one job (a few dozen), it is a filter.
  const byStatusList = Boolean(query.status && !query.jobId);
  const [index, partition] = query.jobId
    ? (['GSI2', `JOBAPPS#${query.jobId}`] as const)
    : query.status
      ? (['GSI4', statusList(query.status)] as const)
      : (['GSI3', 'APPS'] as const);
  // Sort keys start with the ISO time applied: a range of days is a range of keys, read O(page).
  const days = query.from || query.to;
  const page = await queryPage({
    index,
    partition,
    // Past every time of the last day ('~' sorts after the digits and 'T').
    between: days ? { from: query.from ?? '0000', to: `${query.to ?? '9999'}~` } : undefined,
    filter:
      query.status && !byStatusList
        ? { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': query.status } }
        : undefined,
    limit: query.limit,
    cursor: query.cursor,
  });
  const applications = page.items.map((item) => {
    const { cvPath: _cv, ...application } = toAdmin(item);
    return application;
  });
  return {
    applications,
    itemsRead: page.itemsRead,
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

export class ApplicationChangedError extends Error {}

/**
 * Sets an application's status over the one read (`previous`), with the record of the change and,
 * when the status did change, the seeker's e-mail (`mail`) in the same transaction;
 * ApplicationChangedError if someone changed it in between. `ownerId`: an employer's change, which
 * holds only while the job applied to is theirs (NotYourApplicationError).
 */
export async function setApplicationStatus(
  previous: StoredApplication,
  status: ApplicationStatus,
  audit: (before: ApplicationStatus, after: ApplicationStatus) => AuditEvent,
  now = new Date(),
  mail?: ApplicationMail,
  ownerId?: string,
): Promise<AdminApplication> {
  const changed: StoredApplication = { ...previous, status, updatedAt: now.toISOString() };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: applicationKey(previous.id),
              // It moves to its new status's list, at the same place in time.
              UpdateExpression: 'SET #status = :status, updatedAt = :now, GSI4PK = :list, GSI4SK = :sk',
              ConditionExpression: '#status = :before',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':status': status,
                ':now': now.toISOString(),
                ':before': previous.status,
                ':list': statusList(status),
                ':sk': `${previous.appliedAt}#${previous.id}`,
              },
            },
          },
          ...(ownerId
            ? [
                {
                  ConditionCheck: {
                    TableName,
                    Key: jobKey(previous.jobId),
                    ConditionExpression: 'ownerId = :caller',
                    ExpressionAttributeValues: { ':caller': ownerId },
                  },
                },
              ]
            : []),
          auditPut(audit(previous.status, status), now),
          ...countMoves(previous.jobId, previous.status, status),
          ...(mail && status !== previous.status ? [mailPut(mail(changed), now)] : []),
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error)) {
      if (ownerId && refusedWrites(error)[1]) throw new NotYourApplicationError(previous.id);
      throw new ApplicationChangedError(previous.id);
    }
    throw error;
  }
  const { cvPath: _cv, ...application } = changed;
  return application;
}

/** An application as its employer sees it: no seeker id, no CV path (the CV opens by its own route). */
export function applicantOf(application: AdminApplication): Applicant {
  const { id, jobId, fullName, email, contactNumber, whatsappNumber, status, appliedAt } = application;
  return { id, jobId, fullName, email, contactNumber, whatsappNumber, status, appliedAt };
}

/**
 * One job's applicants, newest first: a Query on the job's own list (GSI2), O(page). Whose job it is
 * is the caller's to have checked (employer-jobs.ts listApplicantsOf).
 */
export async function listJobApplications(
  jobId: string,
  limit: number,
  cursor?: string,
): Promise<{ items: Applicant[]; nextCursor: string | null; itemsRead: number }> {
  const page = await queryPage({ index: 'GSI2', partition: `JOBAPPS#${jobId}`, limit, cursor });
  return { ...page, items: page.items.map((item) => applicantOf(toAdmin(item))) };
}
