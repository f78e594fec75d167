import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { matchTaskOf, queueAlertTasks } from '../alerts/alert-tasks.ts';
import { jobsThatBecameVisible } from '../alerts/match-alerts.ts';
import type { StoredAlert } from '../alerts/store/alerts.ts';
import type { OwnedJob } from '../jobs/store/job-index.ts';
import { logger } from '../observability/logger.ts';
import { observedWorker } from '../observability/observe.ts';
import { type AlertChange, applyAlertChanges } from '../search/opensearch/alert-percolator.ts';
import { applyJobChanges, type JobChange } from '../search/opensearch/index-jobs.ts';
import { versionOf } from '../search/opensearch/job-document.ts';
import { applyCandidateChanges } from '../talent/search/index-candidates.ts';

type Image = Record<string, AttributeValue> | undefined;

const itemOf = (image: Image) => (image ? unmarshall(image) : null);

/**
 * What a record changes in the search index: a job or an active alert put, or either removed; or a
 * candidate to read again (their profile, its bank choices or a CV's text changed).
 */
export function changesOf(records: DynamoDBRecord[]): {
  jobs: JobChange[];
  alerts: AlertChange[];
  candidates: string[];
} {
  const jobs: JobChange[] = [];
  const alerts: AlertChange[] = [];
  const candidates: string[] = [];
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
    } else if (item?.entity === 'seeker-profile' || item?.entity === 'cv-text') {
      candidates.push(String(item.PK).replace(/^USER#/, ''));
    }
  }
  return { jobs, alerts, candidates };
}

/**
 * Keeps the search index in step with the table (SEARCH_WORKER): the one function that writes to
 * OpenSearch. A batch is applied in one bulk request per index; when the engine is down the whole
 * batch is reported failed and comes back later (every write is versioned, so applying it again is
 * safe), which is how the index catches up after an outage. Then the jobs in it that became visible
 * are handed to the alerts' senders (ALERTS_WORKER), which find their matches in the index just
 * brought up to date: however many they are, this batch is done in its own time.
 */
export async function indexSearch(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const { jobs, alerts, candidates } = changesOf(event.Records);
  const news = jobsThatBecameVisible(event.Records);
  try {
    await applyJobChanges(jobs);
    await applyAlertChanges(alerts);
    await applyCandidateChanges(candidates);
    await queueAlertTasks(news.map(matchTaskOf));
  } catch (error) {
    logger.warn('search index not updated, or alerts not handed over; the batch will be retried', {
      jobs: jobs.length,
      alerts: alerts.length,
      candidates: candidates.length,
      news: news.length,
      error: (error as Error).message,
    });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
  }
  if (news.length > 0) logger.info('jobs handed to their alerts', { jobIds: news.map((job) => job.id) });
  return { batchItemFailures: [] };
}

export const handler = observedWorker((event: DynamoDBStreamEvent) => indexSearch(event));
