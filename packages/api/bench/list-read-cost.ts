// Read cost and latency of job-list pages at 500 and at 50,000 jobs, against DynamoDB Local
// (DESIGN §7: items read ≤ 2 × items returned; latency at 50,000 within 1.5 × of 500), with jobs
// made from the demo jobs' texts (searches: search-opensearch.ts). Only the index entries the measured lists read are written,
// to keep the load quick.
import { CITIES, JOB_TYPES, type Job } from '@modern-jobs/domain';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { type Figure, median, reportFigures } from './figures.ts';
import { benchTable } from './local-table.ts';

const SIZES = (process.env.BENCH_SIZES ?? '500,50000').split(',').map(Number);
const RUNS = 15;
const WARM_UP = 40;
const ANY = {
  q: undefined,
  city: undefined,
  type: undefined,
  minSalary: undefined,
  where: undefined,
  posted: undefined,
  sort: undefined,
};
const LISTS = [
  { name: 'all', query: {} },
  { name: 'type', query: { type: 'contract' as const } },
  { name: 'city', query: { city: 'lahore' as const } },
  { name: 'type+city', query: { type: 'contract' as const, city: 'lahore' as const } },
];

const table = await benchTable('bench-jobs');
const { indexEntriesOf } = await import('../src/jobs/store/job-index.ts');
const { listOpenJobs } = await import('../src/search/job-lists.ts');
const measured = new Set(['JOBS#ALL', 'JOBS#TYPE#contract', 'JOBS#CITY#lahore', 'JOBS#TYPE#contract#CITY#lahore']);

function job(i: number, now: number): Job {
  const seed = SEED_JOBS[i % SEED_JOBS.length]?.job;
  const other = SEED_JOBS[(i * 7 + 3) % SEED_JOBS.length]?.job;
  return {
    id: `bench-${i}`,
    // The demo jobs' words, titles crossed so they vary as real ones do.
    title: `${i % 3 === 0 ? `${other?.title.split(' ')[0]} ` : ''}${seed?.title}`,
    company: `${seed?.company} ${i % 700}`,
    companyLogo: null,
    description: seed?.description ?? '',
    location: `${CITIES[i % CITIES.length]}, Pakistan`,
    jobType: JOB_TYPES[(i >> 3) % JOB_TYPES.length] ?? 'full-time',
    salaryMin: 50_000 + (i % 100) * 1000,
    salaryMax: null,
    skills: [...(seed?.skills ?? [])],
    requirements: null,
    benefits: null,
    // a tenth of the jobs have closed, and still wait for TTL to remove their entries
    applicationDeadline: new Date(now + (i % 10 === 0 ? -2 : 30) * 86_400_000).toISOString().slice(0, 10),
    // one in 250 boosted; none of those closed (a closed boosted job is read and skipped until TTL removes it)
    isBoosted: i % 250 === 3,
    boostExpiry: null,
    status: 'approved',
    createdAt: new Date(now - i * 60_000).toISOString(),
  };
}

/** Adds jobs from..to to the one table; the table grows from the small size to the large one. */
async function load(from: number, to: number, now: number) {
  // Closed jobs are written as if they were open when saved: their entries expire, not vanish.
  const writeTime = new Date(now - 3 * 86_400_000);
  const entries: Record<string, unknown>[] = [];
  for (let i = from; i < to; i++)
    for (const entry of indexEntriesOf(job(i, now), writeTime))
      if (measured.has(entry.GSI1PK.replace('BOOST#', ''))) entries.push(entry as unknown as Record<string, unknown>);
  await table.write(entries);
}

interface Measured {
  ms: number;
  read: number;
  returned: number;
  firstMs: number;
  /** a first page with its count, once the count is kept (every visitor but one per 5 minutes) */
  firstRead: number;
  firstReturned: number;
  /** what the one recount read, on the very first page of the list */
  recountRead: number;
}
/** By list name, then by table size. */
const results = new Map<string, Map<number, Measured>>();

const now = Date.now();

let loaded = 0;
for (const size of SIZES) {
  const started = performance.now();
  await load(loaded, size, now);
  loaded = size;
  process.stderr.write(`loaded ${size} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  for (const list of LISTS) {
    // The list's first first page counts it; every later one reads the kept count.
    const first = await listOpenJobs({ ...ANY, ...list.query, limit: 20 });
    const recountRead = first.itemsRead;
    let firstRead = 0;
    let firstReturned = 0;
    // Warm both pages up first: the process's first calls would otherwise make the small table slow.
    for (let i = 0; i < WARM_UP; i++) {
      await listOpenJobs({ ...ANY, ...list.query, limit: 20, cursor: first.nextCursor });
    }
    const firstTimes: number[] = [];
    const pageTimes: number[] = [];
    let read = 0;
    let returned = 0;
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      const firstPage = await listOpenJobs({ ...ANY, ...list.query, limit: 20 });
      firstTimes.push(performance.now() - t);
      firstRead = firstPage.itemsRead;
      firstReturned = firstPage.jobs.length;
      t = performance.now();
      const page = await listOpenJobs({ ...ANY, ...list.query, limit: 20, cursor: first.nextCursor });
      pageTimes.push(performance.now() - t);
      read = page.itemsRead;
      returned = page.jobs.length;
    }
    const bySize = results.get(list.name) ?? new Map<number, Measured>();
    bySize.set(size, {
      ms: median(pageTimes),
      read,
      returned,
      firstMs: median(firstTimes),
      firstRead,
      firstReturned,
      recountRead,
    });
    results.set(list.name, bySize);
  }
}

await table.stop();

const [small = 0, large = 0] = SIZES;
const figures: Figure[] = [];
for (const [name, bySize] of results) {
  const atSmall = bySize.get(small);
  const atLarge = bySize.get(large);
  if (!atSmall || !atLarge) continue;
  const list = `${name} list`;
  figures.push(
    {
      section: 'scale',
      figure: `${list}: items read per returned at ${large}`,
      value: atLarge.read / Math.max(1, atLarge.returned),
      unit: '',
      budget: { max: 2 },
      note: `a second page of 20: ${atLarge.read} read for ${atLarge.returned} returned (at ${small}: ${atSmall.read}/${atSmall.returned})`,
    },
    {
      section: 'scale',
      figure: `${list}: latency ${large} / ${small} jobs`,
      value: atLarge.ms / atSmall.ms,
      unit: '×',
      budget: { max: 1.5 },
      note: `median of ${RUNS}: ${atSmall.ms.toFixed(1)} ms at ${small}, ${atLarge.ms.toFixed(1)} ms at ${large}; first page with its count ${atSmall.firstMs.toFixed(1)} / ${atLarge.firstMs.toFixed(1)} ms`,
    },
    {
      section: 'scale',
      figure: `${list}: first page items read per returned at ${large}`,
      value: atLarge.firstRead / Math.max(1, atLarge.firstReturned),
      unit: '',
      budget: { max: 2 },
      note: `a first page of 20 with its kept count: ${atLarge.firstRead} read for ${atLarge.firstReturned} returned; the recount it makes once per 5 minutes read ${atLarge.recountRead} (at ${small}: ${atSmall.recountRead})`,
    },
  );
}
reportFigures(figures);
