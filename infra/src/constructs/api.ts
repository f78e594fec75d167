import type { HandlerBundle } from '@modern-jobs/api/build';
import type { DataAccess } from '@modern-jobs/domain/data-access';
import { ROUTES, type Route, routeKey } from '@modern-jobs/domain/routes';
import { DOWNLOADS_PATH } from '@modern-jobs/domain/web-security';
import {
  CONSUMER_BATCH_SIZE,
  entitiesOf,
  MAIL_EVENT_FUNCTIONS,
  type MailEventFunction,
  queueUrlVariable,
  SCHEDULED_FUNCTIONS,
  type ScheduledFunction,
  STREAM_READERS,
  type StreamReader,
  takesChanges,
  WORKERS,
  type Worker,
} from '@modern-jobs/domain/workers';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { type Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  StartingPosition,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { grantBucket, grantQueueSends, grantTable } from '../grants.ts';
import { acknowledge, acknowledgeWildcards, arnToken } from '../nag.ts';
import { pascal } from '../names.ts';
import { type RouteGroup, routeGroupOf } from '../route-groups.ts';
import type { StageConfig } from '../stage-config.ts';
import { InlineGrantsRole } from './inline-grants-role.ts';
import type { Mail } from './mail.ts';
import { RouteStack } from './route-stack.ts';
import type { Search } from './search.ts';
import { changeFilters, WorkerQueue } from './worker-queue.ts';

export interface ApiProps {
  config: StageConfig;
  bundles: ReadonlyMap<string, HandlerBundle>;
  table: Table;
  uploads: Bucket;
  /** the SES identity and configuration set the mail functions send with */
  mail: Mail;
}

/**
 * The stage's throttle, set from the capacity behind it. It is shared by every client, so it cannot
 * defend against one client (a flood would spend it for everyone; a route-level cap on admin sign-in
 * would let one client lock every admin out): per-client limits are the WAF's (edge-stack.ts,
 * RATE_LIMITS), and sign-in also slows down per account. This only keeps the API within what Lambda
 * can run. A request in flight holds one execution environment, so (Little's law) environments in
 * use = requests per second x seconds per request:
 *   environments = 1,000 (the account's default concurrency per region) x 0.5 (headroom) =   500
 *   rate         = 500 / 0.1 s (a typical handler: one or two DynamoDB calls)            = 5,000/s
 *   burst        = 500 (no more requests at once than there are environments for them)
 * The headroom is for what runs longer (cold starts, admin sign-in's scrypt) and for the account's
 * other functions. Both figures are within API Gateway's regional quota (10,000/s, bursts of 5,000).
 * When the account's concurrency is raised or the handlers get slower, change CAPACITY.
 */
export const CAPACITY = { accountConcurrency: 1000, headroom: 0.5, typicalHandlerMs: 100 } as const;

export function stageThrottle(capacity: { accountConcurrency: number; headroom: number; typicalHandlerMs: number }): {
  rateLimit: number;
  burstLimit: number;
} {
  const usable = Math.floor(capacity.accountConcurrency * capacity.headroom);
  return { rateLimit: Math.floor((usable * 1000) / capacity.typicalHandlerMs), burstLimit: usable };
}

export const THROTTLE = stageThrottle(CAPACITY);

/**
 * The HTTP API: one Lambda function and one route per route-table entry, each function with its own
 * role, log group and only the table and bucket access its route needs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** every route's and every worker's function, by handler */
  readonly functions = new Map<string, LambdaFunction>();
  /** where the dispatcher's stream batches go when every retry failed (and SNS's undelivered mail events) */
  readonly workerFailures: Queue;
  /** each worker's queue (and dead-letter queue), by handler, which the dispatcher fills */
  readonly workerQueues = new Map<string, WorkerQueue>();
  /** the nested stacks that hold the API's routes and integrations, by group (route-groups.ts) */
  readonly routeStacks = new Map<RouteGroup, RouteStack>();
  private readonly environment: Record<string, string>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;
    const retention = config.production ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention });
    // The default execute-api endpoint stays on: disableExecuteApiEndpoint needs a custom API domain
    // for CloudFront to call instead (a certificate in this region, a DNS name). Requests sent to it
    // directly skip CloudFront and the WAF, so the functions refuse them (origin-verify.ts).
    // Its id was Http while its routes were in this stack. Moving them into the route stacks, CloudFormation
    // would create each one there before deleting it here, and an API refuses a route key it holds:
    // a new API takes them instead, and CloudFront's origin follows it in the same deploy.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Modern Jobs API (${config.stage})`,
      createDefaultStage: false,
    });
    this.httpApi.addStage('Stage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            route: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            bytes: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    this.environment = {
      STAGE: config.stage,
      TABLE_NAME: props.table.tableName,
      BUCKET_NAME: props.uploads.bucketName,
      APP_VERSION: config.version,
      APP_COMMIT: config.commit,
      APP_BUILD_TIME: config.buildTime,
      LOG_LEVEL: 'info',
      NODE_OPTIONS: '--enable-source-maps',
    };

    for (const route of ROUTES) {
      const bundle = props.bundles.get(route.handler);
      if (!bundle) throw new Error(`no bundle for handler ${route.handler}`);
      const fn = this.routeFunction(route, bundle, retention, props);
      this.routeStackOf(routeGroupOf(route), config.stage).add(route, fn);
      this.functions.set(route.handler, fn);
    }
    this.workerFailures = new Queue(this, 'WorkerFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.workerFailures,
      'AwsSolutions-SQS3',
      "It is the dispatcher's on-failure destination: it holds the stream positions of batches that failed every retry.",
    );
    acknowledge(
      this.workerFailures,
      'Serverless-SQSRedrivePolicy',
      'A dead-letter destination itself: nothing consumes it but an operator, alarmed on its first message.',
    );
    // The workers on their queues first: the dispatcher is given their queues.
    for (const worker of WORKERS) {
      const bundle = props.bundles.get(worker.handler);
      if (!bundle) throw new Error(`no bundle for worker ${worker.handler}`);
      this.functions.set(worker.handler, this.workerFunction(worker, bundle, retention, props));
    }
    for (const reader of STREAM_READERS) {
      const bundle = props.bundles.get(reader.handler);
      if (!bundle) throw new Error(`no bundle for stream reader ${reader.handler}`);
      this.functions.set(reader.handler, this.streamReaderFunction(reader, bundle, retention, props));
    }
    for (const scheduled of SCHEDULED_FUNCTIONS) {
      const bundle = props.bundles.get(scheduled.handler);
      if (!bundle) throw new Error(`no bundle for scheduled function ${scheduled.handler}`);
      this.functions.set(scheduled.handler, this.scheduledFunction(scheduled, bundle, retention, props));
    }
    for (const mailEvents of MAIL_EVENT_FUNCTIONS) {
      const bundle = props.bundles.get(mailEvents.handler);
      if (!bundle) throw new Error(`no bundle for mail-event function ${mailEvents.handler}`);
      this.functions.set(mailEvents.handler, this.mailEventFunction(mailEvents, bundle, retention, props));
    }
    // Workers and scheduled functions that queue tasks for a worker: every queue exists by now.
    for (const { handler, data } of [...WORKERS, ...SCHEDULED_FUNCTIONS]) {
      const fn = this.functions.get(handler);
      if (fn && data.sendsTo?.length) this.sendsToQueues(fn, handler, data.sendsTo);
    }
    for (const fn of [...WORKERS, ...SCHEDULED_FUNCTIONS].filter((f) => f.sendsMail)) {
      const sender = this.functions.get(fn.handler);
      if (sender) this.sendsMail(sender, fn.handler, props.mail);
    }
    for (const routes of [this.httpApi, ...this.routeStacks.values()])
      acknowledge(
        routes,
        'AwsSolutions-APIG4',
        "Authorization is the handlers' job: sessions are opaque cookies checked against the table on every call (route table access levels).",
      );
  }

  private routeStackOf(group: RouteGroup, stage: string): RouteStack {
    const existing = this.routeStacks.get(group);
    if (existing) return existing;
    const stack = new RouteStack(this, `${group}Routes`, {
      httpApi: this.httpApi,
      description: `Modern Jobs ${stage}: the API's ${group} routes`,
    });
    this.routeStacks.set(group, stack);
    return stack;
  }

  /** Settings known only once the site and sign-in exist (their URLs refer to each other). */
  configure(settings: {
    siteOrigin: string;
    oidcIssuer: string;
    oidcClientId: string;
    oidcLogoutUrl: string;
    /** the origin-verify values the functions accept (dynamic references, see origin-verify.ts) */
    originVerifySecret: string;
    /** the site's distribution, whose cached pages the routes that change them clear */
    distribution: IDistribution;
  }): void {
    for (const route of [...ROUTES, ...SCHEDULED_FUNCTIONS].filter((r) => r.data.clearsEdgeCache)) {
      const fn = this.functions.get(route.handler);
      if (!fn) throw new Error(`no function for ${route.handler}`);
      fn.addEnvironment('DISTRIBUTION_ID', settings.distribution.distributionId);
      settings.distribution.grantCreateInvalidation(fn);
    }
    for (const fn of this.functions.values()) {
      fn.addEnvironment('ORIGIN_VERIFY_SECRET', settings.originVerifySecret);
      fn.addEnvironment('SITE_ORIGIN', settings.siteOrigin);
      fn.addEnvironment('S3_DOWNLOAD_BASE', `${settings.siteOrigin}${DOWNLOADS_PATH}`);
      fn.addEnvironment('OIDC_ISSUER', settings.oidcIssuer);
      fn.addEnvironment('OIDC_CLIENT_ID', settings.oidcClientId);
      fn.addEnvironment('OIDC_LOGOUT_URL', settings.oidcLogoutUrl);
    }
  }

  /** The API's host name, for CloudFront's origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.amazonaws.com`;
  }

  /** The route's function with its own role, log group and the grants its route declares. */
  private routeFunction(
    route: Route,
    bundle: HandlerBundle,
    retention: RetentionDays,
    props: ApiProps,
  ): LambdaFunction {
    const fn = this.ownFunction(route.handler, routeKey(route), route.summary, route.data, bundle, retention, props);
    acknowledge(
      fn,
      'Serverless-LambdaDLQ',
      'Invoked synchronously by API Gateway; a dead-letter queue only serves asynchronous invocations.',
    );
    return fn;
  }

  /**
   * A worker's function on its own queue (worker-queue.ts), which the dispatcher fills with the
   * changes it takes. Its deployed entry wraps its stream handler (api build/bundle-handlers.ts):
   * a change it reports failed comes back, with the rest of its batch after it, after the visibility
   * timeout; past its receives it goes to the queue's dead-letter queue (and an alarm, alarms.ts).
   * A worker that waits on something (the search engine down) holds up its own queue, nothing else.
   */
  private workerFunction(
    worker: Worker,
    bundle: HandlerBundle,
    retention: RetentionDays,
    props: ApiProps,
  ): LambdaFunction {
    const fn = this.ownFunction(
      worker.handler,
      takesChanges(worker) ? `${entitiesOf(worker).join(' and ')} changes, from its queue` : 'tasks, from its queue',
      worker.summary,
      worker.data,
      bundle,
      retention,
      props,
    );
    const queue = new WorkerQueue(this, `${pascal(worker.handler)}Queue`, worker);
    this.workerQueues.set(worker.handler, queue);
    fn.addEventSource(
      new SqsEventSource(queue.queue, {
        batchSize: worker.batchSize ?? CONSUMER_BATCH_SIZE,
        reportBatchItemFailures: true,
        ...(worker.maxConcurrency ? { maxConcurrency: worker.maxConcurrency } : {}),
      }),
    );
    acknowledge(
      fn,
      'Serverless-LambdaDLQ',
      "Invoked by its queue's event source mapping; what fails every receive goes to the queue's dead-letter queue (alarmed).",
    );
    acknowledge(
      fn,
      'Serverless-LambdaEventSourceMappingDestination',
      "An SQS event source takes no on-failure destination; the queue's redrive to its dead-letter queue is it.",
    );
    return fn;
  }

  /**
   * The stream's reader (the dispatcher, alone: at most MAX_STREAM_READERS per stream), given the
   * table's stream filtered to what some worker takes, and sending only to the queues it declares.
   * A batch that fails is tried again from the record it reports (halved on an error, to find a
   * record that fails alone); past the retries its records' positions go to the WorkerFailures
   * queue (and an alarm), and the stream moves on.
   */
  private streamReaderFunction(
    reader: StreamReader,
    bundle: HandlerBundle,
    retention: RetentionDays,
    props: ApiProps,
  ): LambdaFunction {
    const fn = this.ownFunction(reader.handler, 'table stream', reader.summary, reader.data, bundle, retention, props);
    const sendsTo = this.sendsToQueues(fn, reader.handler, reader.data.sendsTo ?? []);
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: reader.batchSize,
        bisectBatchOnError: true,
        // Its failures are SQS out of reach (passing) or a change too large for a queue (not): a
        // few minutes of tries, then the change's position is kept aside and the stream moves on.
        retryAttempts: 10,
        maxRecordAge: Duration.days(1),
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.workerFailures),
        filters: changeFilters(sendsTo.map((queue) => queue.worker)),
      }),
    );
    acknowledge(
      fn,
      'Serverless-LambdaDLQ',
      "Invoked by the table stream's event source mapping, whose on-failure destination is the WorkerFailures queue.",
    );
    acknowledgeWildcards(
      fn.role as Role,
      ['*'],
      'dynamodb:ListStreams has no resource-level permissions (granted by the stream event source).',
    );
    return fn;
  }

  /**
   * A function EventBridge Scheduler runs every few minutes. A run that fails is not retried: the
   * next one, minutes later, finds the same work (what is due stays due until it is done).
   */
  private scheduledFunction(
    scheduled: ScheduledFunction,
    bundle: HandlerBundle,
    retention: RetentionDays,
    props: ApiProps,
  ): LambdaFunction {
    const every = `every ${scheduled.everyMinutes} minute${scheduled.everyMinutes === 1 ? '' : 's'}`;
    const fn = this.ownFunction(scheduled.handler, every, scheduled.summary, scheduled.data, bundle, retention, props);
    // Its own role (not CDK's one shared by every schedule), which LambdaInvoke lets invoke this function only.
    const role = new InlineGrantsRole(this, `${pascal(scheduled.handler)}ScheduleRole`, {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: `EventBridge Scheduler: ${scheduled.handler}`,
    });
    acknowledgeWildcards(
      role,
      [`${arnToken(fn)}:*`],
      "The function's versions and aliases (CDK's invoke grant); the role invokes this one function only.",
    );
    new Schedule(this, `${pascal(scheduled.handler)}Schedule`, {
      description: `${scheduled.handler}, ${every}`,
      schedule: ScheduleExpression.rate(Duration.minutes(scheduled.everyMinutes)),
      target: new LambdaInvoke(fn, {
        role,
        retryAttempts: 0,
        maxEventAge: Duration.minutes(scheduled.everyMinutes),
        // The run's scheduled time (domain ScheduledRun): send-digests reads the day by it.
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
      }),
    });
    acknowledge(
      fn,
      'Serverless-LambdaDLQ',
      "Invoked by EventBridge Scheduler; a failed run's work is still due and the next run takes it.",
    );
    return fn;
  }

  /**
   * The function SES's bounce and complaint events reach, through the configuration set's topic
   * (constructs/mail.ts). SNS invokes it asynchronously: Lambda tries a failed event twice more, then
   * leaves it in the WorkerFailures queue (alarmed), where SNS also leaves what it could not deliver.
   */
  private mailEventFunction(
    declared: MailEventFunction,
    bundle: HandlerBundle,
    retention: RetentionDays,
    props: ApiProps,
  ): LambdaFunction {
    const fn = this.ownFunction(
      declared.handler,
      'SES mail events',
      declared.summary,
      declared.data,
      bundle,
      retention,
      props,
      { deadLetterQueue: this.workerFailures },
    );
    props.mail.subscribe(fn, this.workerFailures);
    return fn;
  }

  /**
   * The secret that signs e-mail links (LINK_SECRET, constructs/link-secret.ts), for the functions that
   * make or check such links; a handler not built yet (not in the route table or the workers) is skipped.
   */
  giveLinkSecret(value: string, handlers: readonly string[]): void {
    for (const handler of handlers) this.functions.get(handler)?.addEnvironment('LINK_SECRET', value);
  }

  /** The payment gateways' merchant settings (WALLET_GATEWAYS) to every function that declares paymentGateways. */
  givePaymentGateways(value: string): void {
    for (const { handler, data } of [...ROUTES, ...WORKERS, ...SCHEDULED_FUNCTIONS]) {
      if (!data.paymentGateways) continue;
      const fn = this.functions.get(handler);
      if (!fn) throw new Error(`no function for ${handler}`);
      fn.addEnvironment('WALLET_GATEWAYS', value);
    }
  }

  /** Each declared queue's URL in the function's environment (QUEUE_URL_<WORKER>), and sending to those queues only. */
  private sendsToQueues(fn: LambdaFunction, handler: string, workers: readonly string[]): WorkerQueue[] {
    const queues = workers.map((worker) => {
      const queue = this.workerQueues.get(worker);
      if (!queue) throw new Error(`${handler} sends to ${worker}, which is no worker with a queue`);
      fn.addEnvironment(queueUrlVariable(worker), queue.queue.queueUrl);
      return queue;
    });
    grantQueueSends(
      fn.role as Role,
      queues.map((queue) => queue.queue),
    );
    return queues;
  }

  /** The search engine's endpoint and index prefix, and exactly its declared search access, to every function that declares one. */
  giveSearch(search: Search): void {
    for (const { handler, data } of [...ROUTES, ...WORKERS, ...SCHEDULED_FUNCTIONS]) {
      if (!data.search) continue;
      const fn = this.functions.get(handler);
      if (!fn) throw new Error(`no function for ${handler}`);
      fn.addEnvironment('OPENSEARCH_ENDPOINT', `https://${search.domain.domainEndpoint}`);
      fn.addEnvironment('OPENSEARCH_INDEX_PREFIX', search.indexPrefix);
      search.grant(fn.role as Role, data.search);
    }
  }

  /** The sender's settings, SES sending as the stage's identity only, and its give-ups counted for the alarm. */
  private sendsMail(fn: LambdaFunction, handler: string, mail: Mail): void {
    fn.addEnvironment('MAIL_FROM', mail.from);
    if (mail.replyTo) fn.addEnvironment('MAIL_REPLY_TO', mail.replyTo);
    fn.addEnvironment('SES_CONFIGURATION_SET', mail.configurationSet.configurationSetName);
    mail.grantSend(fn);
    mail.countFailures(fn.logGroup, pascal(handler));
  }

  /** A function with its own role, log group and exactly the data access it declares. */
  private ownFunction(
    handler: string,
    /** what calls it: a route (GET /api/jobs) or a stream */
    caller: string,
    summary: string,
    data: DataAccess,
    bundle: HandlerBundle,
    retention: RetentionDays,
    { table, uploads }: ApiProps,
    /** for an asynchronously invoked function: where events go that failed every try */
    { deadLetterQueue }: { deadLetterQueue?: Queue } = {},
  ): LambdaFunction {
    const name = pascal(handler);
    const logGroup = new LogGroup(this, `${name}Logs`, { retention });
    // Its own role, so it holds its own grants and nothing of its neighbours'; inline, so no separate
    // policy resource per function (inline-grants-role.ts).
    const role = new InlineGrantsRole(this, `${name}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: caller,
    });
    logGroup.grantWrite(role);
    const fn = new LambdaFunction(this, name, {
      description: `${caller}: ${summary}`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromAsset(bundle.dir),
      memorySize: data.limits.memoryMiB,
      timeout: Duration.seconds(data.limits.timeoutSeconds),
      // Powertools names the function in its logs, metrics and traces (packages/api/src/observability).
      environment: { ...this.environment, POWERTOOLS_SERVICE_NAME: handler },
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: Tracing.ACTIVE,
      ...(deadLetterQueue ? { deadLetterQueue } : {}),
    });
    acknowledgeWildcards(
      role,
      ['*'],
      'X-Ray tracing (PutTraceSegments, PutTelemetryRecords) has no resource-level permissions.',
    );
    // This rule reads only a role's inline policies, so it sees what it never saw in CDK's separate
    // policy. It cannot be acknowledged per statement; AwsSolutions-IAM5 reports the same wildcards
    // one by one, and only X-Ray's and the stream's ListStreams are acknowledged there.
    acknowledge(
      role,
      'Serverless-LambdaStarPermissions',
      "Resource '*' is X-Ray's and ListStreams' only (no resource-level permissions); IAM5 checks each wildcard.",
    );
    grantTable(role, table, data.table);
    grantBucket(role, uploads, data.bucket);
    return fn;
  }
}
