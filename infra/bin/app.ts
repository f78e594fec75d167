// The CDK app's entry (cdk.json): bundles the handlers, checks the SPA is built, and builds the stacks.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleHandlers } from '@modern-jobs/api/build';
import { buildApp } from '../src/app.ts';

const root = join(import.meta.dirname, '..', '..');
const webDist = join(root, 'packages', 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('The site is not built; run: pnpm --filter @modern-jobs/web build');
  process.exit(1);
}

const bundles = await bundleHandlers({ outdir: join(import.meta.dirname, '..', 'dist', 'handlers'), sourcemap: true });
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version;
// The commit and its time, not the clock: the same checkout synthesizes the same template, so a
// deploy without changes changes nothing.
let commit = 'unknown';
let buildTime = 'unknown';
try {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  commit = git('rev-parse', '--short', 'HEAD');
  buildTime = git('log', '-1', '--format=%cI');
} catch {
  // Not a git checkout (e.g. an unpacked release): the version still says what runs.
}

buildApp({
  bundles,
  webDist,
  build: { version: version ?? '0.0.0', commit, buildTime },
  region: process.env.CDK_DEFAULT_REGION,
  account: process.env.CDK_DEFAULT_ACCOUNT,
});
