// A new function instance's first search, run by search-opensearch.ts in a fresh Node process (plain
// node, its own type stripping: no loader) with the engine's address in its environment: imports the
// list handler's deployed bundle as Lambda's init would, answers one keyword search (timed: the first
// search), then the same search 30 times more (the warm ones), and prints what it measured and its
// resident memory as one JSON line. A first search builds nothing (no index lives in the function),
// so it should cost about what a warm one does. Then, as a control, the same search once more after
// the process has idled for PAUSE_MS: what a warm instance's search costs when it is not one of a
// run of the same search back to back (on these machines the idle alone costs as much as a new
// process, see search-opensearch.ts).
import { performance } from 'node:perf_hooks';

const bundle = process.env.BENCH_BUNDLE ?? '';
const event = JSON.parse(process.env.BENCH_EVENT ?? '{}');
const context = {
  getRemainingTimeInMillis: () => 10_000,
  awsRequestId: 'bench',
  functionName: 'list-jobs',
  memoryLimitInMB: '512',
};
const WARM = 30;
const PAUSE_MS = 400;

type Handler = (e: unknown, c: unknown) => Promise<{ statusCode?: number; body?: string }>;
const imported = performance.now();
const { handler } = (await import(bundle)) as { handler: Handler };
const importMs = performance.now() - imported;

async function call() {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await handler(event, context);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (result.statusCode !== 200) throw new Error(`GET /api/jobs answered ${result.statusCode}: ${result.body}`);
  return { ms, cpuMs, found: (JSON.parse(result.body ?? '[]') as unknown[]).length };
}

const first = await call();
const warm: number[] = [];
const warmCpu: number[] = [];
for (let i = 0; i < WARM; i++) {
  const { ms, cpuMs } = await call();
  warm.push(ms);
  warmCpu.push(cpuMs);
}
await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
const paused = await call();
warm.sort((a, b) => a - b);
warmCpu.sort((a, b) => a - b);
const memory = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    importMs,
    firstMs: first.ms,
    firstCpuMs: first.cpuMs,
    warmCpuMs: warmCpu[Math.floor(warmCpu.length / 2)],
    found: first.found,
    warmMs: warm[Math.floor(warm.length / 2)],
    pausedMs: paused.ms,
    rssMb: memory.rss / 2 ** 20,
    heapUsedMb: memory.heapUsed / 2 ** 20,
  })}\n`,
);
