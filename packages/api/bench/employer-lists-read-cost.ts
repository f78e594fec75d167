// What the employers' lists and the moderation queue read at 50,000 jobs and 500,000 applications,
// against DynamoDB Local (issue 16: items read per item returned ≤ 2 for an employer's jobs, a job's
// applicants and the moderation queue). Items are written directly in their stored shape, with the
// storage's own key functions, to keep the load quick.
import type { Company } from '@modern-jobs/domain';
import { type Figure, median, reportFigures } from './figures.ts';
import { benchTable } from './local-table.ts';

const JOBS = Number(process.env.BENCH_EMPLOYER_JOBS ?? 50_000);
const APPLICATIONS = Number(process.env.BENCH_EMPLOYER_APPLICATIONS ?? 500_000);
const EMPLOYERS = 2000;
/** The biggest employer's jobs; the others share the rest. */
const BIG_EMPLOYER_JOBS = 1000;
/** Jobs with many applicants (a tenth of all applications between them). */
const POPULAR_JOBS = 50;
const PAGE = 20;
const RUNS = 15;

const table = await benchTable('bench-employers');
const { employerList, ownerKeysOf } = await import('../src/jobs/store/job-index.ts');
const { listEmployerJobs, listModeration } = await import('../src/employers/store/employer-jobs.ts');
const { listApplicantsOf } = await import('../src/applications/store/applicants.ts');

const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const companyOf = (e: number): Company => ({
  name: `Company ${e}`,
  logo: null,
  website: null,
  city: 'lahore',
  about: null,
  createdAt: at(900_000),
  updatedAt: at(900_000),
});
/** Employer 0 has the first BIG_EMPLOYER_JOBS jobs; the rest go round the others. */
const ownerOf = (i: number) => (i < BIG_EMPLOYER_JOBS ? 0 : 1 + (i % (EMPLOYERS - 1)));
const popular = (i: number) => BIG_EMPLOYER_JOBS + i; // popular jobs are not the big employer's

const started = performance.now();
await table.load(EMPLOYERS, (e) => ({
  PK: `USER#emp-${e}`,
  SK: 'PROFILE',
  entity: 'user',
  id: `emp-${e}`,
  firstName: `Employer ${e}`,
  email: `employer${e}@example.pk`,
  walletBalance: '0.00',
  createdAt: at(900_000),
  company: companyOf(e),
}));
await table.load(JOBS, (i) => {
  const owner = ownerOf(i);
  // One in twelve waits for review; one in ten of those was sent back by the operator's form
  // (no `review` copy: the queue reads its employer).
  const pending = i % 12 === 5;
  const job = {
    id: `job-${i}`,
    title: `Job ${i}`,
    company: `Company ${owner}`,
    companyLogo: null,
    description: 'Weld frames.',
    location: 'Lahore, Pakistan',
    jobType: 'full-time' as const,
    salaryMin: null,
    salaryMax: null,
    skills: [],
    requirements: null,
    benefits: null,
    applicationDeadline: null,
    isBoosted: false,
    boostExpiry: null,
    status: pending ? 'pending' : 'approved',
    createdAt: at(JOBS - i),
    updatedAt: at(JOBS - i),
    ownerId: `emp-${owner}`,
    applicationCount: 0,
    submittedAt: at(JOBS - i),
    ...(pending && i % 120 !== 5
      ? {
          review: {
            employer: { id: `emp-${owner}`, firstName: `Employer ${owner}`, email: `employer${owner}@example.pk` },
            company: companyOf(owner),
          },
        }
      : {}),
  };
  return { ...job, PK: `JOB#${job.id}`, SK: 'JOB', entity: 'job', indexKeys: [], ...ownerKeysOf(job) };
});
const regular = JOBS - BIG_EMPLOYER_JOBS - POPULAR_JOBS;
// What an applicant's row shows and the one index the measured list reads (GSI2, a job's
// applicants): the others (each seeker's, all, by status) do not change what this Query reads, and
// writing them would triple the load's time.
await table.load(APPLICATIONS, (i) => {
  const jobIndex = i < APPLICATIONS / 10 ? popular(i % POPULAR_JOBS) : BIG_EMPLOYER_JOBS + POPULAR_JOBS + (i % regular);
  const appliedAt = at(APPLICATIONS - i);
  return {
    PK: `APP#app-${i}`,
    SK: 'APP',
    entity: 'application',
    id: `app-${i}`,
    jobId: `job-${jobIndex}`,
    fullName: `Applicant ${i}`,
    email: 'a@example.pk',
    contactNumber: '+923001112233',
    whatsappNumber: '+923001112233',
    status: 'submitted',
    appliedAt,
    GSI2PK: `JOBAPPS#job-${jobIndex}`,
    GSI2SK: `${appliedAt}#app-${i}`,
  };
});
const loadSeconds = (performance.now() - started) / 1000;
process.stderr.write(
  `loaded ${EMPLOYERS} employers, ${JOBS} jobs and ${APPLICATIONS} applications in ${loadSeconds.toFixed(0)} s\n`,
);

