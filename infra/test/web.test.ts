import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
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
beforeAll(async () => {
  ({ template, edgeTemplate } = await synthesize());
  config = resourcesOf(template, 'AWS::CloudFront::Distribution')[0]?.[1].DistributionConfig;
});

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

  it('caches public logos without any viewer cookie, ahead of the private /objects/* rule', () => {
    const patterns = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    const logos = behavior('/objects/logos/*');
    const [, policy] =
      resourcesOf(template, 'AWS::CloudFront::CachePolicy').find(([id]) => id === logos.CachePolicyId.Ref) ?? [];

    expect(patterns.indexOf('/objects/logos/*')).toBeLessThan(patterns.indexOf('/objects/*'));
    expect(logos.OriginRequestPolicyId).toBeUndefined();
    expect(logos.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(policy?.CachePolicyConfig).toMatchObject({
      DefaultTTL: 86400,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it('serves the app from the bucket with the SPA rewrite on the default behaviour only', () => {
    expect(config.DefaultCacheBehavior).toMatchObject({
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(JSON.stringify(config.WebACLId)).toContain('WebAcl');
  });

  it('sends app routes to index.html and leaves files alone (the function itself)', () => {
    const code = readFileSync(join(import.meta.dirname, '..', 'src', 'constructs', 'spa-rewrite.js'), 'utf8');
    const rewrite = (uri: string) =>
      (runInNewContext(`${code}; handler({ request: { uri: ${JSON.stringify(uri)} } })`) as { uri: string }).uri;

    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/job/seed-01')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
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
    expect(pages?.DistributionPaths).toEqual(['/index.html', '/version.json']);
    expect(JSON.stringify(pages)).toContain('version.json');
  });
});
