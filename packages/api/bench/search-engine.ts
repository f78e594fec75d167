// The search index in process (issue 17): what building it costs at 500 and 50,000 jobs made from
// the demo jobs' whole vocabulary, and what each kind of search costs once built. The end-to-end
// figures (a request against DynamoDB Local) come when the index serves GET /api/jobs.
import { cityOf } from '@modern-jobs/domain';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { type SearchDoc, SearchIndex, type SearchQuery } from '../src/search/search-index.ts';
import { indexEntriesOf } from '../src/storage/job-index.ts';
import { type Figure, median, reportFigures } from './figures.ts';

const SIZES = (process.env.BENCH_SIZES ?? '500,50000').split(',').map(Number);
const RUNS = 60;
const NOW = new Date();
const DAY = 86_400_000;
const WORKPLACES = ['pakistan', 'pakistan', 'pakistan', 'abroad', 'remote'] as const;

/** Job i: a demo job's texts, its title crossed with another's so the titles vary as real ones do. */
function docOf(i: number): SearchDoc {
  const seed = SEED_JOBS[i % SEED_JOBS.length]?.job;
  const other = SEED_JOBS[(i * 7 + 3) % SEED_JOBS.length]?.job;
  if (!seed || !other) throw new Error('no demo jobs');
  const [first = ''] = other.title.split(' ');
  return {
    id: `job-${i}`,
    title: i % 3 === 0 ? `${first} ${seed.title}` : seed.title,
    company: `${seed.company} ${i % 900}`,
    skills: seed.skills ?? [],
    location: seed.location,
    description: `${seed.description} ${seed.requirements ?? ''}`,
    jobType: seed.jobType,
    city: cityOf(seed.location),
    workplace: WORKPLACES[i % WORKPLACES.length] ?? 'pakistan',
    salaryMin: seed.salaryMin ?? null,
    salaryMax: seed.salaryMax ?? null,
    createdAt: new Date(NOW.getTime() - (i % 60) * DAY - i).toISOString(),
    boostUntil: i % 250 === 3 ? NOW.getTime() + DAY : null,
    closesAt: NOW.getTime() + 30 * DAY,
  };
}

const SEARCHES: Array<{ name: string; query: SearchQuery }> = [
  { name: 'keyword', query: { q: 'developer' } },
  { name: 'prefix', query: { q: 'dev' } },
  { name: 'common word', query: { q: 'pakistan' } },
  { name: 'three words', query: { q: 'senior react karachi' } },
  { name: 'typo', query: { q: 'enginer' } },
  {
    name: 'keyword + filters',
    query: { q: 'engineer', minSalary: 200_000, workplace: 'pakistan', postedWithinMs: 30 * DAY },
  },
  { name: 'filters only', query: { minSalary: 200_000, workplace: 'abroad', sort: 'salary' } },
  { name: 'no keyword', query: {} },
];

const figures: Figure[] = [];
for (const size of SIZES) {
  const section = `search engine (${size.toLocaleString('en')} jobs)`;
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = new SearchIndex();
  for (let i = 0; i < size; i++) index.put(docOf(i));
  const buildMs = performance.now() - started;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  figures.push(
    { section, figure: 'build', value: buildMs, unit: 'ms', note: 'every job put once, as a cold start would' },
    { section, figure: 'heap', value: heapMb, unit: 'MB' },
  );
  for (const { name, query } of SEARCHES) {
    const times: number[] = [];
    let last = index.search(query, NOW, { offset: 0, limit: 20 });
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      last = index.search(query, NOW, { offset: 0, limit: 20 });
      times.push(performance.now() - t);
    }
    figures.push(
      {
        section,
        figure: `${name} p50`,
        value: median(times),
        unit: 'ms',
        note: `${last.total} matches${last.corrected ? `, corrected to "${last.corrected}"` : ''}`,
      },
      {
        section,
        figure: `${name}: jobs scored per job returned`,
        value: last.scored / Math.max(1, last.ids.length),
        unit: '',
        note: `a page of 20 ranks the jobs that have the query's rarest word (${last.scored}), read from memory: no DynamoDB item`,
      },
    );
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    index.suggest(['dev', 'nur', 'acc', 'dri'][run % 4] ?? 'dev');
    times.push(performance.now() - t);
  }
  figures.push({ section, figure: 'suggestions p50', value: median(times), unit: 'ms' });
  const edit = performance.now();
  index.put({ ...docOf(1), title: 'Senior Vue Developer' });
  figures.push({ section, figure: 'one edit', value: performance.now() - edit, unit: 'ms' });
}
// Write amplification (issue 17): what one job's save writes, as saveJob's transaction holds it —
// the job item and its list entries (the search index itself is in memory and costs no write).
// DynamoDB's item size is its attribute names and values; a transactional write costs 2 WCU per KB.
const itemBytes = (item: Record<string, unknown>) =>
  Object.entries(item).reduce(
    (sum, [name, value]) =>
      sum +
      Buffer.byteLength(name) +
      (typeof value === 'number' ? 21 : Buffer.byteLength(JSON.stringify(value ?? null))),
    0,
  );
const wcu = (items: Array<Record<string, unknown>>) =>
  items.reduce((sum, item) => sum + 2 * Math.ceil(itemBytes(item) / 1024), 0);
const demo = SEED_JOBS.map((seed, i) => ({
  ...seed.job,
  id: `w-${i}`,
  companyLogo: null,
  skills: seed.job.skills ?? [],
  requirements: seed.job.requirements ?? null,
  benefits: seed.job.benefits ?? null,
  salaryMin: seed.job.salaryMin ?? null,
  salaryMax: seed.job.salaryMax ?? null,
  applicationDeadline: null,
  isBoosted: i % 4 === 0,
  boostExpiry: null,
  status: 'approved',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
}));
const writes = demo.map((job) => {
  const items = [
    job as unknown as Record<string, unknown>,
    ...indexEntriesOf(job, NOW).map((e) => e as unknown as Record<string, unknown>),
  ];
  return { items: items.length, wcu: wcu(items) };
});
const worst = writes.reduce((a, b) => (b.wcu > a.wcu ? b : a));
figures.push(
  {
    section: 'search writes',
    figure: 'items written per job save',
    value: median(writes.map((w) => w.items)),
    unit: '',
    note: `median over the ${demo.length} demo jobs, a quarter boosted (most: ${Math.max(...writes.map((w) => w.items))}); an edit writes the same and deletes the lists the job left; the keyword lists before the index were up to 16 more, twice when boosted`,
  },
  {
    section: 'search writes',
    figure: 'WCU per job save',
    value: median(writes.map((w) => w.wcu)),
    unit: 'WCU',
    note: `median, transactional (2 per KB of each item; most: ${worst.wcu}); the list of all open jobs carries the description's words`,
  },
);
reportFigures(figures);