interface Page {
  items: unknown[];
  itemsRead: number;
  nextCursor: string | null;
}
const figures: Figure[] = [];
const section = `employers (${JOBS.toLocaleString('en')} jobs, ${APPLICATIONS.toLocaleString('en')} applications)`;

/** A page (the second, when `deeper`: past the first, as someone paging on reads it), its read cost and time. */
async function measure(figure: string, read: (cursor?: string) => Promise<Page>, deeper: boolean, note: string) {
  const first = await read();
  const cursor = deeper ? (first.nextCursor ?? undefined) : undefined;
  if (deeper && !cursor) throw new Error(`${figure}: no second page`);
  const times: number[] = [];
  let page = first;
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    page = await read(cursor);
    times.push(performance.now() - t);
  }
  figures.push({
    section,
    figure: `${figure}: items read per item returned`,
    value: page.items.length === 0 ? page.itemsRead : page.itemsRead / page.items.length,
    unit: '',
    budget: { max: 2 },
    note: `${page.items.length} returned for ${page.itemsRead} read; ${note}`,
  });
  figures.push({
    section,
    figure: `${figure}: time`,
    value: median(times),
    unit: 'ms',
    note: 'median, DynamoDB Local',
  });
}

const employerPage = (owner: number) => (cursor?: string) =>
  listEmployerJobs(`emp-${owner}`, { limit: PAGE, ...(cursor ? { cursor } : {}) });
await measure(
  `an employer's jobs (${BIG_EMPLOYER_JOBS}), second page`,
  employerPage(0),
  true,
  `one Query on ${employerList('emp-0')}, counts on the items`,
);
await measure("an employer's jobs (25), first page", employerPage(7), false, 'one Query on their partition');

const applicantsPage = (jobIndex: number) => async (cursor?: string) => {
  const job = `job-${jobIndex}`;
  const page = await listApplicantsOf(job, `emp-${ownerOf(jobIndex)}`, { limit: PAGE, ...(cursor ? { cursor } : {}) });
  if (!page) throw new Error(`${job} is not its owner's`);
  return page;
};
await measure(
  `a job's applicants (${(APPLICATIONS / 10 / POPULAR_JOBS).toLocaleString('en')}), second page`,
  applicantsPage(popular(3)),
  true,
  'the job read once (whose it is), then one Query on its applicants',
);
const typical = BIG_EMPLOYER_JOBS + POPULAR_JOBS + 11;
await measure(
  `a job's applicants (${Math.floor((APPLICATIONS * 0.9) / regular)}), first page`,
  applicantsPage(typical),
  false,
  'the job read once, then one Query',
);

const queuePage = async (cursor?: string) => listModeration({ limit: PAGE, ...(cursor ? { cursor } : {}) });
const pending = Math.ceil(JOBS / 12);
await measure(
  `moderation queue (${pending.toLocaleString('en')} pending), first page`,
  queuePage,
  false,
  'oldest first; jobs carry who sent them',
);
await measure(
  'moderation queue, second page',
  queuePage,
  true,
  'a tenth sent back by the operator: their employers in one BatchGetItem',
);
figures.push({
  section,
  figure: 'load time',
  value: loadSeconds,
  unit: 's',
  note: 'BatchWriteItem, 16 batches at a time',
});

await table.stop();
reportFigures(figures);
