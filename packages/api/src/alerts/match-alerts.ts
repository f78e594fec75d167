import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isJobClosed, isJobPublic, type Job } from '@modern-jobs/domain';
import { MATCH_ALERTS_WORKER } from '@modern-jobs/domain/workers';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { alertMail } from '../alerts/alert-mail.ts';
import { mailJobOf } from '../mail/intents.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { queueForDigest, sendAlertOnce } from '../storage/alert-deliveries.ts';
import { type AlertEntry, findMatchingAlerts } from '../storage/alerts.ts';
import { getUser } from '../storage/users.ts';

type Image = Record<string, AttributeValue> | undefined;

function jobOf(image: Image): Job | null {
  if (!image) return null;
  const item = unmarshall(image);
  return item.entity === MATCH_ALERTS_WORKER.entity ? (item as Job) : null;
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
 * Follows the table's stream (infra filters it to job items): for a job that became visible, reads
 * only the alerts that could match it (storage/alert-index.ts) and sends each match once. A failure
 * reports its record, and Lambda tries again from it: what was sent is found sent, not sent again.
 */
export async function matchAlerts(event: DynamoDBStreamEvent, now = () => new Date()): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const before = jobOf(record.dynamodb?.OldImage as Image);
    const after = jobOf(record.dynamodb?.NewImage as Image);
    if (!after || !becameVisible(before, after, now())) continue;
    try {
      const { alerts, itemsRead } = await findMatchingAlerts(after);
      let sent = 0;
      for (const alert of alerts) if (await deliver(alert, after, now())) sent += 1;
      logger.info('job alerts', { jobId: after.id, matched: alerts.length, sent, itemsRead });
    } catch (error) {
      logger.error('job alerts failed', { jobId: after.id, error: (error as Error).message });
      return { batchItemFailures: [{ itemIdentifier: sequenceOf(record) }] };
    }
  }
  return { batchItemFailures: [] };
}

const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? '';

/** The function Lambda runs: matchAlerts, observed (its clock is the real one). */
export const handler = observedWorker((event: DynamoDBStreamEvent) => matchAlerts(event));
