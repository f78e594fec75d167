// The search index in process (issue 17): what building it costs at 500 and 50,000 jobs made from
// the demo jobs' whole vocabulary, and what each kind of search costs once built. The end-to-end
// figures (a request against DynamoDB Local) come when the index serves GET /api/jobs.
import { cityOf } from '@modern-jobs/domain';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { type SearchDoc, SearchIndex, type SearchQuery } from '../src/search/search-index.ts';
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
    figures.push({
      section,
      figure: `${name} p50`,
      value: median(times),
      unit: 'ms',
      note: `${last.total} matches, ${last.scored} scored${last.corrected ? `, corrected to "${last.corrected}"` : ''}`,
    });
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
reportFigures(figures);
