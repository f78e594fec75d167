import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per IP per 5 minutes. Mobile carriers share IPs (CGNAT), so the site-wide cap is generous. */
export const RATE_LIMITS = { perIp: 2000, signInPerIp: 100 } as const;

const visibility = (metricName: string) => ({
  metricName,
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
});

const managed = (name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]) => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
  visibilityConfig: visibility(name),
});

/**
 * What CloudFront needs from us-east-1: the WAF web ACL (CLOUDFRONT scope exists only there).
 * The site's stack reads its ARN across regions.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, props);
    const acl = new CfnWebACL(this, 'WebAcl', {
      name: `modern-jobs-${props.stage}`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`modern-jobs-${props.stage}`),
      rules: [
        {
          name: 'sign-in-rate',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: RATE_LIMITS.signInPerIp,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: ['/api/admin/login', '/api/login'].map((path) => ({
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'EXACTLY',
                      searchString: path,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  })),
                },
              },
            },
          },
          visibilityConfig: visibility('sign-in-rate'),
        },
        {
          name: 'per-ip-rate',
          priority: 1,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: RATE_LIMITS.perIp, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('per-ip-rate'),
        },
        managed('AWSManagedRulesAmazonIpReputationList', 2),
        // Job descriptions are long: the 8 KB body-size rule only counts, it does not block.
        managed('AWSManagedRulesCommonRuleSet', 3, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 4),
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
