import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@modern-jobs/api/local';
import type { TestProject } from 'vitest/node';
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
let dataDir: string | undefined;

/** One fresh local stack for the browser tests, on a free port and a throw-away data folder. */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'modern-jobs-e2e-'));
  stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true });
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
