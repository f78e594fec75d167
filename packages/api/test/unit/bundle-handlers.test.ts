import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandlers } from '../../build/bundle-handlers.ts';
import { SEMVER_GTE_SOURCE } from '../../build/semver-gte.ts';

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
    // Built-ins as the code names them: 'node:crypto', or 'util' in a CommonJS dependency's require.
    for (const path of externalImports) expect(path.startsWith('@aws-sdk/') || isBuiltin(path), path).toBe(true);
  });

  it('requires Node built-ins instead of importing them, so no ESM facade loads undici', async () => {
    const { OPENSEARCH_ENDPOINT: _engine, ...withoutSearchEngine } = process.env;
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
      // With no engine to warm up (search/opensearch/client.ts fetches it during init, on purpose).
      { env: withoutSearchEngine, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ handler: 'function', undici: false });
  });

  it('reaches the search engine while the function initializes, so its first search opens nothing', async () => {
    const dir = (await bundles).get('list-jobs')?.dir ?? '';
    const seen: string[] = [];
    const engine = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end();
    });
    engine.listen(0, '127.0.0.1');
    await once(engine, 'listening');
    const { port } = engine.address() as { port: number };
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(join(dir, 'index.mjs'))});`],
      { env: { ...process.env, OPENSEARCH_ENDPOINT: `http://127.0.0.1:${port}` }, stdio: 'ignore' },
    );
    const [code] = await once(child, 'exit');
    engine.close();
    expect(code).toBe(0);
    // The import itself (Lambda's init) asked: nothing was searched yet.
    expect(seen).toEqual(['HEAD /']);
  });

  it("carries the tracer's X-Ray SDK without the whole of semver", async () => {
    const dir = (await bundles).get('list-jobs')?.dir ?? '';
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toContain('captureAWSv3Client');
    expect(code).not.toContain('SEMVER_SPEC_VERSION');
  });
});

describe("the X-Ray SDK's semver", () => {
  const module = { exports: {} as { gte: (a: string, b: string) => boolean } };
  new Function('module', SEMVER_GTE_SOURCE)(module);
  const { gte } = module.exports;

  it('answers gte as semver does for the plain versions it is asked about', () => {
    expect(gte('24.11.1', '8.0.0')).toBe(true);
    expect(gte('v24.11.1', '8.0.0')).toBe(true);
    expect(gte('8.0.0', '8.0.0')).toBe(true);
    expect(gte('7.10.1', '8.0.0')).toBe(false);
    expect(gte('2.7.15', '2.7.15')).toBe(true);
    expect(gte('2.7.9', '2.7.15')).toBe(false);
    expect(gte('2.10.0', '2.7.15')).toBe(true);
    expect(gte('2.1691.0', '2.7.15')).toBe(true);
  });
});
