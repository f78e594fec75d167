import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@modern-jobs/api/local';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import { LOCK_FILE } from '../local-stack/data-lock.ts';
import { Client, signInAdmin } from './http-client.ts';

const tsx = join(repoRoot, 'scripts', 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** `npm start -- --fresh` as a second terminal would run it, on the running stack's data folder. */
function secondStart(port: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // Node warns on stderr when NO_COLOR and FORCE_COLOR are both set; the caller's terminal must not matter.
  const { FORCE_COLOR: _, ...callerEnv } = process.env;
  const child = spawn(process.execPath, [tsx, join(repoRoot, 'scripts', 'tasks', 'start.ts'), '--fresh'], {
    cwd: repoRoot,
    env: {
      ...callerEnv,
      PORT: String(port),
      MJ_DATA_DIR: inject('dataDir'),
      // A different password: a second start that got as far as the admin account would change it.
      MJ_ADMIN_PASSWORD: 'set-by-the-second-start',
      NO_COLOR: '1',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // Refused means it exits by itself; a start that went ahead would keep running until killed.
  const timer = setTimeout(() => child.kill('SIGINT'), 40_000);
  return new Promise((resolve) =>
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    }),
  );
}

const lockHolder = () => {
  const file = join(inject('dataDir'), LOCK_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : 'no lock';
};

async function expectFirstStackUntouched(holderBefore: string) {
  const admin = await signInAdmin();
  expect((await admin.get('/api/admin/session')).status).toBe(200);
  const jobs = (await (await new Client().get('/api/jobs')).json()) as unknown[];
  expect(jobs.length).toBeGreaterThan(0);
  expect(lockHolder()).toBe(holderBefore);
}

describe('a second npm start on the same data folder', () => {
  it("on the running stack's port: refused in one line, and the first stack's admin still signs in", async () => {
    const holder = lockHolder();
    const run = await secondStart(Number(new URL(inject('siteUrl')).port));
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/another local stack \(pid \d+\) is using .* at http:\/\/localhost:\d+; fix: /),
    ]);
    await expectFirstStackUntouched(holder);
  });

  it('on another port: refused by the lock on the data folder, with nothing changed', async () => {
    const holder = lockHolder();
    const run = await secondStart(await freePort());
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/another local stack .*; fix: /)]);
    expect(run.stdout).not.toMatch(/Modern Jobs is running/);
    await expectFirstStackUntouched(holder);
  });
});

describe('the local stack on the network', () => {
  it('listens on loopback only, unless HOST asks otherwise', () => {
    expect(inject('listening')).toBe('127.0.0.1');
  });
});
