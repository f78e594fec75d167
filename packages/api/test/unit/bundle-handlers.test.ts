import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandlers } from '../../build/bundle-handlers.ts';

// Inside the package, so the bundles find the AWS SDK in node_modules as Lambda finds its own.
const dist = join(import.meta.dirname, '..', '..', 'dist');
mkdirSync(dist, { recursive: true });
const out = mkdtempSync(join(dist, 'test-bundles-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const bundles = bundleHandlers({ outdir: out, handlers: ['list-jobs', 'get-version'] });

describe('bundleHandlers', () => {
  it('leaves only what the Lambda runtime provides outside the bundle: Node and the AWS SDK', async () => {
    const { externalImports } = (await bundles).get('list-jobs') ?? { externalImports: [] };
    expect(externalImports).toContain('@aws-sdk/lib-dynamodb');
    for (const path of externalImports) expect(path).toMatch(/^(@aws-sdk\/|node:)/);
  });

  it('requires Node built-ins instead of importing them, so no ESM facade loads undici', async () => {
    const dir = (await bundles).get('list-jobs')?.dir ?? '';
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).not.toMatch(/from\s*["']node:/);
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m=await import(${JSON.stringify(join(dir, 'index.mjs'))});` +
          // JSON, not console.log's formatting, which colours values under FORCE_COLOR or a terminal.
          "process.stdout.write(JSON.stringify({handler:typeof m.handler,undici:process.moduleLoadList.some((x)=>x.includes('undici'))}))",
      ],
      { env: process.env, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ handler: 'function', undici: false });
  });
});
