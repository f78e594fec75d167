import type { HandlerBundle } from '@modern-jobs/api/build';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { EdgeStack } from './edge-stack.ts';
import { SiteStack } from './site-stack.ts';
import { type StageConfig, stageConfig } from './stage-config.ts';

const CROSS_STACK_STRENGTH = '@aws-cdk/core:defaultCrossStackReferences';

export interface BuildAppOptions {
  bundles: ReadonlyMap<string, HandlerBundle>;
  webDist: string;
  build: Pick<StageConfig, 'version' | 'commit' | 'buildTime'>;
  /** an App to fill in (the CLI's, or a test's with its own context) */
  app?: App;
  /** the region of the site's stack; Mumbai is the closest to Pakistan */
  region?: string;
  account?: string;
}

/** The CDK app: the edge stack (WAF, us-east-1) and the stage's site stack, checked by cdk-nag. */
export function buildApp({ bundles, webDist, build, app = new App(), region, account }: BuildAppOptions) {
  // The site stack reads the WAF's ARN from us-east-1; keep the producer protected while it is used.
  if (app.node.tryGetContext(CROSS_STACK_STRENGTH) === undefined) app.node.setContext(CROSS_STACK_STRENGTH, 'strong');
  const config = stageConfig(app, build);
  const prefix = `ModernJobs-${config.stage}`;
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    stage: config.stage,
    env: { account, region: 'us-east-1' },
    crossRegionReferences: true,
    description: `Modern Jobs ${config.stage}: WAF for CloudFront`,
  });
  const site = new SiteStack(app, prefix, {
    config,
    bundles,
    webDist,
    webAclArn: edge.webAclArn,
    env: { account, region: region ?? 'ap-south-1' },
    crossRegionReferences: true,
    description: `Modern Jobs ${config.stage}`,
  });
  site.addStackDependency(edge);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, config, edge, site };
}
