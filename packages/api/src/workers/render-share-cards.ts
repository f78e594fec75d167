import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Job } from '@modern-jobs/domain';
import { SHARE_CARD_WORKER } from '@modern-jobs/domain/workers';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { syncShareCard } from '../cards/share-cards.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';

type Image = Record<string, AttributeValue> | undefined;

/** The job a stream image holds; null for any other item (index entries, sessions, settings). */
function jobOf(image: Image): Job | null {
  if (!image) return null;
  const item = unmarshall(image);
  return item.entity === SHARE_CARD_WORKER.entity ? (item as Job) : null;
}

/**
 * Follows the table's stream (infra filters it to job items; the local stack gives it everything)
 * and keeps each job's share card in line with the job. Records are handled in order; on a failure
 * the batch reports that record, so Lambda retries from it and nothing after it is skipped.
 */
export async function renderShareCards(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const before = jobOf(record.dynamodb?.OldImage as Image);
    const after = jobOf(record.dynamodb?.NewImage as Image);
    if (!before && !after) continue;
    try {
      const changes = await syncShareCard(before, after);
      logger.info('share card', { jobId: (after ?? before)?.id, event: record.eventName, changes });
    } catch (error) {
      logger.error('share card failed', { jobId: (after ?? before)?.id, error: (error as Error).message });
      return { batchItemFailures: [{ itemIdentifier: sequenceOf(record) }] };
    }
  }
  return { batchItemFailures: [] };
}

const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? '';

/** The function Lambda runs: renderShareCards, observed. */
export const handler = observedWorker(renderShareCards);
