import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Figure, figureTable, verdictOf } from '@modern-jobs/api/bench/figures';
import { fail, say } from '../lib/log.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureChromium, ensureJava, ensureMaven } from '../lib/prerequisites.ts';

/**
 * The README's benchmark command: builds the web app, runs every benchmark in its own process (each
 * sets up the environment it measures in), prints one table of figure, budget and verdict, and
 * writes the same to reports/bench/ (JSON for tools, text for people). Budgets: DESIGN §7.
 */

// Maven fetches the OpenSearch node's artifacts the first time (the search benchmark starts its own node).
const env = {
  ...process.env,
  MJ_JAVA: ensureJava(),
  MJ_MAVEN: ensureMaven(),
  MJ_CHROMIUM: ensureChromium(),
  FORCE_COLOR: '0',
};
const pnpm = process.env.MJ_PNPM ?? 'pnpm';
const outDir = join(repoRoot, 'reports', 'bench');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

interface Bench {
  name: string;
  cwd: string;
  file: string;
}
const BENCHES: Bench[] = [
  { name: 'web bundle sizes', cwd: 'scripts', file: 'bench/bundle-size.ts' },
  { name: 'handler overhead (mocked clients)', cwd: 'packages/api', file: 'bench/handler-overhead.ts' },
  { name: 'Lambda bundles and cold imports', cwd: 'packages/api', file: 'bench/lambda-bundles.ts' },
  { name: 'read cost at 500 and 50,000 jobs (DynamoDB Local)', cwd: 'packages/api', file: 'bench/list-read-cost.ts' },
  {
    name: "employers' lists and moderation at 50,000 jobs and 500,000 applications (DynamoDB Local)",
    cwd: 'packages/api',
    file: 'bench/employer-lists-read-cost.ts',
  },
  {
    name: 'a wallet page and a paid boost: capacity units (DynamoDB Local)',
    cwd: 'packages/api',
    file: 'bench/wallet-cost.ts',
  },
  { name: "CV bank: a 5 MB PDF's text, in a fresh process", cwd: 'packages/api', file: 'bench/cv-text.ts' },
  {
    name: 'CV bank: candidate search at 1,000 and 200,000 profiles (OpenSearch)',
    cwd: 'packages/api',
    file: 'bench/candidate-search.ts',
  },
  {
    name: 'CV bank: opting out, out of search (200 seekers, the whole local chain)',
    cwd: 'packages/api',
    file: 'bench/candidate-opt-out.ts',
  },
  {
    name: 'search and alert matching at 500 and 100,000 open jobs, 500,000 ever posted, 100,000 alerts (OpenSearch)',
    cwd: 'packages/api',
    file: 'bench/search-opensearch.ts',
  },
  {
    name: 'one job matching 10,000 instant alerts, end to end through the local SMTP inbox',
    cwd: 'scripts',
    file: 'bench/alert-fan-out.ts',
  },
  { name: 'Lighthouse and API load (local stack, production build)', cwd: 'scripts', file: 'bench/site.ts' },
  {
    name: "Lighthouse on a signed-in seeker's /profile (local stack, production build)",
    cwd: 'scripts',
    file: 'bench/signed-in-pages.ts',
  },
];

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
say('building the web app (production)');
if (spawnSync(pnpm, ['--filter', '@modern-jobs/web', 'build'], { cwd: repoRoot, env, stdio: 'inherit' }).status !== 0) {
  fail('the web build failed');
}

const figures: Figure[] = [];
const failed: string[] = [];
for (const bench of BENCHES) {
  say(bench.name);
  const benchStarted = Date.now();
  const out = join(outDir, `${bench.file.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(pnpm, ['exec', 'tsx', bench.file], {
    cwd: join(repoRoot, bench.cwd),
    env: { ...env, BENCH_OUT: out },
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(out)) {
    failed.push(bench.name);
    say(`${bench.name}: FAILED`);
    continue;
  }
  figures.push(...(JSON.parse(readFileSync(out, 'utf8')) as Figure[]));
  rmSync(out);
  say(`${bench.name}: ${seconds(benchStarted)}`);
}

const table = figureTable(figures);
const missed = figures.filter((f) => ['OVER', 'UNDER'].includes(verdictOf(f)));
const summary = `${figures.length} figures, ${figures.filter((f) => f.budget).length} with a budget, ${missed.length} missed; ${seconds(started)} in all`;
process.stdout.write(`\n${table}\n\n${summary}\n`);
writeFileSync(join(outDir, 'bench.txt'), `${table}\n\n${summary}\n`);
writeFileSync(
  join(outDir, 'bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), figures: figures.map((f) => ({ ...f, verdict: verdictOf(f) })) }, null, 2)}\n`,
);
say(`written to ${join('reports', 'bench')}/bench.json and bench.txt`);
if (failed.length > 0) fail(`benchmarks that did not finish: ${failed.join('; ')}`);
if (missed.length > 0) fail(`budgets missed: ${missed.map((f) => f.figure).join('; ')}`);
