import type { HandlerBundle } from '@modern-jobs/api/build';
import { ROUTES, type Route, routeKey } from '@modern-jobs/domain/routes';
import { DOWNLOADS_PATH } from '@modern-jobs/domain/web-security';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { grantBucket, grantTable } from '../grants.ts';
import { acknowledge, acknowledgeWildcards } from '../nag.ts';
import type { StageConfig } from '../stage-config.ts';

export interface ApiProps {
  config: StageConfig;
  bundles: ReadonlyMap<string, HandlerBundle>;
  table: Table;
  uploads: Bucket;
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

const pascal = (handler: string) => handler.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/**
 * The HTTP API: one Lambda function and one route per route-table entry, each function with its own
 * role, log group and only the table and bucket access its route needs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, LambdaFunction>();
  private readonly environment: Record<string, string>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;
    const retention = config.production ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention });
    // The default execute-api endpoint stays on: disableExecuteApiEndpoint needs a custom API domain
    // for CloudFront to call instead (a certificate in this region, a DNS name). Requests sent to it
    // directly skip CloudFront and the WAF, so the functions refuse them (origin-verify.ts).
    this.httpApi = new HttpApi(this, 'Http', {
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
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.handler)}Integration`, fn),
      });
      this.functions.set(route.handler, fn);
    }
    acknowledge(
      this.httpApi,
      'AwsSolutions-APIG4',
      "Authorization is the handlers' job: sessions are opaque cookies checked against the table on every call (route table access levels).",
    );
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
    for (const route of ROUTES.filter((r) => r.data.clearsEdgeCache)) {
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
    { table, uploads }: ApiProps,
  ): LambdaFunction {
    const name = pascal(route.handler);
    const settings = route.data.limits;
    const logGroup = new LogGroup(this, `${name}Logs`, { retention });
    // Its own role, so it holds its own grants and nothing of its neighbours'.
    const role = new Role(this, `${name}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: routeKey(route),
    });
    logGroup.grantWrite(role);
    const fn = new LambdaFunction(this, name, {
      description: `${routeKey(route)}: ${route.summary}`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromAsset(bundle.dir),
      memorySize: settings.memoryMiB,
      timeout: Duration.seconds(settings.timeoutSeconds),
      environment: { ...this.environment },
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: Tracing.ACTIVE,
    });
    acknowledge(
      fn,
      'Serverless-LambdaDLQ',
      'Invoked synchronously by API Gateway; a dead-letter queue only serves asynchronous invocations.',
    );
    acknowledgeWildcards(
      role,
      ['*'],
      'X-Ray tracing (PutTraceSegments, PutTelemetryRecords) has no resource-level permissions.',
    );

    grantTable(role, table, route.data.table);
    grantBucket(role, uploads, route.data.bucket);
    return fn;
  }
}
