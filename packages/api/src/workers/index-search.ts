import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { matchAlerts } from '../alerts/match-alerts.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { type AlertChange, applyAlertChanges } from '../search/opensearch/alert-percolator.ts';
import { applyJobChanges, type JobChange } from '../search/opensearch/index-jobs.ts';
import { versionOf } from '../search/opensearch/job-document.ts';
import type { StoredAlert } from '../storage/alerts.ts';
import type { OwnedJob } from '../storage/job-index.ts';

type Image = Record<string, AttributeValue> | undefined;

const itemOf = (image: Image) => (image ? unmarshall(image) : null);

/** What a record changes in the search index: a job or an active alert put, or either removed. */
export function changesOf(records: DynamoDBRecord[]): { jobs: JobChange[]; alerts: AlertChange[] } {
  const jobs: JobChange[] = [];
  const alerts: AlertChange[] = [];
  for (const record of records) {
    const after = itemOf(record.dynamodb?.NewImage as Image);
    const before = itemOf(record.dynamodb?.OldImage as Image);
    const item = after ?? before;
    if (item?.entity === 'job') {
      if (after) jobs.push({ kind: 'put', job: after as OwnedJob });
      else if (before) jobs.push({ kind: 'delete', id: String(before.id), lastVersion: versionOf(before as OwnedJob) });
    } else if (item?.entity === 'alert') {
      const alert = (after ?? before) as StoredAlert;
      // A paused alert matches nothing: it leaves the index until resumed.
      if (after && !alert.paused) alerts.push({ kind: 'put', alert, version: versionOf(alert) });
      else alerts.push({ kind: 'delete', id: alert.id, lastVersion: versionOf(alert) });
    }
  }
  return { jobs, alerts };
}

/**
 * Keeps the search index in step with the table (SEARCH_WORKER): the one function that writes to
 * OpenSearch, and, after each batch is indexed, the one that sends the alerts of the jobs in it
 * that became visible (match-alerts.ts). A
 * batch is applied in one bulk request per index; when the engine is down the whole batch is
 * reported failed and comes back later (every write is versioned, so applying it again is safe),
 * which is how the index catches up after an outage.
 */
export async function indexSearch(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const { jobs, alerts } = changesOf(event.Records);
  try {
    await applyJobChanges(jobs);
    await applyAlertChanges(alerts);
  } catch (error) {
    logger.warn('search index not updated; the batch will be retried', {
      jobs: jobs.length,
      alerts: alerts.length,
      error: (error as Error).message,
    });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
  }
  // Then the jobs that became visible find their alerts, in the index just brought up to date.
  return matchAlerts(event);
}

export const handler = observedWorker((event: DynamoDBStreamEvent) => indexSearch(event));
