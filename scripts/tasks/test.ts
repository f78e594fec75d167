import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fail, say } from '../lib/log.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureChromium, ensureJava } from '../lib/prerequisites.ts';

/**
 * The README's test command: typecheck, lint and unit tests of every package (through turbo), the
 * API's integration tests against DynamoDB Local, then the browser tests in Chromium against the
 * local stack. Ends with one summary line, "N passed, N failed".
 */

const env = {
  ...process.env,
  MJ_JAVA: ensureJava(),
  MJ_CHROMIUM: ensureChromium(),
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const pnpm = process.env.MJ_PNPM ?? 'pnpm';

interface Step {
  name: string;
  args: string[];
  reports: string[];
}

const STEPS: Step[] = [
  {
    name: 'typecheck, lint and unit tests',
    args: ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--continue', '--output-logs=errors-only'],
    reports: [
      'packages/domain/reports/vitest.json',
      'packages/api/reports/unit.json',
      'packages/web/reports/vitest.json',
      'infra/reports/vitest.json',
      'scripts/reports/unit.json',
    ],
  },
  {
    name: 'API integration tests (DynamoDB Local)',
    args: ['--filter', '@modern-jobs/api', 'run', 'test:integration'],
    reports: ['packages/api/reports/integration.json'],
  },
  {
    name: 'browser tests (Chromium, local stack)',
    args: ['--filter', '@modern-jobs/scripts', 'run', 'test:e2e'],
    reports: ['scripts/reports/e2e.json'],
  },
];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

for (const step of STEPS) {
  for (const report of step.reports) rmSync(join(repoRoot, report), { force: true });
  say(`${step.name}`);
  const started = Date.now();
  const result = spawnSync(pnpm, step.args, { cwd: repoRoot, env, stdio: 'inherit' });
  say(`${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failedSteps.push(step.name);
  for (const report of step.reports) {
    const file = join(repoRoot, report);
    if (!existsSync(file)) {
      // A package whose tests never ran (e.g. its typecheck failed first) counts as a failure.
      failedSteps.push(`${report} missing`);
      totals.failed += 1;
      continue;
    }
    const data = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    totals.passed += data.numPassedTests;
    totals.failed += data.numFailedTests + data.numFailedTestSuites;
    totals.skipped += data.numPendingTests + data.numTodoTests;
  }
}

if (failedSteps.length > 0) say(`failed: ${failedSteps.join('; ')}`);
process.stdout.write(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
if (failedSteps.length > 0 || totals.failed > 0) fail('tests failed');
