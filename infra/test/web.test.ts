import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { ORIGIN_VERIFY_HEADER } from '@modern-jobs/domain/web-security';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/edge-stack.ts';
import { INLINE_SCRIPT, resourcesOf, synthesize } from './fixtures.ts';

// CloudFront's managed policies, by id.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let template: Template;
let edgeTemplate: Template;
let config: Record<string, any>;
let site: Awaited<ReturnType<typeof synthesize>>['site'];
beforeAll(async () => {
  ({ template, edgeTemplate, site } = await synthesize());
  config = resourcesOf(template, 'AWS::CloudFront::Distribution')[0]?.[1].DistributionConfig;
});

/** A CloudFront Function of ours, run as CloudFront runs it on a viewer request: the URI it passes on. */
function viewerRequest(file: string): (uri: string) => string {
  const code = readFileSync(join(import.meta.dirname, '..', 'src', 'constructs', file), 'utf8');
  return (uri) =>
    (runInNewContext(`${code}; handler({ request: { uri: ${JSON.stringify(uri)} } })`) as { uri: string }).uri;
}

/** The policy a behaviour names by Ref: its properties. */
const referenced = (type: string, ref: { Ref: string } | undefined) =>
  resourcesOf(template, type).find(([id]) => id === ref?.Ref)?.[1];

const behavior = (pattern: string) =>
  config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);

