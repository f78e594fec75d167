import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { MAIL_EVENT_FUNCTIONS, SCHEDULED_FUNCTIONS, WORKERS } from '@modern-jobs/domain/workers';
import { afterEach, describe, expect, it } from 'vitest';

const infra = join(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'mj-synth-'));
afterEach(() => rmSync(out, { recursive: true, force: true }));

interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    conclusion: string;
    violations: unknown[];
    suppressedViolations?: unknown[];
  }>;
}

describe('cdk synth (the CLI, as an operator runs it)', () => {
  it('synthesizes both stacks offline, without credentials, with every validation plugin clean', () => {
    // No credentials and no instance metadata: synthesis must not need an AWS account.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_')));
    const started = performance.now();
    const run = spawnSync('pnpm', ['exec', 'cdk', 'synth', '--quiet', '--output', out], {
      cwd: infra,
      env: { ...env, CDK_DISABLE_CLI_TELEMETRY: 'true', AWS_EC2_METADATA_DISABLED: 'true', MJ_WEB_BUILT: '1' },
      encoding: 'utf8',
    });
    const seconds = (performance.now() - started) / 1000;

    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'validation-report.json'), 'utf8')) as ValidationReport;
    // CDK lists only plugins with something to say; cdk-nag filters its acknowledged findings itself.
    expect(stripVTControlCharacters(`${run.stdout}${run.stderr}`)).not.toMatch(/AwsSolutions-|Serverless-/);
    for (const plugin of report.pluginReports) {
      expect(plugin.violations, plugin.pluginName).toEqual([]);
      expect(plugin.conclusion, plugin.pluginName).toBe('success');
    }

    const resources = (stack: string) =>
      Object.keys(JSON.parse(readFileSync(join(out, `${stack}.template.json`), 'utf8')).Resources).length;
    // The route stacks' templates (ModernJobsdevApiSiteRoutes….nested.template.json), by group.
    const routeStacks = readdirSync(out).flatMap((file) => {
      const group = /^ModernJobsdevApi(\w+?)Routes\w*\.nested\.template\.json$/.exec(file)?.[1];
      return group ? [[group, resources(file.replace(/\.template\.json$/, ''))] as const] : [];
    });
    const bundles = join(infra, 'dist', 'handlers');
    const sizes = readdirSync(bundles).map((h) => [h, statSync(join(bundles, h, 'index.mjs')).size] as const);
    // The 400 KB budget is a request's function's (the bundle bench's too): the card worker carries its
    // rasterizer by design, the mail functions their MIME composer; they are reported, not judged.
    const workers = new Set([...WORKERS, ...SCHEDULED_FUNCTIONS, ...MAIL_EVENT_FUNCTIONS].map((w) => w.handler));
    const [largest, bytes] = sizes.filter(([h]) => !workers.has(h)).sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
    const figures = {
      synthSeconds: Number(seconds.toFixed(1)),
      resources: {
        site: resources('ModernJobs-dev'),
        edge: resources('ModernJobs-dev-Edge'),
        routeStacks: Object.fromEntries(routeStacks),
      },
      functions: sizes.length,
      largestBundle: { handler: largest, kb: Number((bytes / 1024).toFixed(1)) },
      notRequestBundles: Object.fromEntries(
        sizes.filter(([h]) => workers.has(h)).map(([h, b]) => [h, Number((b / 1024).toFixed(1))]),
      ),
      acknowledged: Object.fromEntries(
        report.pluginReports.map((p) => [p.pluginName, p.suppressedViolations?.length ?? 0]),
      ),
    };
    mkdirSync(join(infra, 'reports'), { recursive: true });
    writeFileSync(join(infra, 'reports', 'synth.json'), `${JSON.stringify(figures, null, 2)}\n`);
    expect(Object.keys(figures.resources.routeStacks).sort()).toEqual([
      'Admin',
      'Employers',
      'Profiles',
      'Site',
      'Talent',
      'Wallet',
    ]);
    process.stdout.write(`cdk synth: ${JSON.stringify(figures)}\n`);
    expect(figures.largestBundle.kb).toBeLessThanOrEqual(400);
  });
});
