import { type StdioOptions, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, say } from '../lib/log.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureChromium, ensureJava, ensureMaven, ensureUrduFont } from '../lib/prerequisites.ts';
import { addReportFile, closingLine, emptyTally } from '../lib/test-summary.ts';

/**
 * The README's test command: typecheck, lint and unit tests of every package (through turbo), then
 * the browser tests in Chromium against the local stack; the API's integration tests against
 * DynamoDB Local and OpenSearch run beside both from the start. Ends with one summary line,
 * "N passed, N failed".
 */

const baseEnv = { ...process.env, MJ_JAVA: ensureJava(), MJ_MAVEN: ensureMaven(), MJ_CHROMIUM: ensureChromium() };
ensureUrduFont({ required: false });
/**
 * CI has no terminal, so without this no CI run would ever see colour, and a test that reads a
 * child's coloured output would pass there and fail in a developer's terminal (issue 20). In CI the
 * unit step runs with colour forced and the others with colour off; elsewhere every step gets the
 * caller's own terminal settings.
 */
const colourForced = { FORCE_COLOR: '1', TERM: 'xterm-256color', NO_COLOR: undefined };
const colourOff = { NO_COLOR: '1', FORCE_COLOR: undefined };
const pnpm = process.env.MJ_PNPM ?? 'pnpm';

interface Step {
  name: string;
  args: string[];
  /** vitest JSON reports, by the label the closing line gives them */
  reports: Record<string, string>;
  ciEnv: Record<string, string | undefined>;
  /**
   * Runs beside the other steps from the start, its output kept and shown when they are done.
   * The integration tests: they use about one core of the two, much of their time waiting on
   * DynamoDB Local and OpenSearch, so beside the others the run is shorter by most of theirs
   * (issue 30). Their files have timeouts for a shared machine.
   */
  beside?: boolean;
}

const STEPS: Step[] = [
  {
    name: 'typecheck, lint and unit tests',
    args: ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--continue', '--output-logs=errors-only'],
    reports: {
      '@modern-jobs/domain': 'packages/domain/reports/vitest.json',
      '@modern-jobs/api (unit)': 'packages/api/reports/unit.json',
      '@modern-jobs/web': 'packages/web/reports/vitest.json',
      '@modern-jobs/infra': 'infra/reports/vitest.json',
      '@modern-jobs/scripts (unit)': 'scripts/reports/unit.json',
    },
    ciEnv: colourForced,
  },
  {
    name: 'API integration tests (DynamoDB Local)',
    args: ['--filter', '@modern-jobs/api', 'run', 'test:integration'],
    reports: { '@modern-jobs/api (integration)': 'packages/api/reports/integration.json' },
    ciEnv: colourOff,
    beside: true,
  },
  {
    name: 'browser tests (Chromium, local stack)',
    args: ['--filter', '@modern-jobs/scripts', 'run', 'test:e2e'],
    reports: { '@modern-jobs/scripts (e2e)': 'scripts/reports/e2e.json' },
    ciEnv: colourOff,
  },
];

/** undefined values remove a variable rather than set it to the string 'undefined' */
function stepEnv(step: Step): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...baseEnv };
  if (!process.env.CI) return env;
  for (const [name, value] of Object.entries(step.ciEnv)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

const tally = emptyTally();
const failedSteps: string[] = [];
/** Each step's wall time, for the line before the closing one: test time is a budget (DESIGN). */
const stepTimes: string[] = [];
const begun = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function clearReports(step: Step): void {
  for (const report of Object.values(step.reports)) rmSync(join(repoRoot, report), { force: true });
}

function finished(step: Step, status: number | null, started: number, ended: number): void {
  const took = `${((ended - started) / 1000).toFixed(1)} s`;
  say(`${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${took}`);
  stepTimes.push(`${step.name} ${took}`);
  if (status !== 0) failedSteps.push(step.name);
  for (const [label, report] of Object.entries(step.reports)) addReportFile(tally, join(repoRoot, report), label);
}

/**
 * Runs a step's command: its exit status and when it ended. Not spawnSync: it would hold the event
 * loop, and a step beside the others could not be timed to its own end.
 */
function runStep(step: Step, stdio: StdioOptions): Promise<{ status: number | null; ended: number }> {
  const child = spawn(pnpm, step.args, { cwd: repoRoot, env: stepEnv(step), stdio });
  return new Promise((resolve) => {
    child.on('error', () => resolve({ status: null, ended: Date.now() }));
    child.on('close', (status) => resolve({ status, ended: Date.now() }));
  });
}

/** A step started beside the others: its output goes to a file, shown once it is awaited. */
function startBeside(step: Step): () => Promise<void> {
  clearReports(step);
  say(`${step.name} (beside the other steps; its output follows them)`);
  const started = Date.now();
  const logDir = mkdtempSync(join(tmpdir(), 'modern-jobs-test-'));
  const log = join(logDir, 'output.log');
  const out = openSync(log, 'w');
  // Its own time, from its start to its end, whenever the others end.
  const exit = runStep(step, ['ignore', out, out]);
  return async () => {
    const { status, ended } = await exit;
    say(`${step.name}: its output`);
    process.stdout.write(readFileSync(log, 'utf8'));
    rmSync(logDir, { recursive: true, force: true });
    finished(step, status, started, ended);
  };
}

const besides = STEPS.filter((step) => step.beside).map(startBeside);
for (const step of STEPS.filter((s) => !s.beside)) {
  clearReports(step);
  say(`${step.name}`);
  const started = Date.now();
  const { status, ended } = await runStep(step, 'inherit');
  finished(step, status, started, ended);
}
for (const awaitStep of besides) await awaitStep();

say(`times: ${stepTimes.join('; ')}; in all ${seconds(begun)}`);
for (const line of tally.notRun) say(line);
if (failedSteps.length > 0) say(`failed steps: ${failedSteps.join('; ')}`);
process.stdout.write(`${closingLine(tally)}\n`);
if (failedSteps.length > 0 || tally.failed > 0) fail('tests failed');
