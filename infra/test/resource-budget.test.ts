import { ROUTES, routeKey } from '@modern-jobs/domain/routes';
import { CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthesize } from './fixtures.ts';

/** CloudFormation refuses to deploy a stack of more resources than this (a hard limit). */
const STACK_LIMIT = 500;
/** Where npm test stops a change: some routes short of the limit, so a deploy never meets it first. */
const CEILING = 470;
/**
 * The site stack must hold at least this many routes: the 60 of the route table when the routes
 * moved into their nested stacks, and 50 more (the wallet, profiles, trust and CV bank routes, and
 * room after them). A capacity, not a count: adding a route leaves it as it is; making every route
 * cost more lowers it.
 */
const MIN_ROUTE_CAPACITY = 60 + 50;
/** CloudFormation's limit on a template's parameters: a route stack takes one per route's function. */
const PARAMETER_LIMIT = 200;
/** IAM's limit on a role's inline policies, in characters without white space. */
const ROLE_POLICY_LIMIT = 10_240;

type Resources = Record<string, { Type: string; Properties?: unknown }>;
type Site = Awaited<ReturnType<typeof synthesize>>['site'];

/** The logical ids a value refers to (not DependsOn: that is order only; the pages wait for all of Api). */
function refsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsOf(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'Ref' && typeof v === 'string') into.add(v);
      else if (key === 'Fn::GetAtt' && Array.isArray(v)) into.add(String(v[0]));
      else refsOf(v, into);
    }
  return into;
}

/**
 * The resources each route costs in the site stack, by logical id: what its constructs make (its
 * function, role and log group, and anything CDK would put there, such as a Lambda permission), and
 * then what refers to that route's resources and no other route's, wherever it is declared (a policy,
 * a per-function alarm). What several routes use (the table, the API, the invoke role) is no route's,
 * nor is a route stack (counted on its own below), whatever it refers to.
 */
function routeCosts(site: Site, resources: Resources): Map<string, Set<string>> {
  const owner = new Map<string, string>();
  for (const route of ROUTES) {
    const fn = site.api.functions.get(route.handler);
    for (const c of [fn, fn?.role, fn?.logGroup].flatMap((c) => c?.node.findAll() ?? []))
      if (CfnResource.isCfnResource(c)) owner.set(site.getLogicalId(c), route.handler);
  }
  const refs = [...Object.entries(resources)]
    .filter(([, r]) => r.Type !== 'AWS::CloudFormation::Stack')
    .map(([id, r]) => [id, refsOf(r.Properties)] as const);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, out] of refs) {
      const routes = new Set([...out].flatMap((r) => owner.get(r) ?? []));
      if (owner.has(id) || routes.size !== 1) continue;
      owner.set(id, [...routes][0] as string);
      grew = true;
    }
  }
  const costs = new Map(ROUTES.map((r) => [r.handler, new Set<string>()]));
  for (const [id, handler] of owner) costs.get(handler)?.add(id);
  return costs;
}

describe('the site stack and its route stacks within CloudFormation’s limits', () => {
  it.each([
    ['dev', {}],
    [
      'prod with a custom domain, alarm e-mails and a mail identity',
      {
        stage: 'prod',
        domainName: 'jobs.example.pk',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        alarmEmail: 'ops@example.pk',
        mailIdentity: 'jobs.example.pk',
      },
    ],
  ])(
    '%s: stays under the ceiling, with room for 50 more routes than the budget began with, its routes in route stacks',
    async (name, context) => {
      const { template, site } = await synthesize(context);
      const resources = template.toJSON().Resources as Resources;
      const costs = [...routeCosts(site, resources)].map(([h, ids]) => ({
        h,
        types: [...ids].map((id) => resources[id]?.Type),
      }));
      const perRoute = Math.max(...costs.map((c) => c.types.length));
      const total = Object.keys(resources).length;
      const headroom = Math.floor((STACK_LIMIT - total) / perRoute);
      process.stdout.write(`${name}: ${JSON.stringify({ total, routes: ROUTES.length, perRoute, headroom })}\n`);

      expect(total).toBeLessThanOrEqual(CEILING);
      expect(ROUTES.length + headroom).toBeGreaterThanOrEqual(MIN_ROUTE_CAPACITY);
      // What a route costs here: no separate policy (inline-grants-role.ts), no Lambda permission (the
      // invoke role), its API route and integration in a route stack. A resource added per route must
      // be counted here, and is, in the sums above.
      for (const { h, types } of costs)
        expect(types.sort(), h).toEqual(['AWS::IAM::Role', 'AWS::Lambda::Function', 'AWS::Logs::LogGroup']);

      // Each route stack: its routes, their integrations and its invoke role, and a parameter per function.
      const inStacks: string[] = [];
      for (const [group, stack] of site.api.routeStacks) {
        const nested = Template.fromStack(stack).toJSON() as { Resources: Resources; Parameters?: object };
        const own = Object.values(nested.Resources);
        const keys = own
          .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
          .map((r) => (r.Properties as any).RouteKey);
        const parameters = Object.keys(nested.Parameters ?? {}).length;
        process.stdout.write(`${name}, ${group} routes: ${JSON.stringify({ routes: keys.length, parameters })}\n`);
        expect(own.map((r) => r.Type).sort()).toEqual(
          [
            'AWS::IAM::Role',
            ...keys.flatMap(() => ['AWS::ApiGatewayV2::Integration', 'AWS::ApiGatewayV2::Route']),
          ].sort(),
        );
        expect(parameters + MIN_ROUTE_CAPACITY - ROUTES.length).toBeLessThanOrEqual(PARAMETER_LIMIT);
        inStacks.push(...keys);
      }
      expect(inStacks.sort()).toEqual(ROUTES.map(routeKey).sort());

      // Each group's invoke role names its route functions, so it must fit its own and all the new
      // routes the capacity promises: each at its longest resolved ARN (a 14-letter region, a 64-letter
      // function name).
      const longest = `"arn:aws:lambda:${'r'.repeat(14)}:123456789012:function:${'f'.repeat(64)}"`;
      for (const stack of site.api.routeStacks.values()) {
        const nested = Template.fromStack(stack).toJSON().Resources as Resources;
        const invokeRole = nested[stack.getLogicalId(stack.invokeRole.node.defaultChild as never)]?.Properties as {
          Policies: unknown;
        };
        const policies = JSON.stringify(invokeRole.Policies).replace(/\{"Ref":"\w+"\}/g, longest);
        expect(policies).toContain('lambda:InvokeFunction');
        expect(policies.length + (MIN_ROUTE_CAPACITY - ROUTES.length) * (longest.length + 1)).toBeLessThanOrEqual(
          ROLE_POLICY_LIMIT,
        );
      }
    },
  );
});
