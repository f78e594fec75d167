// Bundles every handler as infra deploys it (build/bundle-handlers.ts) and prints each bundle's size
// and its cold import time in a fresh Node process (DESIGN §7: each ≤ 400 KB, import ≤ 60 ms median).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@modern-jobs/domain/routes';
import { bundleHandlers } from '../build/bundle-handlers.ts';
import { BENCH_ENV } from './env.ts';

const RUNS = 5;
// Inside the package, so the bundles find the AWS SDK in node_modules as Lambda finds its own.
const out = join(import.meta.dirname, '..', 'dist', 'bench-bundles');
mkdirSync(out, { recursive: true });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median time, over RUNS fresh Node processes, of the given imports, run from the bundles' folder. */
function importTime(imports: string, what: string): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const code = `const t=performance.now();${imports};console.log(performance.now()-t)`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: out,
      env: { ...process.env, ...BENCH_ENV },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${what} failed to import: ${run.stderr}`);
    times.push(Number(run.stdout.trim()));
  }
  return median(times);
}

const rows: Array<{ handler: string; kb: number; importMs: number }> = [];
const bundles = await bundleHandlers({ outdir: out });
for (const route of ROUTES) {
  const outfile = join(bundles.get(route.handler)?.dir ?? '', 'index.mjs');
  const importMs = importTime(`await import(${JSON.stringify(outfile)})`, route.handler);
  rows.push({ handler: route.handler, kb: statSync(outfile).size / 1024, importMs });
}
// What the AWS SDK itself costs to load here, for comparison: Lambda loads the same SDK.
const sdkMs = importTime(
  "await import('@aws-sdk/lib-dynamodb');await import('@aws-sdk/client-dynamodb')",
  'the AWS SDK',
);
rmSync(out, { recursive: true, force: true });

rows.sort((a, b) => b.kb - a.kb);
for (const row of rows) {
  process.stdout.write(
    `${row.handler.padEnd(26)} ${row.kb.toFixed(0).padStart(5)} KB   import ${row.importMs.toFixed(1).padStart(6)} ms\n`,
  );
}
const largest = rows[0];
const slowest = [...rows].sort((a, b) => b.importMs - a.importMs)[0];
process.stdout.write(
  `\n${rows.length} bundles; largest ${largest?.handler} ${largest?.kb.toFixed(0)} KB (budget 400); ` +
    `median import ${median(rows.map((r) => r.importMs)).toFixed(1)} ms, slowest ${slowest?.handler} ${slowest?.importMs.toFixed(1)} ms (budget 60); ` +
    `of which the DynamoDB SDK alone ${sdkMs.toFixed(1)} ms\n`,
);
