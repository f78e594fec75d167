// The benchmarks that need the whole product running: the production build behind the local stack,
// with its API on DynamoDB Local and the demo data. Lighthouse first, on a quiet machine, then load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { reportFigures } from '@modern-jobs/api/bench/figures';
import { freePort } from '@modern-jobs/api/local';
import { startLocalStack } from '../local-stack/stack.ts';
import { lighthouseFigures, pagesToMeasure } from './lighthouse.ts';
import { loadFigures } from './load.ts';

const JOB = 'seed-01';
const dataDir = mkdtempSync(join(tmpdir(), 'mj-bench-'));
const stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, webMode: 'static' });
try {
  // Next to the figures, when the bench task asks for them: each page's median Lighthouse report.
  const reports = process.env.BENCH_OUT ? dirname(process.env.BENCH_OUT) : undefined;
  reportFigures([
    ...(await lighthouseFigures(stack.url, pagesToMeasure(['/', `/job/${JOB}`, '/ur/', `/ur/job/${JOB}`]), reports)),
    // BENCH_SKIP_LOAD=1: Lighthouse only, for a quick look while working on the pages.
    ...(process.env.BENCH_SKIP_LOAD ? [] : await loadFigures(stack.url, JOB)),
  ]);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
