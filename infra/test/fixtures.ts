import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleHandlers, type HandlerBundle } from '@modern-jobs/api/build';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';

// Everything a test file writes (bundles, synthesized assemblies, the fake build) goes under one
// folder that goes when the file's tests are done: each synthesis stages some 45 MB of assets.
const scratch = mkdtempSync(join(tmpdir(), 'mj-infra-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const scratchDir = (prefix: string) => mkdtempSync(join(scratch, prefix));

/** A stand-in for the SPA's build: one page with an inline script, one hashed asset. */
export const INLINE_SCRIPT = "document.title='x'";
function webDistFixture(): string {
  const dir = scratchDir('web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/a.js"></script></head></html>`,
  );
  writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
  return dir;
}

let bundles: Promise<Map<string, HandlerBundle>> | undefined;
/** Every handler bundled once per test file, as the app does it. */
export function handlerBundles(): Promise<Map<string, HandlerBundle>> {
  bundles ??= bundleHandlers({
    outdir: scratchDir('handlers-'),
    pageTemplate: readFileSync(join(webDistFixture(), 'index.html'), 'utf8'),
  });
  return bundles;
}

export async function synthesize(context: Record<string, string> = {}) {
  const app = new App({ context, outdir: scratchDir('cdk-') });
  const built = buildApp({
    app,
    bundles: await handlerBundles(),
    webDist: webDistFixture(),
    build: { version: '1.2.3', commit: 'abc1234', buildTime: '2026-11-21T00:00:00Z' },
    account: '123456789012',
  });
  return { ...built, template: Template.fromStack(built.site), edgeTemplate: Template.fromStack(built.edge) };
}

/** The resources of one type, as [logical id, properties]. */
export function resourcesOf(template: Template, type: string): Array<[string, Record<string, any>]> {
  return Object.entries(template.findResources(type)).map(([id, r]) => [id, (r as { Properties: any }).Properties]);
}

export type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/**
 * A role's granted statements, wherever they are: inline on the role (constructs/inline-grants-role.ts)
 * or in separate AWS::IAM::Policy resources attached to it (CDK's default, e.g. its own helpers' roles).
 */
export function grantsOf(template: Template, roleId: string): Statement[] {
  const role = template.toJSON().Resources[roleId]?.Properties ?? {};
  const inline = ((role.Policies ?? []) as Array<{ PolicyDocument: { Statement: Statement[] } }>).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
  const attached = resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Roles ?? []).some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}

/** Every role's granted statements in the template. */
export function allGrants(template: Template): Statement[] {
  return resourcesOf(template, 'AWS::IAM::Role').flatMap(([id]) => grantsOf(template, id));
}
