// What a handler costs per request in process, with the AWS clients mocked: p50 and p99 over many
// calls of GET /api/jobs and POST /api/applications (DESIGN §7: p50 ≤ 0.3 ms). This is the preset's
// parsing, validation, authorization, storage mapping and answer, without any network. And what a
// job's page (GET /job/{id}, rendered into index.html) adds over the same job's GET /api/jobs/{id}
// (issue 13: ≤ 15 ms at p50).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_ENV } from './env.ts';

Object.assign(process.env, BENCH_ENV);
const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo } = await import('../src/clients/dynamo.ts');
const { aJob, anApplication, aVerifiedCv } = await import('../test/fixtures.ts');
const { httpEvent } = await import('../test/http.ts');
const { sessionItems, seekerCookie, SEEKER_ID } = await import('../test/sessions.ts');
const { reportFigures, quantile } = await import('./figures.ts');

const UPLOAD_ID = 'u'.repeat(22);
const jobs = Array.from({ length: 20 }, (_, i) => ({
  ...aJob({ id: `job-${i}` }),
  PK: `JOB#job-${i}`,
  SK: 'JOB',
  GSI1PK: 'JOBS#ALL',
}));
// The table's answers by key, from a plain function in place of the client's send: the unit tests'
// aws-sdk-client-mock deep-compares every call with every expectation and remembers it, which costs
// several times what the handler does and would be most of the figure.
const items = new Map<string, unknown>([
  ...sessionItems(),
  ['JOB#job-1', { ...aJob({ id: 'job-1' }), PK: 'JOB#job-1', SK: 'JOB', indexKeys: [] }],
  [`UPLOAD#${UPLOAD_ID}`, aVerifiedCv(UPLOAD_ID, SEEKER_ID)],
]);
dynamo.send = (async (command: object) => {
  if (command instanceof GetCommand) return { Item: items.get(command.input.Key?.PK as string) };
  if (command instanceof QueryCommand) return { Items: jobs, Count: jobs.length, ScannedCount: jobs.length };
  return {}; // writes succeed
}) as typeof dynamo.send;

const { handler: listJobs } = await import('../src/handlers/list-jobs.ts');
const { handler: createApplication } = await import('../src/handlers/create-application.ts');
const { handler: getJob } = await import('../src/handlers/get-job.ts');
const { handler: jobPage } = await import('../src/handlers/job-page.ts');
const { setPageTemplate } = await import('../src/pages/template.ts');
// The build's index.html when there is one (what Lambda carries), else the source it is built from.
const web = join(import.meta.dirname, '..', '..', 'web');
const built = join(web, 'dist', 'index.html');
const template = readFileSync(existsSync(built) ? built : join(web, 'index.html'), 'utf8');
setPageTemplate(async () => template);
const application = JSON.stringify(anApplication(UPLOAD_ID));

const context = { getRemainingTimeInMillis: () => 30_000, awsRequestId: 'bench' } as never;
const RUNS = 5000;
async function measure(
  name: string,
  call: () => Promise<{ statusCode?: number }>,
  expected: number,
  budget: number | null = 0.3,
) {
  const first = await call();
  if (first.statusCode !== expected) throw new Error(`${name} answered ${first.statusCode}, not ${expected}`);
  for (let i = 0; i < 500; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  const note = `${RUNS} calls after 500 to warm up; DynamoDB answered by a function in place of send`;
  return [
    {
      section: 'handler overhead',
      figure: `${name} p50`,
      value: quantile(times, 0.5),
      unit: 'ms',
      ...(budget === null ? {} : { budget: { max: budget } }),
      note,
    },
    { section: 'handler overhead', figure: `${name} p99`, value: quantile(times, 0.99), unit: 'ms', note },
  ];
}

const apiJob = await measure(
  'GET /api/jobs/{id}',
  () => getJob(httpEvent({ params: { id: 'job-1' } }), context),
  200,
  null,
);
const pageJob = await measure(
  'GET /job/{id}',
  () => jobPage(httpEvent({ path: '/job/job-1', params: { id: 'job-1' } }), context),
  200,
  null,
);
reportFigures([
  ...apiJob,
  ...pageJob,
  {
    section: 'handler overhead',
    figure: "a job's page over its API read, p50",
    value: (pageJob[0]?.value ?? 0) - (apiJob[0]?.value ?? 0),
    unit: 'ms',
    budget: { max: 15 },
    note: 'GET /job/{id} (head, JSON-LD and summary rendered into index.html) minus GET /api/jobs/{id}',
  },
  ...(await measure('GET /api/jobs', () => listJobs(httpEvent({ query: { type: 'contract' } }), context), 200)),
  ...(await measure(
    'POST /api/applications',
    () =>
      createApplication(
        httpEvent({
          method: 'POST',
          cookies: [`__Host-${seekerCookie}`], // the bench's site is HTTPS
          headers: { origin: BENCH_ENV.SITE_ORIGIN, 'content-type': 'application/json' },
          body: application,
        }),
        context,
      ),
    201,
  )),
]);