describe('the distribution', () => {
  it('reads the site bucket through Origin Access Control only', () => {
    const [[oacId, oac]] = resourcesOf(template, 'AWS::CloudFront::OriginAccessControl') as [[string, any]];
    const s3Origin = config.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);

    expect(oac.OriginAccessControlConfig).toMatchObject({ SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    const sitePolicy = resourcesOf(template, 'AWS::S3::BucketPolicy')
      .flatMap(([, p]) => p.PolicyDocument.Statement)
      .find((s: { Principal?: { Service?: string } }) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(sitePolicy).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(sitePolicy.Condition)).toContain('AWS:SourceArn');
  });

  it('passes /api/* and /objects/* to the API uncached, with cookies and query strings', () => {
    for (const pattern of ['/api/*', '/objects/*']) {
      expect(behavior(pattern), pattern).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']),
      });
      expect(behavior(pattern).FunctionAssociations, pattern).toBeUndefined();
    }
  });

  it.each(['/objects/logos/*', '/objects/cards/*'])(
    'caches %s without any viewer cookie, ahead of the private /objects/* rule',
    (pattern) => {
      const patterns = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
      const objects = behavior(pattern);
      const policy = referenced('AWS::CloudFront::CachePolicy', objects.CachePolicyId);

      expect(patterns.indexOf(pattern)).toBeLessThan(patterns.indexOf('/objects/*'));
      expect(objects.OriginRequestPolicyId).toBeUndefined();
      expect(objects.AllowedMethods).toEqual(['GET', 'HEAD']);
      // A card's year-long Cache-Control (its name changes with what it shows) is kept, up to the max.
      expect(policy?.CachePolicyConfig.MaxTTL).toBe(31_536_000);
      expect(policy?.CachePolicyConfig).toMatchObject({
        DefaultTTL: 86400,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        },
      });
    },
  );

  it('sends the pages the API renders (the home page, a job’s in each language) to the API, cached as they say, one copy for all', () => {
    // A default root object would turn `/` into /index.html, the bucket's, before any behaviour is chosen.
    expect(config.DefaultRootObject).toBeUndefined();
    const apiBehavior = behavior('/api/*');
    const headersOf = (ref: { Ref: string }) =>
      referenced('AWS::CloudFront::ResponseHeadersPolicy', ref)?.ResponseHeadersPolicyConfig;
    const sitePage = headersOf(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    for (const pattern of ['/', '/job/*', '/ur/job/*', '/sitemap.xml', '/sitemaps/*', '/robots.txt']) {
      const page = behavior(pattern);
      const policy = referenced('AWS::CloudFront::CachePolicy', page?.CachePolicyId);

      expect(page).toMatchObject({
        TargetOriginId: apiBehavior.TargetOriginId,
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      // The site's page headers (CSP with the build's hashes, …), and browsers always ask again: the
      // page's s-maxage and stale-while-revalidate are for CloudFront only.
      const headers = headersOf(page.ResponseHeadersPolicyId);
      expect(headers.SecurityHeadersConfig).toEqual(sitePage.SecurityHeadersConfig);
      expect(headers.CustomHeadersConfig.Items).toContainEqual({
        Header: 'Cache-Control',
        Value: 'no-cache',
        Override: true,
      });
      expect(page.OriginRequestPolicyId).toBeUndefined();
      expect(page.FunctionAssociations).toBeUndefined();
      expect(policy?.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
        },
      });
    }
  });

  it('keeps the public reads that are the same for everyone at the edge, by path and query, ahead of /api/*', () => {
    const patterns = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    const apiBehavior = behavior('/api/*');
    for (const pattern of ['/api/jobs', '/api/jobs/*', '/api/settings/*']) {
      const shared = behavior(pattern);
      const policy = referenced('AWS::CloudFront::CachePolicy', shared?.CachePolicyId);

      expect(patterns.indexOf(pattern)).toBeLessThan(patterns.indexOf('/api/*'));
      // The admin's writes to the same paths still reach the API with their cookies and Origin.
      expect(shared).toMatchObject({
        TargetOriginId: apiBehavior.TargetOriginId,
        AllowedMethods: apiBehavior.AllowedMethods,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      });
      expect(shared.CachedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
      const headers = referenced('AWS::CloudFront::ResponseHeadersPolicy', shared.ResponseHeadersPolicyId);
      expect(headers?.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toEqual([
        { Header: 'Cache-Control', Value: 'no-cache', Override: true },
      ]);
      expect(policy?.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
        },
      });
    }
    expect(behavior('/api/*').CachePolicyId).toBe(CACHING_DISABLED);
  });

  it('serves the app from the bucket with the SPA rewrite on the default behaviour only', () => {
    expect(config.DefaultCacheBehavior).toMatchObject({
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(JSON.stringify(config.WebACLId)).toContain('WebAcl');
  });

  it('sends app routes to index.html and leaves files alone (the function itself)', () => {
    const rewrite = viewerRequest('spa-rewrite.js');

    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/job/seed-01')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });
});

describe('presigned downloads through the site (/_files)', () => {
  it('passes /_files/* to the uploads bucket uncached, with the signed query only, and nosniff on the way back', () => {
    const files = behavior('/_files/*');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === files.TargetOriginId);
    const request = referenced('AWS::CloudFront::OriginRequestPolicy', files.OriginRequestPolicyId);
    const headers = referenced('AWS::CloudFront::ResponseHeadersPolicy', files.ResponseHeadersPolicyId);

    expect(JSON.stringify(origin.DomainName)).toMatch(/uploads.*\.s3\./);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(origin.OriginCustomHeaders).toBeUndefined();
    expect(files).toMatchObject({ CachePolicyId: CACHING_DISABLED, AllowedMethods: ['GET', 'HEAD'] });
    expect(request?.OriginRequestPolicyConfig).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
    });
    expect(headers?.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(files.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
  });

  it('gives the bucket the path the API signed for (the function itself)', () => {
    const rewrite = viewerRequest('downloads-rewrite.js');

    expect(rewrite('/_files/uploads/abc')).toBe('/uploads/abc');
    expect(rewrite('/_files/logos/a%20b.png')).toBe('/logos/a%20b.png');
  });

  it('tells every function to hand out download links through the site', () => {
    for (const fn of resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Api')))
      expect(JSON.stringify(fn[1].Environment.Variables.S3_DOWNLOAD_BASE), fn[0]).toContain('/_files');
  });
});

describe('only CloudFront reaches the API', () => {
  /** The origin-verify secret's (the stack has others: LINK_SECRET's, constructs/link-secret.ts). */
  const originVerifySecrets = (of: Template) =>
    resourcesOf(of, 'AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('OriginVerify'));
  const secretIds = () => originVerifySecrets(template).map(([id]) => id);
  /** The origin each API behaviour sends to. */
  const apiOrigins = () =>
    ['/api/*', '/objects/logos/*', '/objects/cards/*', '/objects/*'].map((pattern) =>
      config.Origins.find((o: { Id: string }) => o.Id === behavior(pattern).TargetOriginId),
    );
  const functionEnvironments = () =>
    resourcesOf(template, 'AWS::Lambda::Function')
      .filter(([id]) => id.startsWith('Api'))
      .map(([, p]) => p.Environment.Variables as Record<string, unknown>);
  /** A template value as text, references to resources as ${logicalId}; a literal stays as it is. */
  const rendered = (value: unknown) =>
    typeof value === 'string'
      ? value
      : (value as { 'Fn::Join': [string, Array<string | { Ref: string }>] })['Fn::Join'][1]
          .map((part) => (typeof part === 'string' ? part : `\${${part.Ref}}`))
          .join('');
  /** A CloudFormation dynamic reference to the secret (its current version, or one by id). */
  const dynamicReference = (version = '', secretId = secretIds()[0]) =>
    `{{resolve:secretsmanager:\${${secretId}}:SecretString:::${version}}}`;

  it('keeps the secret in Secrets Manager, generated there, never written in the template', () => {
    const [[, secret]] = originVerifySecrets(template) as [[string, any]];

    expect(secretIds()).toHaveLength(1);
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.SecretString).toBeUndefined();
  });

  it('has CloudFront add the secret header, as a dynamic reference, on every request to the API', () => {
    const origins = apiOrigins();

    expect(origins).toHaveLength(4);
    for (const origin of origins) {
      expect(origin.DomainName).toBeDefined();
      const [header, ...others] = origin.OriginCustomHeaders;
      expect(others).toEqual([]);
      expect(header.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
      expect(rendered(header.HeaderValue)).toBe(dynamicReference());
    }
    const s3Origin = config.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginCustomHeaders).toBeUndefined();
  });

  it('gives every function the same reference to check it against, and nothing literal', () => {
    const environments = functionEnvironments();

    expect(environments.length).toBeGreaterThan(30);
    for (const variables of environments) expect(rendered(variables.ORIGIN_VERIFY_SECRET)).toBe(dynamicReference());
  });

  it('names the header as the API checks it (packages/api/src/http/guard.ts reads the same constant)', () => {
    const guard = readFileSync(
      join(import.meta.dirname, '..', '..', 'packages', 'api', 'src', 'http', 'guard.ts'),
      'utf8',
    );

    expect(guard).toMatch(/import \{ ORIGIN_VERIFY_HEADER \} from '@modern-jobs\/domain\/web-security'/);
    expect(guard).toContain('event.headers[ORIGIN_VERIFY_HEADER]');
  });

  it('rotates without refusing a request: CloudFront sends the first version, the functions accept all', async () => {
    const [older, newer] = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002'];
    const rotating = (await synthesize({ originVerifyVersions: `${older},${newer}` })).template;
    const origin = resourcesOf(rotating, 'AWS::CloudFront::Distribution')[0]?.[1].DistributionConfig.Origins.find(
      (o: { OriginCustomHeaders?: unknown }) => o.OriginCustomHeaders,
    );
    const [secretId] = originVerifySecrets(rotating).map(([id]) => id);
    const environments = resourcesOf(rotating, 'AWS::Lambda::Function')
      .filter(([id]) => id.startsWith('Api'))
      .map(([, p]) => rendered(p.Environment.Variables.ORIGIN_VERIFY_SECRET));

    expect(rendered(origin.OriginCustomHeaders[0].HeaderValue)).toBe(dynamicReference(older, secretId));
    expect(new Set(environments)).toEqual(
      new Set([`${dynamicReference(older, secretId)},${dynamicReference(newer, secretId)}`]),
    );
    await expect(synthesize({ originVerifyVersions: 'AWSCURRENT' })).rejects.toThrow(/originVerifyVersions/);
  });
});

describe('security headers on every page', () => {
  it('sets a CSP that allows the page’s own inline script by hash, HSTS, nosniff and no framing', () => {
    const page = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy').find(
      ([, p]) => p.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    )?.[1].ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const csp = JSON.stringify(page.ContentSecurityPolicy.ContentSecurityPolicy);

    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('.s3.');
    expect(page).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
  });
});

describe('WAF (us-east-1)', () => {
  it('blocks by rate per IP, tighter on sign-in, with AWS managed rules', () => {
    const [[, acl]] = resourcesOf(edgeTemplate, 'AWS::WAFv2::WebACL') as [[string, any]];
    const rule = (name: string) => acl.Rules.find((r: { Name: string }) => r.Name === name);

    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(rule('per-ip-rate').Statement.RateBasedStatement).toMatchObject({
      Limit: RATE_LIMITS.perIp,
      AggregateKeyType: 'IP',
    });
    expect(rule('sign-in-rate').Statement.RateBasedStatement.Limit).toBe(RATE_LIMITS.signInPerIp);
    expect(rule('per-ip-rate').Action).toEqual({ Block: {} });
    expect(acl.Rules.map((r: { Name: string }) => r.Name)).toContain('AWSManagedRulesCommonRuleSet');
  });
});

describe('deployment of the built site', () => {
  it('deploys the build and a version.json with the commit, and invalidates the page', () => {
    const deployments = resourcesOf(template, 'Custom::CDKBucketDeployment');
    const pages = deployments.find(([, p]) => p.DistributionPaths)?.[1];

    expect(deployments).toHaveLength(2);
    // Only once the functions that render pages run the new build.
    const [pagesId] = deployments.find(([, p]) => p.DistributionPaths) ?? [];
    const dependsOn = template.toJSON().Resources[pagesId ?? ''].DependsOn as string[];
    const jobPage = site.getLogicalId(site.api.functions.get('job-page')?.node.defaultChild as never);
    expect(dependsOn).toContain(jobPage);
    // A cached page of the API's names the assets this deploy pruned: every one is invalidated too.
    expect(pages?.DistributionPaths).toEqual([
      '/index.html',
      '/version.json',
      '/',
      '/job/*',
      '/ur/job/*',
      '/sitemap.xml',
      '/sitemaps/*',
      '/robots.txt',
    ]);
    expect(JSON.stringify(pages)).toContain('version.json');
  });
});
