import type { HandlerBundle } from '@modern-jobs/api/build';
import { CfnOutput, Stack, type StackProps, Token } from 'aws-cdk-lib';
import type { Construct, IConstruct } from 'constructs';
import { Alarms } from './constructs/alarms.ts';
import { Api } from './constructs/api.ts';
import { Auth } from './constructs/auth.ts';
import { Dashboard } from './constructs/dashboard.ts';
import { LinkSecret, NEEDS_LINK_SECRET } from './constructs/link-secret.ts';
import { Mail } from './constructs/mail.ts';
import { OriginVerify } from './constructs/origin-verify.ts';
import { PaymentGateways } from './constructs/payment-gateways.ts';
import { Search } from './constructs/search.ts';
import { Storage } from './constructs/storage.ts';
import { Web } from './constructs/web.ts';
import { acknowledge, acknowledgeWildcards, arnToken } from './nag.ts';
import type { StageConfig } from './stage-config.ts';

export interface SiteStackProps extends StackProps {
  config: StageConfig;
  bundles: ReadonlyMap<string, HandlerBundle>;
  webDist: string;
  webAclArn: string;
}

/** One stage of Modern Jobs: storage, sign-in, the API and the site, wired together. */
export class SiteStack extends Stack {
  readonly storage: Storage;
  readonly auth: Auth;
  readonly api: Api;
  readonly mail: Mail;
  readonly web: Web;
  readonly originVerify: OriginVerify;
  readonly linkSecret: LinkSecret;
  readonly paymentGateways: PaymentGateways;
  readonly search: Search;
  readonly alarms: Alarms;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.storage = new Storage(this, 'Storage', config);
    this.mail = new Mail(this, 'Mail', config);
    this.api = new Api(this, 'Api', {
      config,
      bundles: props.bundles,
      table: this.storage.table,
      uploads: this.storage.uploads,
      mail: this.mail,
    });
    this.search = new Search(this, 'Search', config);
    this.api.giveSearch(this.search);
    // E-mail links that act without a sign-in (unsubscribe) are signed with it.
    this.linkSecret = new LinkSecret(this, 'LinkSecret', { production: config.production });
    this.api.giveLinkSecret(this.linkSecret.value, NEEDS_LINK_SECRET);
    this.paymentGateways = new PaymentGateways(this, 'PaymentGateways', { production: config.production });
    this.api.givePaymentGateways(this.paymentGateways.value);
    // The API answers only requests that came through CloudFront (and its WAF).
    this.originVerify = new OriginVerify(this, 'OriginVerify', { versions: config.originVerifyVersions });
    this.web = new Web(this, 'Web', {
      config,
      webDist: props.webDist,
      apiDomainName: this.api.domainName,
      apiOriginHeaders: { [this.originVerify.headerName]: this.originVerify.headerValue },
      uploadsOrigin: this.storage.uploadsOrigin,
      uploadsDomainName: this.storage.uploadsDomainName,
      logs: this.storage.logs,
      webAclArn: props.webAclArn,
    });
    // The distribution depends only on the API's host name, so its address can flow back into the
    // functions, the sign-in client and the bucket's CORS without a cycle.
    const siteOrigin = `https://${config.domainName ?? this.web.distribution.distributionDomainName}`;
    this.auth = new Auth(this, 'Auth', { config, siteOrigin });
    this.api.configure({
      siteOrigin,
      oidcIssuer: this.auth.issuer,
      oidcClientId: this.auth.client.userPoolClientId,
      oidcLogoutUrl: this.auth.logoutUrl,
      originVerifySecret: this.originVerify.accepted,
      distribution: this.web.distribution,
    });
    this.storage.allowUploadsFrom(siteOrigin);
    // The pages' invalidation runs once the functions that render them run the new build: cleared
    // earlier, an edge could fetch a page from the old function, naming the assets just pruned.
    this.web.pagesDeployment.node.addDependency(this.api);
    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      table: this.storage.table,
      workerFailures: this.api.workerFailures,
      mailFailures: Mail.failuresMetric(),
      email: config.alarmEmail,
    });
    this.dashboard = new Dashboard(this, 'Dashboard', {
      stage: config.stage,
      httpApi: this.api.httpApi,
      functions: this.api.functions,
      table: this.storage.table,
      workerFailures: this.api.workerFailures,
      alarms: this.alarms.alarms,
    });

    acknowledgeCdkProviders(this, this.web.siteBucket);

    new CfnOutput(this, 'SiteUrl', { value: siteOrigin, description: 'The site' });
    new CfnOutput(this, 'TableName', { value: this.storage.table.tableName });
    new CfnOutput(this, 'UploadsBucket', { value: this.storage.uploads.bucketName });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'AlarmTopic', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'DashboardUrl', {
      value: this.dashboard.url,
      description: 'The CloudWatch dashboard: traffic, errors, latency, functions, product metrics, the table',
    });
    new CfnOutput(this, 'MailEventsTopic', {
      value: this.mail.events.topicArn,
      description: "SES's bounce and complaint events, which stop mail to those addresses",
    });
    new CfnOutput(this, 'PaymentGatewaysSecret', {
      value: this.paymentGateways.secret.secretArn,
      description: 'The payment gateways\' merchant settings (README, "The wallet"): put them in, then deploy',
    });
    new CfnOutput(this, 'OriginVerifySecret', {
      value: this.originVerify.secret.secretArn,
      description: 'The header secret CloudFront sends the API; rotation: infra/src/constructs/origin-verify.ts',
    });
  }
}

/**
 * CDK's own deployment-time helper (the bucket deployment's function): its code and policy are CDK's,
 * not ours to change, and it runs only while CloudFormation deploys.
 */
function acknowledgeCdkProviders(stack: Stack, siteBucket: IConstruct): void {
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  for (const provider of stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "CDK's bucket-deployment function uses the basic execution role for its logs.",
    );
    for (const [id, reason] of [
      ['AwsSolutions-L1', 'CDK pins the runtime of its bucket-deployment function.'],
      ['Serverless-LambdaLatestVersion', 'CDK pins the runtime of its bucket-deployment function.'],
      ['Serverless-LambdaDLQ', 'CloudFormation invokes it and retries or rolls back itself.'],
      ['Serverless-LambdaTracing', 'Runs only during deployments; its logs are enough.'],
      [
        'AwsSolutions-IAM5[Resource::*]',
        'CloudFront invalidations (after each deploy) have no resource-level permissions.',
      ],
    ] as const) {
      acknowledge(provider, id, reason);
    }
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      acknowledge(
        provider,
        `AwsSolutions-IAM5[Action::${action}]`,
        "CDK's bucket-deployment function syncs whole folders.",
      );
    }
    acknowledgeWildcards(
      provider,
      [`${arnToken(siteBucket)}/*`, `arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*`],
      "CDK's bucket-deployment function copies the built site from the assets bucket into the site bucket.",
    );
  }
}
