import { createHash } from 'node:crypto';
import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import type { Job } from '@modern-jobs/domain';
import type { MailJob } from '@modern-jobs/domain/email';
import { ALERTS_WORKER } from '@modern-jobs/domain/workers';
import { batchesOf, queueUrlOf, type Sized, sqs } from '../clients/sqs.ts';
import { versionOf } from '../search/opensearch/job-document.ts';
import type { DueDigest } from './store/alert-deliveries.ts';
import type { AlertEntry } from './store/alerts.ts';

/**
 * The alerts' senders' tasks (ALERTS_WORKER's queue), as JSON messages:
 * - `match`: a job that became visible; find a stretch of the alerts it matches, after `after`;
 * - `send`: send one job to a chunk of those alerts;
 * - `digest`: send one daily alert its due digest of a day.
 */
export type AlertTask =
  | { kind: 'match'; job: Job; after?: string }
  | { kind: 'send'; job: MailJob; alerts: AlertEntry[] }
  | { kind: 'digest'; due: DueDigest; day: string };

/** The task a job that became visible starts: finding the first stretch of its matches. */
export const matchTaskOf = (job: Job): AlertTask => ({ kind: 'match', job });

const hash = (...parts: Array<string | number | undefined>) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * A task's message group and deduplication id (the queue is FIFO, deduplicated per group). Each
 * task is its own group, so tasks run side by side and a job's thousands of chunks hold up no other
 * job's; the same task queued twice within 5 minutes (a retried finding, a digest listed by two
 * runs) is queued once. Beyond that, the once-only keys make a second run of a task send nothing.
 */
function identityOf(task: AlertTask): string {
  switch (task.kind) {
    case 'match':
      return hash('match', task.job.id, versionOf(task.job), task.after);
    case 'send':
      return hash('send', task.job.id, task.alerts[0]?.id, task.alerts.at(-1)?.id, task.alerts.length);
    case 'digest':
      return hash('digest', task.due.id, task.day);
  }
}

interface TaskMessage extends Sized {
  entry: SendMessageBatchRequestEntry;
}

/** Queues tasks for the alerts' senders, in order; throws if any was not taken (a retry queues it once). */
export async function queueAlertTasks(tasks: readonly AlertTask[]): Promise<void> {
  if (tasks.length === 0) return;
  const QueueUrl = queueUrlOf(ALERTS_WORKER.handler);
  const messages: TaskMessage[] = tasks.map((task, index) => {
    const body = JSON.stringify(task);
    const id = identityOf(task);
    return {
      bytes: Buffer.byteLength(body),
      entry: { Id: String(index), MessageBody: body, MessageGroupId: id, MessageDeduplicationId: id },
    };
  });
  for (const batch of batchesOf(messages)) {
    const { Failed = [] } = await sqs.send(
      new SendMessageBatchCommand({ QueueUrl, Entries: batch.map((message) => message.entry) }),
    );
    if (Failed.length > 0)
      throw new Error(`${Failed.length} alert task(s) not queued: ${Failed.map((f) => f.Code).join(', ')}`);
  }
}

const KINDS = new Set(['match', 'send', 'digest']);

/** A message's task, or null for a message that is none (logged and left to the dead-letter queue). */
export function taskOf(body: string): AlertTask | null {
  try {
    const task = JSON.parse(body) as AlertTask;
    return task && typeof task === 'object' && KINDS.has(task.kind) ? task : null;
  } catch {
    return null;
  }
}
