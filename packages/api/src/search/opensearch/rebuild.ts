import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredAlert } from '@modern-jobs/domain';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import type { OwnedJob } from '../../jobs/store/job-index.ts';
import type { TableItem } from '../../storage/item.ts';
import { alertDocumentOf } from './alert-percolator.ts';
import { aliasOf, openSearch } from './client.ts';
import {
  createIndexVersion,
  dropOldVersions,
  type IndexKind,
  indexBehind,
  nextAliasOf,
  pointAlias,
} from './indexes.ts';
import { documentOf, versionOf } from './job-document.ts';
import { bulkLines, type VersionedChange } from './versioned-writes.ts';

/**
 * Builds a kind's index again from the table, into a new version, and moves the alias to it when
 * it is complete: searches keep reading the old version until then, and the indexer writes to both
 * meanwhile (through `-next`), so nothing changed during the backfill is lost. For a mapping change
 * (a new JOBS_INDEX or ALERTS_INDEX), a lost or corrupted index, or a new stage. The table is read
 * with a parallel Scan: an operator's command, never a request path.
 */

const SEGMENTS = 4;
const BULK = 500;

/**
 * Where a kind's documents come from: the table items of an entity, and each one's document (null:
 * none, a paused alert). The CV bank's candidates bring their own (talent/search/rebuild-candidates.ts):
 * a candidate is read whole, and this folder does not reach into the CV bank's.
 */
export interface RebuildSource {
  entity: string;
  changeOf(item: TableItem): Promise<VersionedChange | null> | VersionedChange | null;
}

const SOURCES: Partial<Record<IndexKind, RebuildSource>> = {
  jobs: {
    entity: 'job',
    changeOf: (item) => {
      const job = item as OwnedJob;
      return { id: job.id, document: documentOf(job), version: versionOf(job) };
    },
  },
  alerts: {
    entity: 'alert',
    changeOf: (item) => {
      const alert = item as StoredAlert;
      return alert.paused ? null : { id: alert.id, document: alertDocumentOf(alert), version: versionOf(alert) };
    },
  },
};

async function backfillSegment(source: RebuildSource, index: string, segment: number): Promise<number> {
  let written = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  const { entity } = source;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: config.TABLE_NAME,
        Segment: segment,
        TotalSegments: SEGMENTS,
        FilterExpression: 'entity = :entity',
        ExpressionAttributeValues: { ':entity': entity },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    const changes = (await Promise.all((page.Items ?? []).map((item) => source.changeOf(item)))).flatMap(
      (change) => change ?? [],
    );
    for (let start = 0; start < changes.length; start += BULK) {
      const { body } = await openSearch<{ errors: boolean; items: Array<Record<string, { status: number }>> }>({
        method: 'POST',
        path: '/_bulk',
        ndjson: bulkLines(changes.slice(start, start + BULK), index),
        timeoutMs: 60_000,
      });
      const failed = body.items.filter((entry) => {
        const status = Object.values(entry)[0]?.status ?? 500;
        return status >= 300 && status !== 409; // 409: the indexer already wrote a newer version
      });
      if (failed.length > 0) throw new Error(`${failed.length} documents were not written to ${index}`);
    }
    written += changes.length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return written;
}

export interface RebuildResult {
  kind: IndexKind;
  index: string;
  previous: string | null;
  documents: number;
  dropped: string[];
}

export async function rebuildIndex(
  kind: IndexKind,
  options: { replicas?: number; dropOld?: boolean; source?: RebuildSource } = {},
): Promise<RebuildResult> {
  const source = options.source ?? SOURCES[kind];
  if (!source)
    throw new Error(`no rebuild source for ${kind}: talent/search/rebuild-candidates.ts rebuilds candidates`);
  const index = await createIndexVersion(kind, options.replicas ?? 0);
  // From here on the indexer writes every change to the new version too.
  await pointAlias(nextAliasOf(kind), index);
  const previous = await indexBehind(aliasOf(kind));
  const counts = await Promise.all(
    Array.from({ length: SEGMENTS }, (_, segment) => backfillSegment(source, index, segment)),
  );
  await openSearch({ method: 'POST', path: `/${index}/_refresh` });
  await pointAlias(aliasOf(kind), index, [nextAliasOf(kind)]);
  const dropped = options.dropOld ? await dropOldVersions(kind) : [];
  return { kind, index, previous, documents: counts.reduce((a, b) => a + b, 0), dropped };
}
