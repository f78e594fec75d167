// The CDK app's entry (cdk.json): builds the SPA and bundles the handlers, then builds the stacks,
// so `cdk deploy` always ships what is checked out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleHandlers } from '@modern-jobs/api/build';
import { build as buildWeb } from 'vite';
import { buildApp } from '../src/app.ts';

const root = join(import.meta.dirname, '..', '..');
const webDist = join(root, 'packages', 'web', 'dist');
// MJ_WEB_BUILT: the caller (npm test) has just built it.
if (!process.env.MJ_WEB_BUILT) await buildWeb({ root: join(root, 'packages', 'web'), logLevel: 'warn' });

const bundles = await bundleHandlers({
  outdir: join(import.meta.dirname, '..', 'dist', 'handlers'),
  sourcemap: true,
  pageTemplate: readFileSync(join(webDist, 'index.html'), 'utf8'),
});
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
