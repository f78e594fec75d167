import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { type AlertTask, taskOf } from '../alerts/alert-tasks.ts';
import { sendDigest } from '../alerts/digests.ts';
import { findMatches, sendChunk } from '../alerts/fan-out.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { sendCandidateDigest } from '../talent/search-digests.ts';

async function run(task: AlertTask): Promise<void> {
  switch (task.kind) {
    case 'match': {
      const found = await findMatches(task);
      logger.info('job alerts found', { jobId: task.job.id, after: task.after, ...found });
      return;
    }
    case 'send': {
      const counts = await sendChunk(task.job, task.alerts);
      logger.info('job alerts sent', { jobId: task.job.id, alerts: task.alerts.length, ...counts });
      return;
    }
    case 'digest': {
      // A saved candidate search's digest rides the same lists and tasks, sent by the CV bank's rules.
      const send = task.due.kind === 'candidate-search' ? sendCandidateDigest : sendDigest;
      const sent = await send(task.due, task.day);
      logger.info('digest', { alertId: task.due.id, day: task.day, sent });
      return;
    }
  }
}

/**
 * The alerts' senders (ALERTS_WORKER), on their queue of tasks (alerts/alert-tasks.ts). A task that
 * fails is reported alone and comes back after the visibility timeout (its sends already made are
 * found made, by their once-only keys); past its receives it goes to the dead-letter queue, which
 * raises an alarm. A message that is no task goes there too.
 */
export async function deliverAlerts(event: SQSEvent): Promise<SQSBatchResponse> {
  const failed: string[] = [];
  for (const message of event.Records) {
    const task = taskOf(message.body);
    try {
      if (!task) throw new Error('not an alert task');
      await run(task);
    } catch (error) {
      logger.error('alert task failed', {
        messageId: message.messageId,
        kind: task?.kind,
        error: (error as Error).message,
      });
      failed.push(message.messageId);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}

/** The function Lambda runs: deliverAlerts, observed. */
export const handler = observedWorker((event: SQSEvent) => deliverAlerts(event));
