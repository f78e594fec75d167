import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { type IGrantable, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { type CfnSubscription, Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.ts';

/** Where the mail workers count the mails they gave up on (mail/deliver.ts logs "mail failed"). */
export const MAIL_METRICS = { namespace: 'ModernJobs/Mail', failed: 'MailFailed' } as const;

/**
 * The events a subscriber is given (an SNS filter policy on the message body): complaints, and
 * bounces that are permanent. SES publishes every bounce (the destination cannot choose), so a full
 * mailbox (Transient) is dropped here and never invokes the function; the function checks again.
 */
export const MAIL_EVENT_FILTER = {
  $or: [{ eventType: ['Complaint'] }, { eventType: ['Bounce'], bounce: { bounceType: ['Permanent'] } }],
} as const;

/**
 * Sending e-mail with SES: the stage's identity (a domain or one address, from context), and a
 * configuration set every e-mail goes out with, whose bounce and complaint events feed suppression:
 * SES publishes them to an SNS topic (`events`), which the mail-events function follows and turns
 * into SUPPRESS# items the mail workers check. SES's own account-level suppression list (the
 * configuration set's suppression options) also stops mail to addresses that bounced or complained.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  /** SES's bounce and complaint events for this configuration set */
  readonly events: Topic;
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
    // The events name the addresses that bounced: encrypted at rest with a key of our own, as SES
    // cannot use SNS's AWS-managed key (its policy cannot let SES in).
    const key = new Key(this, 'EventsKey', {
      description: `Modern Jobs (${config.stage}): SES bounce and complaint events on SNS`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'SesPublishesEncryptedEvents',
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
      }),
    );
    this.events = new Topic(this, 'Events', {
      displayName: `Modern Jobs (${config.stage}): SES bounces and complaints`,
      masterKey: key,
      enforceSSL: true,
    });
    // CDK lets SES publish to the topic from this configuration set of this account only.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
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

  /**
   * The function that turns the events into suppressions: subscribed to permanent bounces and
   * complaints only (MAIL_EVENT_FILTER); what SNS cannot deliver to it goes to `undelivered`.
   */
  subscribe(fn: IFunction, undelivered: IQueue): void {
    const subscription = this.events.addSubscription(new LambdaSubscription(fn, { deadLetterQueue: undelivered }));
    // CDK's filter policies cannot say "$or" across keys; SNS can (on the message body).
    const cfn = subscription.node.defaultChild as CfnSubscription;
    cfn.filterPolicyScope = 'MessageBody';
    cfn.filterPolicy = MAIL_EVENT_FILTER;
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
