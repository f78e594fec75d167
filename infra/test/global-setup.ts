import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleHandlers, type HandlerBundle } from '@modern-jobs/api/build';
import type { TestProject } from 'vitest/node';
import { INDEX_HTML, writeWebDist } from './web-fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** every handler, bundled once for all test files as the app does it: [handler, bundle] */
    handlerBundles: Array<[string, HandlerBundle]>;
    /** the stand-in for the SPA's build (web-fixture.ts), written once */
    webDist: string;
    /** a folder for the run's synthesized assemblies, removed when the run ends */
    scratch: string;
  }
}

/**
 * Bundles the handlers once for the whole run (esbuild, all 60-odd of them in one pass), rather than
 * once per test file: every file synthesizes from the same bundles and the same stand-in web build,
 * into this run's folder, which goes when the run ends. (synth.test.ts's `cdk synth` bundles on its
 * own, as an operator's does.)
 */
export async function setup(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), 'mj-infra-shared-'));
  try {
    const webDist = writeWebDist(join(scratch, 'web'));
    const bundles = await bundleHandlers({ outdir: join(scratch, 'handlers'), pageTemplate: INDEX_HTML });
    project.provide('handlerBundles', [...bundles]);
    project.provide('webDist', webDist);
    project.provide('scratch', scratch);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(scratch, { recursive: true, force: true });
}
