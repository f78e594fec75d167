// What the HTTP preset costs per request with the AWS clients mocked: p50 and p99 over many calls
// of GET /api/jobs/{id} and GET /api/jobs (DESIGN §7: p50 ≤ 0.3 ms).
import { BENCH_ENV } from './env.ts';

Object.assign(process.env, BENCH_ENV);
const { GetCommand, QueryCommand, DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
const { mockClient } = await import('aws-sdk-client-mock');
const ddb = mockClient(DynamoDBDocumentClient);
const { aJob } = await import('../test/fixtures.ts');
const job = { ...aJob({ id: 'j1' }), PK: 'JOB#j1', SK: 'JOB', indexKeys: [] };
ddb.on(GetCommand).resolves({ Item: job });
ddb.on(QueryCommand).resolves({ Items: [], Count: 0, ScannedCount: 0 });

const { handler: getJob } = await import('../src/handlers/get-job.ts');
const { handler: listJobs } = await import('../src/handlers/list-jobs.ts');
const { httpEvent } = await import('../test/http.ts');
const context = { getRemainingTimeInMillis: () => 30_000 } as never;

async function measure(name: string, call: () => Promise<unknown>, runs = 5000) {
  for (let i = 0; i < 500; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(times.length * q)] ?? 0).toFixed(3);
  process.stdout.write(
    `${name.padEnd(28)} p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   (${runs} calls, budget p50 ≤ 0.3 ms)\n`,
  );
}

await measure('GET /api/jobs/{id}', () => getJob(httpEvent({ params: { id: 'j1' } }), context));
await measure('GET /api/jobs?type=contract', () => listJobs(httpEvent({ query: { type: 'contract' } }), context));
