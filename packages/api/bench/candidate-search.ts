// The CV bank's candidate search on a real OpenSearch node (issue 34: p50 ≤ 100 ms at 200,000
// profiles with realistic text; p99 reported). Starts its own node and stops it after, as the job
// search bench does (search-stack.ts). Profiles are made from the realistic jobs' vocabulary: a
// trade's title as the headline, its skills, two past jobs, and a ~2 KB CV text. Sizes:
// BENCH_CANDIDATE_SIZES (ascending), e.g.
//   BENCH_CANDIDATE_SIZES=1000,20000 pnpm exec tsx bench/candidate-search.ts
// What is timed is searchCandidates, the service GET /api/talent/candidates calls after its session
// and company checks: the function's own time.
import { performance } from 'node:perf_hooks';
import { type CandidateCriteria, EMPTY_PROFILE, type Profile } from '@modern-jobs/domain';
import { type Figure, quantile, reportFigures } from './figures.ts';
import { random, realisticJob } from './realistic-jobs.ts';
import { startSearchStack } from './search-stack.ts';

const SIZES = (process.env.BENCH_CANDIDATE_SIZES ?? '1000,200000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_CANDIDATE_RUNS ?? 100);
const NOW = new Date();
const count = (n: number) => n.toLocaleString('en-US');
const log = (line: string) => process.stderr.write(`candidate bench: ${line}\n`);

const CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan'];
const LANGUAGES = ['Urdu', 'English', 'Punjabi', 'Sindhi', 'Pashto', 'Arabic'];

/** Candidate i: a seeker of the trade of realistic job i, in the bank. */
function realisticCandidate(i: number): { profile: Profile; cvText: string; anonymous: boolean } {
  const job = realisticJob(i, NOW, 34);
  const past = realisticJob(i + 7_000_003, NOW, 34);
  const r = random(i * 31 + 7);
  const profile: Profile = {
    ...EMPTY_PROFILE,
    fullName: `Candidate ${i}`,
    city: r.pick(CITIES),
    headline: job.title,
    skills: job.skills,
    yearsOfExperience: r.int(0, 25),
    workHistory: [
      { title: job.title, company: job.company, from: '2022-01', to: null, current: true },
      { title: past.title, company: past.company, from: '2018-01', to: '2021-12', current: false },
    ],
    languages: r.some(LANGUAGES, r.int(1, 3)),
    expectedSalary: job.salaryMax ?? job.salaryMin ?? 80_000,
    openToAbroad: r.next() < 0.3,
    defaultCvId: 'cv',
    updatedAt: new Date(NOW.getTime() - r.int(0, 180) * 86_400_000).toISOString(),
  };
  return { profile, cvText: `${job.description} ${past.description}`, anonymous: r.next() < 0.4 };
}

const QUERIES: Array<{ name: string; q?: string; filters?: Partial<CandidateCriteria> }> = [
  { name: 'one word', q: 'accountant' },
  { name: 'start of a word', q: 'dev' },
  { name: 'two words', q: 'senior nurse' },
  { name: 'a skill', q: 'react' },
  { name: 'a word of CVs', q: 'experience' },
  { name: 'filters only', filters: { city: 'lahore', minYears: 3, activeWithinDays: 30 } },
  { name: 'words and filters', q: 'engineer', filters: { maxExpectedSalary: 300_000, languages: ['english'] } },
];

const stack = await startSearchStack();
const figures: Figure[] = [];
try {
  const { ensureIndex } = await import('../src/search/opensearch/indexes.ts');
  const { candidateDocumentOf } = await import('../src/talent/search/candidate-document.ts');
  const { searchCandidates } = await import('../src/talent/search/search-candidates.ts');
  const { bulkLoad } = await import('./search-load.ts');
  const { index } = await ensureIndex('candidates');
  let loaded = 0;
  for (const size of SIZES) {
    const seconds = await bulkLoad(index, loaded, size, (i) => {
      const { profile, cvText, anonymous } = realisticCandidate(i);
      const candidate = {
        userId: `c${i}`,
        profile,
        visibility: anonymous ? ('anonymous' as const) : ('visible' as const),
        hiddenByOperator: false,
        blockedCompanies: i % 50 === 0 ? ['bench-company'] : [],
        disabled: false,
      };
      return { id: `c${i}`, document: candidateDocumentOf(`c${i}`, candidate, cvText), version: 1 };
    });
    log(`${count(size)} profiles loaded (${seconds.toFixed(0)} s for ${count(size - loaded)})`);
    loaded = size;
    const times: number[] = [];
    for (const query of QUERIES) {
      const criteria: CandidateCriteria = {
        q: query.q,
        city: undefined,
        minYears: undefined,
        maxExpectedSalary: undefined,
        abroad: undefined,
        activeWithinDays: undefined,
        languages: [],
        ...query.filters,
      };
      const run = () => searchCandidates(criteria, 'bench-company', { limit: 20 }, NOW);
      for (let i = 0; i < 3; i++) await run();
      for (let i = 0; i < Math.ceil(RUNS / QUERIES.length); i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
    }
    figures.push(
      {
        section: 'cv bank',
        figure: `candidate search p50 (${count(size)} profiles)`,
        value: quantile(times, 0.5),
        unit: 'ms',
        budget: { max: 100 },
        note: `searchCandidates, first pages of 20 with the total, ${QUERIES.length} kinds of query, ${times.length} runs`,
      },
      {
        section: 'cv bank',
        figure: `candidate search p99 (${count(size)} profiles)`,
        value: quantile(times, 0.99),
        unit: 'ms',
      },
    );
  }
} finally {
  await stack.stop();
}
reportFigures(figures);
