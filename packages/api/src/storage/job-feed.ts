import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { isJobPublic, type Job } from '@modern-jobs/domain';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { jobKey, jobOfItem } from './job-index.ts';

const TableName = config.TABLE_NAME;

/**
 * The feed of job changes (GSI5): every write of a job puts it at the feed's end under the instant
 * of the write, and a deleted job leaves a tombstone there for FEED_DAYS. Search indexes in memory
 * (search/job-search.ts) read the feed from where they last were to follow every change.
 */
const FEED = 'JOBFEED';
export const FEED_DAYS = 2;

export const feedKeys = (id: string, at: Date) => ({ GSI5PK: FEED, GSI5SK: `${at.toISOString()}#${id}` });

/** What a deleted job leaves in the feed, until TTL takes it. */
export function tombstone(id: string, at: Date) {
  return {
    PK: jobKey(id).PK,
    SK: 'GONE',
    entity: 'job-gone',
    id,
    ...feedKeys(id, at),
    expiresAt: Math.ceil(at.getTime() / 1000) + FEED_DAYS * 86_400,
  };
}

/** `listed`: whether the public may see the job (isJobPublic); its deadline is the reader's question. */
export type FeedChange = { kind: 'saved'; job: Job; listed: boolean } | { kind: 'deleted'; id: string };

/** The changes written after `after` (an ISO instant), oldest first. */
export async function readFeed(after: string): Promise<{ changes: FeedChange[]; itemsRead: number }> {
  const changes: FeedChange[] = [];
  let itemsRead = 0;
  const pages = paginateQuery(
    { client: dynamo },
    {
      TableName,
      IndexName: 'GSI5',
      KeyConditionExpression: 'GSI5PK = :feed AND GSI5SK > :after',
      ExpressionAttributeValues: { ':feed': FEED, ':after': after },
    },
  );
  for await (const result of pages) {
    itemsRead += result.ScannedCount ?? 0;
    for (const item of result.Items ?? []) {
      if (item.entity === 'job-gone') changes.push({ kind: 'deleted', id: String(item.id) });
      else if (item.entity === 'job')
        changes.push({
          kind: 'saved',
          job: jobOfItem(item),
          listed: isJobPublic(item as { status: string; ownerDisabled?: boolean }),
        });
    }
  }
  return { changes, itemsRead };
}
