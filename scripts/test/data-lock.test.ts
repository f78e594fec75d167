import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, LOCK_FILE, lockDataDir } from '../local-stack/data-lock.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const freshDir = () => {
  dir = mkdtempSync(join(tmpdir(), 'mj-lock-'));
  return dir;
};

describe('the lock on a data folder', () => {
  it('lets one stack in, refuses a second while the first is alive, and frees the folder on release', () => {
    const data = freshDir();
    const release = lockDataDir(data, 'http://localhost:5173');
    expect(() => lockDataDir(data, 'http://localhost:5174')).toThrow(
      new RegExp(`another local stack \\(pid ${process.pid}\\) is using .* at http://localhost:5173; fix: `),
    );
    release();
    expect(existsSync(join(data, LOCK_FILE))).toBe(false);
    lockDataDir(data, 'http://localhost:5174')();
  });

  it('clears a stale lock whose process is gone (a stack killed with SIGKILL)', () => {
    const data = freshDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(data, LOCK_FILE), JSON.stringify({ pid: dead, url: 'http://localhost:5173' }));
    const release = lockDataDir(data, 'http://localhost:6000');
    expect(JSON.parse(readFileSync(join(data, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      url: 'http://localhost:6000',
    });
    release();
  });

  it('clears a lock file that is not ours to read (half-written, or garbage)', () => {
    const data = freshDir();
    writeFileSync(join(data, LOCK_FILE), '{"pid":');
    expect(() => lockDataDir(data, 'http://localhost:5173')()).not.toThrow();
  });
});

describe('the port check', () => {
  it('refuses a port something listens on, with the one-line fix', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const { port } = server.address() as { port: number };
    await expect(assertPortFree(port)).rejects.toThrow(`port ${port} is in use; fix: `);
    await new Promise((resolve) => server.close(resolve));
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});
