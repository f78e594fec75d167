import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isJobClosed, isJobPublic, type Job } from '@modern-jobs/domain';
import type { DynamoDBRecord } from 'aws-lambda';

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
 * job by the operator), its employer enabled again, or reopened by an edit of its deadline. An edit
 * or a boost of a visible job is not news, and sends nothing.
 */
export const becameVisible = (before: Job | null, after: Job | null, now: Date) =>
  visible(after, now) && !visible(before, now);

/** The jobs of a batch of the table's changes that became visible, as they are now: news for their alerts. */
export function jobsThatBecameVisible(records: readonly DynamoDBRecord[], now = new Date()): Job[] {
  const jobs: Job[] = [];
  for (const record of records) {
    const before = jobOf(record.dynamodb?.OldImage as Image);
    const after = jobOf(record.dynamodb?.NewImage as Image);
    if (after && becameVisible(before, after, now)) jobs.push(after);
  }
  return jobs;
}
