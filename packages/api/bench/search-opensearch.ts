// Job search and alert matching on a real OpenSearch node, at 500 jobs and at the target size
// (100,000 open jobs with ~2 KB realistic descriptions; 100,000 alerts): the time the API's own
// search code takes per request (edge cache not counted), the node's index size and heap. Needs
// OPENSEARCH_ENDPOINT (the bench task starts a local node and sets it).
import { performance } from 'node:perf_hooks';
import { BENCH_ENV } from './env.ts';
import { type Figure, median, quantile, reportFigures } from './figures.ts';
import { realisticAlert, realisticJob, realisticQueries } from './realistic-jobs.ts';

Object.assign(process.env, { ...BENCH_ENV, ...process.env });

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '500,100000').split(',').map(Number);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 100);
const NOW = new Date();
const label = (n: number) => `${n.toLocaleString('en-US')} jobs`;

const { openSearch } = await import('../src/search/opensearch/client.ts');
const { ensureIndex, indexBehind } = await import('../src/search/opensearch/indexes.ts');
const { applyJobChanges } = await import('../src/search/opensearch/index-jobs.ts');
const { applyAlertChanges, percolate } = await import('../src/search/opensearch/alert-percolator.ts');
const { searchJobs, suggestJobs } = await import('../src/search/opensearch/search.ts');
const { aliasOf } = await import('../src/search/opensearch/client.ts');

async function loadJobs(from: number, to: number) {
  for (let start = from; start < to; start += 1000) {
    const jobs = Array.from({ length: Math.min(1000, to - start) }, (_, k) => realisticJob(start + k, NOW));
    await applyJobChanges(jobs.map((job) => ({ kind: 'put' as const, job })));
  }
}

async function time(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn(); // warm the node's caches and the JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

async function nodeStats(size: string): Promise<Figure[]> {
  const index = await indexBehind(aliasOf('jobs'));
  const { body: stats } = await openSearch<{ _all: { primaries: { store: { size_in_bytes: number } } } }>({
    method: 'GET',
    path: `/${index}/_stats/store`,
  });
  const { body: nodes } = await openSearch<{ nodes: Record<string, { jvm: { mem: { heap_used_in_bytes: number } } }> }>(
    {
      method: 'GET',
      path: '/_nodes/stats/jvm',
    },
  );
  const heap = Object.values(nodes.nodes)[0]?.jvm.mem.heap_used_in_bytes ?? 0;
  return [
    {
      section: 'search',
      figure: `index size on disk (${size})`,
      value: stats._all.primaries.store.size_in_bytes / 2 ** 20,
      unit: 'MB',
    },
    { section: 'search', figure: `node heap used (${size})`, value: heap / 2 ** 20, unit: 'MB' },
  ];
}

const figures: Figure[] = [];
await ensureIndex('jobs');
await ensureIndex('alerts');
let loaded = 0;
for (const size of SIZES) {
  const started = performance.now();
  await loadJobs(loaded, size);
  loaded = size;
  const at = label(size);
  figures.push({
    section: 'search',
    figure: `bulk load (${at})`,
    value: (performance.now() - started) / 1000,
    unit: 's',
  });
  const keyword: number[] = [];
  for (const query of realisticQueries())
    keyword.push(...(await time(() => searchJobs({ q: query.q, ...query.filters }, { limit: 20 }, NOW), RUNS / 4)));
  figures.push(
    {
      section: 'search',
      figure: `keyword search p50 (${at})`,
      value: median(keyword),
      unit: 'ms',
      budget: { max: 50 },
    },
    {
      section: 'search',
      figure: `keyword search p99 (${at})`,
      value: quantile(keyword, 0.99),
      unit: 'ms',
      budget: { max: 200 },
    },
  );
  const filters = await time(() =>
    searchJobs({ minSalary: 150_000, workplace: 'abroad', sort: 'salary' }, { limit: 20 }, NOW),
  );
  figures.push({
    section: 'search',
    figure: `filters only p50 (${at})`,
    value: median(filters),
    unit: 'ms',
    budget: { max: 30 },
  });
  const suggest = await time(() => suggestJobs('acc', NOW));
  figures.push({
    section: 'search',
    figure: `suggestions p50 (${at})`,
    value: median(suggest),
    unit: 'ms',
    budget: { max: 30 },
  });
  figures.push(...(await nodeStats(at)));
}

// Alerts: 100,000 stored queries; one new job percolated against them.
for (let start = 0; start < ALERTS; start += 2000) {
  const batch = Array.from({ length: Math.min(2000, ALERTS - start) }, (_, k) => realisticAlert(start + k));
  await applyAlertChanges(
    batch.map(({ id, criteria }) => ({
      kind: 'put' as const,
      version: 1,
      alert: { id, userId: `u-${id}`, name: id, criteria, frequency: 'instant' as const, locale: 'en' as const },
    })),
  );
}
let matched = 0;
const percolation = await time(async () => {
  const job = realisticJob(Math.floor(Math.random() * 1000), NOW, 99);
  const { alerts } = await percolate(job);
  matched += alerts.length;
}, 50);
figures.push({
  section: 'alerts',
  figure: `percolate one job p50 (${ALERTS.toLocaleString('en-US')} alerts)`,
  value: median(percolation),
  unit: 'ms',
  budget: { max: 500 },
  note: `first page of up to 500 matches; ${Math.round(matched / 55)} matches a job on average`,
});

reportFigures(figures);
