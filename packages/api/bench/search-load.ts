import { performance } from 'node:perf_hooks';
import { openSearch } from '../src/search/opensearch/client.ts';
import { bulkLines, type VersionedChange } from '../src/search/opensearch/versioned-writes.ts';

/**
 * Filling an index as fast as these two cores allow: the index's refresh off and its translog
 * written asynchronously while loading (restored after, then one refresh), bulk requests of a few
 * MB, three in flight (the node's two write threads busy while the next is made) (the documents are the API's own, documentOf and
 * alertDocumentOf, which cost about half a millisecond each in Node), and written straight to the
 * index behind the alias without waiting for a refresh (the indexer's refresh=wait_for would wait on
 * a refresh that is off). At the end the node's merges are waited for, so what is measured next is
 * not sharing the cores with them.
 */

interface BulkAnswer {
  errors: boolean;
  items: Array<Record<string, { status: number; error?: { type: string; reason?: string } }>>;
}

const LOADING = {
  refresh_interval: '-1',
  'translog.durability': 'async',
  'translog.flush_threshold_size': '1gb',
};
/** Back to the index's own settings (its refresh interval; a request's changes durable before it answers). */
const loaded = (refreshInterval: string | null) => ({
  refresh_interval: refreshInterval,
  'translog.durability': null,
  'translog.flush_threshold_size': null,
});

/** The refresh interval the index was created with (jobs: job-document.ts), null for the engine's default. */
async function ownRefreshInterval(index: string): Promise<string | null> {
  const { body } = await openSearch<Record<string, { settings?: { index?: { refresh_interval?: string } } }>>({
    method: 'GET',
    path: `/${index}/_settings/index.refresh_interval`,
  });
  return Object.values(body)[0]?.settings?.index?.refresh_interval ?? null;
}

const putSettings = (index: string, settings: object) =>
  openSearch({ method: 'PUT', path: `/${index}/_settings`, body: { index: settings } });

async function bulk(index: string, changes: VersionedChange[]): Promise<void> {
  const { body } = await openSearch<BulkAnswer>({
    method: 'POST',
    path: '/_bulk',
    ndjson: bulkLines(changes, index),
    timeoutMs: 300_000,
  });
  if (!body.errors) return;
  const failed = body.items.map((item) => Object.values(item)[0]).filter((item) => item && item.status >= 300);
  throw new Error(
    `${failed.length} of ${changes.length} documents not written to ${index}: ${failed[0]?.error?.type} ${failed[0]?.error?.reason ?? ''}`,
  );
}

/** Waits until the node runs no merge of the index (or 10 minutes passed). */
export async function mergesSettled(index: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
    const { body } = await openSearch<{ _all: { primaries: { merges: { current: number } } } }>({
      method: 'GET',
      path: `/${index}/_stats/merge`,
    });
    quiet = body._all.primaries.merges.current === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Writes documents from..to-1 (made by `make`) into `index`, `batch` a request. Answers the seconds
 * it took, merges included.
 */
export async function bulkLoad(
  index: string,
  from: number,
  to: number,
  make: (i: number) => VersionedChange,
  options: { batch?: number; inFlight?: number; progress?: (done: number) => void; log?: (line: string) => void } = {},
): Promise<number> {
  const started = performance.now();
  const batch = options.batch ?? 500;
  const inFlight = options.inFlight ?? 3;
  const refreshInterval = await ownRefreshInterval(index);
  await putSettings(index, LOADING);
  try {
    const running = new Set<Promise<void>>();
    let failure: unknown = null;
    for (let start = from; start < to && failure === null; start += batch) {
      const changes: VersionedChange[] = [];
      for (let i = start; i < Math.min(to, start + batch); i++) changes.push(make(i));
      const request: Promise<void> = bulk(index, changes)
        .then(() => options.progress?.(Math.min(to, start + batch) - from))
        .catch((error: unknown) => {
          failure = error;
        })
        .finally(() => running.delete(request));
      running.add(request);
      if (running.size >= inFlight) await Promise.race(running);
    }
    await Promise.all(running);
    if (failure !== null) throw failure;
  } finally {
    await putSettings(index, loaded(refreshInterval));
  }
  await openSearch({ method: 'POST', path: `/${index}/_refresh`, timeoutMs: 300_000 });
  await mergesSettled(index);
  const seconds = (performance.now() - started) / 1000;
  const { body } = await openSearch<{
    _all: {
      primaries: {
        indexing: { index_time_in_millis: number };
        merges: { total_time_in_millis: number };
        segments: { count: number };
      };
    };
  }>({ method: 'GET', path: `/${index}/_stats/indexing,merge,segments` });
  const { indexing, merges, segments } = body._all.primaries;
  options.log?.(
    `${to - from} documents in ${seconds.toFixed(0)} s; the index so far: ${(indexing.index_time_in_millis / 1000).toFixed(0)} s indexing, ${(merges.total_time_in_millis / 1000).toFixed(0)} s merging, ${segments.count} segments`,
  );
  return seconds;
}
