import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { list, partitionOf } from './job-index.ts';

const TableName = config.TABLE_NAME;

/** A job as a sitemap lists it. */
export interface SitemapJob {
  id: string;
  createdAt: string;
  /** when it last changed: updatedAt, else createdAt */
  lastmod: string;
}

export interface SitemapRead {
  jobs: SitemapJob[];
  /** index entries DynamoDB read for this (filtered ones included), for the read-cost test */
  itemsRead: number;
  /** whether the list had more than was asked for */
  more: boolean;
}

/**
 * Reads the list of every open job (its GSI1 partition, the one the home page reads), newest first
 * or from the oldest, only the fields a sitemap needs. A closed job's entry has expired (TTL) or is
 * filtered out as the lists do, so it is never listed. `posted` narrows to jobs posted on one UTC day.
 */
async function readOpenJobs(options: {
  limit: number;
  now: Date;
  oldestFirst?: boolean;
  posted?: string;
}): Promise<SitemapRead> {
  const jobs: SitemapJob[] = [];
  let itemsRead = 0;
  let key: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI1',
        KeyConditionExpression: options.posted ? 'GSI1PK = :pk AND begins_with(GSI1SK, :day)' : 'GSI1PK = :pk',
        FilterExpression: 'attribute_not_exists(#exp) OR #exp > :nowSec',
        ProjectionExpression: 'id, createdAt, updatedAt',
        ExpressionAttributeNames: { '#exp': 'expiresAt' },
        ExpressionAttributeValues: {
          ':pk': partitionOf(list.all),
          ':nowSec': Math.floor(options.now.getTime() / 1000),
          ...(options.posted ? { ':day': options.posted } : {}),
        },
        ScanIndexForward: options.oldestFirst ?? false,
        // One more than asked for says whether there are more.
        Limit: options.limit + 1 - jobs.length,
        ExclusiveStartKey: key,
      }),
    );
    itemsRead += result.ScannedCount ?? 0;
    for (const item of result.Items ?? [])
      jobs.push({
        id: String(item.id),
        createdAt: String(item.createdAt),
        lastmod: String(item.updatedAt ?? item.createdAt),
      });
    key = result.LastEvaluatedKey;
  } while (key && jobs.length <= options.limit);
  return { jobs: jobs.slice(0, options.limit), itemsRead, more: jobs.length > options.limit || key !== undefined };
}

/** The newest open jobs, up to `limit`, and whether there are more. */
export function newestOpenJobs(limit: number, now: Date): Promise<SitemapRead> {
  return readOpenJobs({ limit, now });
}

/** The open jobs posted on a UTC day (YYYY-MM-DD), up to `limit`. */
export function openJobsPostedOn(day: string, limit: number, now: Date): Promise<SitemapRead> {
  return readOpenJobs({ limit, now, posted: day });
}

/** The oldest open job, whose day begins a sitemap of days. */
export async function oldestOpenJob(now: Date): Promise<{ postedOn: string | null; itemsRead: number }> {
  const read = await readOpenJobs({ limit: 1, now, oldestFirst: true });
  return { postedOn: read.jobs[0]?.createdAt.slice(0, 10) ?? null, itemsRead: read.itemsRead };
}

/** The sitemap's shape as last found: an index of days (more than a sitemap holds), and when. */
export interface SitemapShape {
  index: boolean;
  checkedAt: string;
}

const SHAPE_KEY = { PK: 'SITEMAP#SHAPE', SK: 'SHAPE' };

/** The shape last found, one GetItem. */
export async function sitemapShape(): Promise<SitemapShape | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: SHAPE_KEY }));
  return Item ? { index: Boolean(Item.index), checkedAt: String(Item.checkedAt) } : null;
}

export async function rememberSitemapShape(shape: SitemapShape): Promise<void> {
  await dynamo.send(new PutCommand({ TableName, Item: { ...SHAPE_KEY, ...shape } }));
}
