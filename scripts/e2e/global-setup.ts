import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@modern-jobs/api/local';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../lib/paths.ts';
import { type Stack, startLocalStack } from '../local-stack/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    adminMobile: string;
    adminPassword: string;
    dataDir: string;
    s3Endpoint: string;
    listening: string;
    /** the local inbox (maildev) on the site's origin, ending in / */
    inboxUrl: string;
  }
}

let stack: Stack | undefined;
/** How far ahead the digests' schedule runs: a day and a few minutes, past tomorrow's 9:02. */
const DIGEST_LEAD_MS = 24 * 3_600_000 + 5 * 60_000;
let dataDir: string | undefined;

/**
 * The web app's production build, current with its sources: turbo builds it only when they changed
 * since the last build (npm test's first step has just built it for infra's tests: a cache hit).
 */
function buildWeb(): void {
  const run = spawnSync(
    process.env.MJ_PNPM ?? 'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@modern-jobs/web', '--output-logs=errors-only'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`the web build failed:\n${run.stdout}${run.stderr}`);
}

/**
 * One fresh local stack for the browser tests, on a free port and a throw-away data folder, serving
 * the production build under the headers CloudFront sends (CSP included), as users get it: the
 * journeys run on what ships, and a page loads in a fraction of the time Vite's dev server takes
 * to hand a fresh browser its 150 modules.
 */
export async function setup(project: TestProject) {
  buildWeb();
  dataDir = mkdtempSync(join(tmpdir(), 'modern-jobs-e2e-'));
  stack = await startLocalStack({
    port: await freePort(),
    dataDir,
    fresh: true,
    webMode: 'static',
    // Tomorrow's digests, now: the digest journey (alerts.e2e.ts) gets its mail in seconds.
    digests: { everyMs: 3_000, clock: () => new Date(Date.now() + DIGEST_LEAD_MS) },
  });
  // The demo jobs' share cards, drawn from the seeding's writes, are there before any test looks.
  await stack.drained();
  project.provide('siteUrl', stack.url);
  project.provide('adminMobile', stack.admin.mobile);
  project.provide('adminPassword', stack.admin.password);
  project.provide('dataDir', dataDir);
  project.provide('s3Endpoint', stack.endpoints.s3);
  project.provide('listening', stack.listening);
  project.provide('inboxUrl', stack.inbox);
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
