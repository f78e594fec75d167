import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { repoRoot } from '../lib/paths.ts';

/** The file that says a stack is using a data folder; a second stack on the same folder is refused. */
export const LOCK_FILE = 'stack.lock';

interface LockOwner {
  pid: number;
  url: string;
}

const shown = (dir: string) => {
  const path = relative(repoRoot, dir);
  return path && !path.startsWith('..') ? `${path}/` : dir;
};

/** Whether a process with this pid is alive (EPERM: alive, but another user's). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, url: String(owner.url ?? '') } : null;
  } catch {
    return null;
  }
}

/** The error to give when a live stack holds the folder; null when none does. Reads only. */
export function heldBy(dataDir: string): Error | null {
  const owner = readOwner(join(dataDir, LOCK_FILE));
  if (!owner || !isAlive(owner.pid)) return null;
  return new Error(
    `another local stack (pid ${owner.pid}) is using ${shown(dataDir)}${owner.url ? ` at ${owner.url}` : ''}; fix: use that one, or stop it with Ctrl-C first`,
  );
}

/**
 * Takes the data folder for this process: created with O_EXCL, so of two stacks starting at once
 * exactly one wins. A lock whose process is gone (a stack killed with SIGKILL, a crashed machine) is
 * stale and cleared. Answers the release function; throws a one-line error when another live stack
 * holds the folder.
 */
export function lockDataDir(dataDir: string, url: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies LockOwner), { flag: 'wx' });
      return () => {
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = heldBy(dataDir);
    if (held) throw held;
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${shown(dataDir)}; fix: delete ${join(shown(dataDir), LOCK_FILE)} and try again`);
}

/** Refuses a port that something already listens on, before anything else is started or written. */
export function assertPortFree(port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new Error(`port ${port} is in use; fix: stop what uses it, or PORT=<another port> npm start`)
          : error,
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
