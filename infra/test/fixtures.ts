import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { HandlerBundle } from '@modern-jobs/api/build';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';

export { INLINE_SCRIPT } from './web-fixture.ts';

// The handlers' bundles, the stand-in web build and every synthesized assembly (some 45 MB of staged
// assets each) go under global-setup.ts's folder, which goes when the run ends.
const scratchDir = (prefix: string) => mkdtempSync(join(inject('scratch'), prefix));

let bundles: Map<string, HandlerBundle> | undefined;
/** Every handler bundled once for the whole run (global-setup.ts), as the app does it. */
export async function handlerBundles(): Promise<Map<string, HandlerBundle>> {
  bundles ??= new Map(inject('handlerBundles'));
  return bundles;
}

async function synthesizeOnce(context: Record<string, string>) {
  const app = new App({ context, outdir: scratchDir('cdk-') });
  const built = buildApp({
    app,
    bundles: await handlerBundles(),
    webDist: inject('webDist'),
    build: { version: '1.2.3', commit: 'abc1234', buildTime: '2026-11-21T00:00:00Z' },
    account: '123456789012',
  });
  return { ...built, template: Template.fromStack(built.site), edgeTemplate: Template.fromStack(built.edge) };
}

const synthesized = new Map<string, ReturnType<typeof synthesizeOnce>>();
/**
 * The app synthesized with a context, once per run and context (the files share this module: the
 * config's isolate: false): the tests only read what it made, its templates and its constructs, so
 * a second test asking for the same context gets the same app.
 */
export function synthesize(context: Record<string, string> = {}): ReturnType<typeof synthesizeOnce> {
  const key = JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b)));
  const app = synthesized.get(key) ?? synthesizeOnce(context);
  synthesized.set(key, app);
  return app;
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
