import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isJobClosed, isJobPublic, type Job } from '@modern-jobs/domain';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { mailJobOf } from '../mail/intents.ts';
import { logger } from '../observability/logger.ts';
import { percolate } from '../search/opensearch/alert-percolator.ts';
import { queueForDigest, sendAlertOnce } from '../storage/alert-deliveries.ts';
import type { AlertEntry } from '../storage/alerts.ts';
import { getUser } from '../storage/users.ts';
import { alertMail } from './alert-mail.ts';

type Image = Record<string, AttributeValue> | undefined;

function jobOf(image: Image): Job | null {
  if (!image) return null;
  const item = unmarshall(image);
  return item.entity === 'job' ? (item as Job) : null;
}

/** Whether seekers can find the job: public (approved, its employer not disabled) and taking applications. */
const visible = (job: Job | null, now: Date) => job !== null && isJobPublic(job) && !isJobClosed(job, now);

/**
 * A job's alerts are sent when it becomes visible: written approved, approved later (an employer's
 * job by the operator), its employer enabled again, or reopened by an edit of its deadline. An edit or a boost of a visible job is not news, and sends nothing.
 */
export const becameVisible = (before: Job | null, after: Job | null, now: Date) =>
  visible(after, now) && !visible(before, now);

/** Sends one matching alert its job: at once, or into its next daily digest. Once either way. */
async function deliver(alert: AlertEntry, job: Job, now: Date): Promise<boolean> {
  const mailJob = mailJobOf(job, job);
  if (alert.frequency === 'daily') return queueForDigest(alert, mailJob, now);
  const owner = await getUser(alert.userId);
  // No address to write to (the sign-in gave none): nothing is sent, and nothing is kept owing.
  if (!owner?.email) return false;
  return sendAlertOnce(
    alert,
    job.id,
    alertMail('job-alert', alert, [mailJob], { to: owner.email, locale: alert.locale }),
    now,
  );
}

/**
 * Follows the table's job changes: for a job that became visible, asks the search engine which
 * active alerts it matches (percolation, a page at a time: no alert is read from the table) and
 * sends each match once. A failure reports its record, and it is tried again from there: what was
 * sent is found sent (its once-only key), not sent again.
 */
export async function matchAlerts(event: DynamoDBStreamEvent, now = () => new Date()): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const before = jobOf(record.dynamodb?.OldImage as Image);
    const after = jobOf(record.dynamodb?.NewImage as Image);
    if (!after || !becameVisible(before, after, now())) continue;
    try {
      let matched = 0;
      let sent = 0;
      let page: string | null | undefined;
      do {
        const found = await percolate(after, page ?? undefined);
        matched += found.alerts.length;
        for (const alert of found.alerts) if (await deliver(alert, after, now())) sent += 1;
        page = found.last;
      } while (page);
      logger.info('job alerts', { jobId: after.id, matched, sent });
    } catch (error) {
      logger.error('job alerts failed', { jobId: after.id, error: (error as Error).message });
      return { batchItemFailures: [{ itemIdentifier: sequenceOf(record) }] };
    }
  }
  return { batchItemFailures: [] };
}

const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? '';
