// What the operator's lists read at 5,000 jobs and 50,000 applications, against DynamoDB Local
// (issue 18: items read per item returned ≤ 2 for every filter the operator has). Items are written
// directly in their stored shape, to keep the load quick.
import { APPLICATION_STATUSES, type ApplicationStatus, type Job } from '@modern-jobs/domain';
import { type Figure, reportFigures } from './figures.ts';
import { benchTable } from './local-table.ts';

const JOBS = Number(process.env.BENCH_ADMIN_JOBS ?? 5000);
const APPLICATIONS = Number(process.env.BENCH_ADMIN_APPLICATIONS ?? 50_000);
const PAGE = 50;
/** How applications are spread over statuses: most wait, few are rejected. */
const SHARE: Record<ApplicationStatus, number> = { submitted: 0.7, reviewed: 0.15, shortlisted: 0.1, rejected: 0.05 };

const table = await benchTable('bench-admin');
const { indexEntriesOf, partitionOf, list } = await import('../src/jobs/store/job-index.ts');
const { listAllJobs } = await import('../src/search/job-lists.ts');
const { listApplications, statusList } = await import('../src/applications/store/applications.ts');

const now = Date.now();
const day = (i: number) => new Date(now - (i % 100) * 86_400_000 - i * 1000).toISOString();
function statusOf(i: number): ApplicationStatus {
  let edge = 0;
  const at = (i * 7919) % 1000;
  for (const status of APPLICATION_STATUSES) {
    edge += SHARE[status] * 1000;
    if (at < edge) return status;
  }
  return 'submitted';
}

const started = performance.now();
const adminPartition = partitionOf(list.admin);
const jobs: Array<Record<string, unknown>> = [];
for (let i = 0; i < JOBS; i++) {
  const job = {
    id: `job-${i}`,
    title: `Job ${i}`,
    company: 'Co',
    companyLogo: null,
    description: 'x',
    location: 'Lahore',
    jobType: 'full-time',
    salaryMin: null,
    salaryMax: null,
    skills: [],
    requirements: null,
    benefits: null,
    applicationDeadline: null,
    isBoosted: false,
    boostExpiry: null,
    status: 'approved',
    createdAt: day(i),
    updatedAt: day(i),
  } as Job;
  jobs.push(
    ...(indexEntriesOf(job, new Date(now)) as unknown as Array<Record<string, unknown>>).filter(
      (e) => e.GSI1PK === adminPartition,
    ),
  );
}
await table.write(jobs);
const applications: Array<Record<string, unknown>> = [];
for (let i = 0; i < APPLICATIONS; i++) {
  const appliedAt = day(i);
  const sortKey = `${appliedAt}#app-${i}`;
  applications.push({
    PK: `APP#app-${i}`,
    SK: 'APP',
    entity: 'application',
    id: `app-${i}`,
    jobId: `job-${i % JOBS}`,
    jobTitle: 'Job',
    userId: `u-${i}`,
    fullName: 'A',
    contactNumber: '+923001112233',
    whatsappNumber: '+923001112233',
    email: 'a@x.pk',
    cvPath: '/objects/uploads/x',
    status: statusOf(i),
    appliedAt,
    GSI2PK: `JOBAPPS#job-${i % JOBS}`,
    GSI2SK: sortKey,
    GSI3PK: 'APPS',
    GSI3SK: sortKey,
    GSI4PK: statusList(statusOf(i)),
    GSI4SK: sortKey,
  });
}
await table.write(applications);
process.stderr.write(
  `loaded ${JOBS} jobs and ${APPLICATIONS} applications in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
);

const figures: Figure[] = [];
const ratio = (read: number, returned: number) => (returned === 0 ? read : read / returned);
const measure = async (figure: string, query: Parameters<typeof listApplications>[0], note?: string) => {
  // The second page: past the first, as an operator paging on reads it.
  const first = await listApplications(query);
  const page = first.nextCursor ? await listApplications({ ...query, cursor: first.nextCursor }) : first;
  figures.push({
    section: 'operator lists',
    figure: `${figure}: items read per item returned`,
    value: ratio(page.itemsRead, page.applications.length),
    unit: '',
    budget: { max: 2 },
    note: `${page.applications.length} returned for ${page.itemsRead} read${note ? `; ${note}` : ''}`,
  });
};

const firstJobs = await listAllJobs(PAGE);
const jobsPage = await listAllJobs(PAGE, firstJobs.nextCursor);
figures.push({
  section: 'operator lists',
  figure: `jobs (${JOBS}), a page: items read per item returned`,
  value: ratio(jobsPage.itemsRead, jobsPage.jobs.length),
  unit: '',
  budget: { max: 2 },
  note: `${jobsPage.jobs.length} returned for ${jobsPage.itemsRead} read`,
});
await measure(`applications (${APPLICATIONS}), all`, { limit: PAGE });
await measure('applications, one job', { jobId: 'job-7', limit: PAGE }, `${APPLICATIONS / JOBS} per job`);
await measure('applications, 3 days', { from: day(30).slice(0, 10), to: day(28).slice(0, 10), limit: PAGE });
for (const status of APPLICATION_STATUSES)
  await measure(`applications, ${status} (${SHARE[status] * 100}%)`, { status, limit: PAGE }, 'its own list (GSI4)');
// Within one job a status is a filter over the job's few applications: reported, and judged.
await measure(
  'applications, one job and a status',
  { jobId: 'job-7', status: 'shortlisted', limit: PAGE },
  'a filter within the job',
);
await table.stop();
reportFigures(figures);
