import { Annotations, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.ts';

/** Where the mail workers count the mails they gave up on (mail/deliver.ts logs "mail failed"). */
export const MAIL_METRICS = { namespace: 'ModernJobs/Mail', failed: 'MailFailed' } as const;

/**
 * Sending e-mail with SES: the stage's identity (a domain or one address, from context), and a
 * configuration set every e-mail goes out with, whose bounce and complaint events feed suppression.
 * SES's own account-level suppression list also stops mail to addresses that bounced or complained.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity?: EmailIdentity;
  readonly from: string;
  readonly replyTo?: string;
  private readonly identityArn: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.from = config.mailFrom;
    this.replyTo = config.mailReplyTo;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const stack = Stack.of(this);
    if (config.mailIdentity) {
      const isAddress = config.mailIdentity.includes('@');
      this.identity = new EmailIdentity(this, 'Identity', {
        identity: isAddress ? Identity.email(config.mailIdentity) : Identity.domain(config.mailIdentity),
        configurationSet: this.configurationSet,
      });
      this.identityArn = this.identity.emailIdentityArn;
    } else {
      // Grants still name one identity, never identity/*: sending stays refused until one is given.
      this.identityArn = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: config.mailFrom });
      Annotations.of(this).addWarningV2(
        'modern-jobs:no-mail-identity',
        `No mailIdentity (or domainName) in context: e-mails are queued, but SES will refuse to send them. Pass --context mailIdentity=<domain or address>.`,
      );
    }
  }

  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }

  /** Sending as this identity with this configuration set, and nothing else of SES. */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identityArn, this.configurationSetArn],
      }),
    );
  }

  /** Counts the mails a function gave up on, from its log lines, for the alarm. */
  countFailures(logGroup: ILogGroup, id: string): void {
    new MetricFilter(this, `${id}Failed`, {
      logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', 'mail failed'),
      metricNamespace: MAIL_METRICS.namespace,
      metricName: MAIL_METRICS.failed,
      metricValue: '1',
    });
  }

  static failuresMetric(): Metric {
    return new Metric({ namespace: MAIL_METRICS.namespace, metricName: MAIL_METRICS.failed, statistic: 'Sum' });
  }
}
