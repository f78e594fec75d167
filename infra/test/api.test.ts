import { ROUTES, routeKey } from '@modern-jobs/domain/routes';
import {
  ALERTS_WORKER,
  CONSUMER_BATCH_SIZE,
  DISPATCH_CHANGES,
  MAIL_EVENT_FUNCTIONS,
  MAX_QUEUE_MESSAGE_BYTES,
  MAX_STREAM_READERS,
  maxReceivesOf,
  queueUrlVariable,
  SCHEDULED_FUNCTIONS,
  SEARCH_WORKER,
  SEND_DIGESTS,
  SEND_MAIL_WORKER,
  SHARE_CARD_WORKER,
  STREAM_READERS,
  takesChanges,
  visibilityTimeoutSeconds,
  WORKERS,
} from '@modern-jobs/domain/workers';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY, THROTTLE } from '../src/constructs/api.ts';
import { NEEDS_LINK_SECRET } from '../src/constructs/link-secret.ts';
import { TABLE_ACTIONS } from '../src/grants.ts';
import { routeGroupOf } from '../src/route-groups.ts';
import { allGrants, grantsOf, handlerBundles, resourcesOf, type Statement, synthesize } from './fixtures.ts';

let template: Template;
let site: Awaited<ReturnType<typeof synthesize>>['site'];
beforeAll(async () => {
  ({ template, site } = await synthesize());
});

const actionsOf = (statement: Statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]);

/** The route's function's logical id, its role's policy statements, and its properties. */
function functionOf(handler: string) {
  const fn = site.api.functions.get(handler);
  if (!fn) throw new Error(`no function for ${handler}`);
  const id = site.getLogicalId(fn.node.defaultChild as never);
  const props = template.toJSON().Resources[id].Properties;
  const roleId = props.Role['Fn::GetAtt'][0] as string;
  const statements = grantsOf(template, roleId);
  const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
  return { id, props, statements, actions };
}

describe('one function and one route per route-table entry', () => {
  it('has exactly as many functions and routes as the route table, with the same route keys', () => {
    // The others are CDK's deployment-time helpers (bucket deployment, auto-delete).
    const functions = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Api'));
    const routes = [...site.api.routeStacks.values()].flatMap((stack) =>
      resourcesOf(Template.fromStack(stack), 'AWS::ApiGatewayV2::Route').map(([, p]) => p.RouteKey as string),
    );

    expect(functions).toHaveLength(
      ROUTES.length + STREAM_READERS.length + WORKERS.length + SCHEDULED_FUNCTIONS.length + MAIL_EVENT_FUNCTIONS.length,
    );
    expect(routes.sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it.each(ROUTES.map((r) => [r.handler, r.data.limits] as const))(
    '%s runs Node 24 on arm64 with its limits and environment',
    (handler, expected) => {
      const { props } = functionOf(handler);

      expect(props).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: expected.memoryMiB,
        Timeout: expected.timeoutSeconds,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON' },
      });
      expect(Object.keys(props.Environment.Variables).sort()).toEqual(
        [
          'APP_BUILD_TIME',
          'APP_COMMIT',
          'APP_VERSION',
          'BUCKET_NAME',
          'LOG_LEVEL',
          'NODE_OPTIONS',
          'OIDC_CLIENT_ID',
          'OIDC_ISSUER',
          'OIDC_LOGOUT_URL',
          'ORIGIN_VERIFY_SECRET',
          'POWERTOOLS_SERVICE_NAME',
          'S3_DOWNLOAD_BASE',
          'SITE_ORIGIN',
          'STAGE',
          'TABLE_NAME',
          ...(ROUTES.find((r) => r.handler === handler)?.data.clearsEdgeCache ? ['DISTRIBUTION_ID'] : []),
          ...((NEEDS_LINK_SECRET as readonly string[]).includes(handler) ? ['LINK_SECRET'] : []),
          ...(ROUTES.find((r) => r.handler === handler)?.data.search
            ? ['OPENSEARCH_ENDPOINT', 'OPENSEARCH_INDEX_PREFIX']
            : []),
          ...(ROUTES.find((r) => r.handler === handler)?.data.paymentGateways ? ['WALLET_GATEWAYS'] : []),
        ].sort(),
      );
      expect(props.Environment.Variables).toMatchObject({
        STAGE: 'dev',
        APP_VERSION: '1.2.3',
        APP_COMMIT: 'abc1234',
        POWERTOOLS_SERVICE_NAME: handler,
      });
    },
  );

  it('gives every function a log group with a retention', () => {
    const groups = resourcesOf(template, 'AWS::Logs::LogGroup');
    for (const handler of ROUTES.map((r) => r.handler)) {
      const { props } = functionOf(handler);
      const group = groups.find(([id]) => id === props.LoggingConfig.LogGroup.Ref);
      expect(group?.[1].RetentionInDays, handler).toBe(14);
    }
  });
});

describe('least privilege', () => {
  const tableStatements = (handler: string) =>
    functionOf(handler).statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));

  it.each(ROUTES.map((r) => [r.handler, r.data.table] as const))(
    '%s holds exactly the table access its route declares',
    (handler, declared) => {
      const statements = tableStatements(handler);
      const reads = statements.filter((s) => actionsOf(s).includes('dynamodb:GetItem'));
      const writes = statements.filter((s) => actionsOf(s).includes('dynamodb:PutItem'));

      expect(reads.map(actionsOf)).toEqual(declared.read ? [[...TABLE_ACTIONS.read]] : []);
      expect(writes.map(actionsOf)).toEqual(declared.write.length ? [[...TABLE_ACTIONS.write]] : []);
      expect(statements).toHaveLength(reads.length + writes.length);
      if (declared.write.length && !declared.write.includes('*'))
        expect(writes[0]?.Condition).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...declared.write] },
        });
      else for (const write of writes) expect(write.Condition, handler).toBeUndefined();
    },
  );

  it('grants no role a Scan, a table description or a wildcard DynamoDB action', () => {
    const granted = allGrants(template).flatMap(actionsOf);
    // The workers' stream reading (DescribeStream, ListStreams) is the stream's, checked below.
    const dynamo = granted.filter((a) => a.startsWith('dynamodb:') && !STREAM_ACTIONS.includes(a));
    expect(dynamo.length).toBeGreaterThan(0);
    expect(dynamo.filter((a) => /Scan|Describe|\*/.test(a))).toEqual([]);
  });

  it('grants bucket access exactly to the handlers whose bundles use the S3 client', async () => {
    const bundles = await handlerBundles();
    for (const route of ROUTES) {
      const usesS3 = bundles.get(route.handler)?.externalImports.includes('@aws-sdk/client-s3') ?? false;
      const { actions } = functionOf(route.handler);
      expect(
        actions.some((a) => a.startsWith('s3:')),
        route.handler,
      ).toBe(usesS3);
      expect(Boolean(route.data.bucket), route.handler).toBe(usesS3);
    }
  });

  it('lets exactly the routes that change pages clear them from the distribution, and names it to them', async () => {
    const bundles = await handlerBundles();
    const distribution = site.getLogicalId(site.web.distribution.node.defaultChild as never);
    for (const route of ROUTES) {
      const { actions, statements, props } = functionOf(route.handler);
      const clears = Boolean(route.data.clearsEdgeCache);
      const usesCloudFront = bundles.get(route.handler)?.externalImports.includes('@aws-sdk/client-cloudfront');
      expect(actions.includes('cloudfront:CreateInvalidation'), route.handler).toBe(clears);
      expect(Boolean(usesCloudFront), route.handler).toBe(clears);
      expect(props.Environment.Variables.DISTRIBUTION_ID, route.handler).toEqual(
        clears ? { Ref: distribution } : undefined,
      );
      if (clears)
        expect(JSON.stringify(statements.find((s) => JSON.stringify(s.Action).includes('cloudfront:')))).toContain(
          distribution,
        );
    }
    // Every route that changes what a public page or shared read shows: a job's fields, whether it is
    // public (review, an employer's account), its boost, the company it shows (its verified badge,
    // which a new company name drops), a setting.
    expect(ROUTES.filter((r) => r.data.clearsEdgeCache).map((r) => r.handler)).toEqual([
      'put-company',
      'update-employer-job',
      'close-employer-job',
      'boost-employer-job',
      'delete-employer-job',
      'update-job',
      'delete-job',
      'put-setting',
      'verify-recruiter',
      'verify-company',
      'decide-reports',
      'disable-user',
      'enable-user',
    ]);
  });

  it('keeps object grants to their prefixes: a public logo read cannot reach CVs', () => {
    const resources = (handler: string) =>
      JSON.stringify(functionOf(handler).statements.filter((s) => JSON.stringify(s.Action).includes('s3:')));

    expect(resources('get-application-cv')).toContain('/uploads/*');
    expect(resources('get-application-cv')).not.toContain('/logos/*');
    expect(resources('confirm-logo-upload')).not.toContain('"/uploads/*"');
    expect(resources('seed-database')).toContain('/logos/demo/*');
  });
});

const STREAM_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];

/** The event source mappings of one function. */
const mappingsOf = (handler: string) =>
  resourcesOf(template, 'AWS::Lambda::EventSourceMapping').filter(
    ([, m]) => m.FunctionName.Ref === functionOf(handler).id,
  );
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  site.getLogicalId(construct.node.defaultChild as never);
const tableStream = () => ({ 'Fn::GetAtt': [logicalId(site.storage.table), 'StreamArn'] });

describe('the table’s stream, read by one dispatcher', () => {
  it(`has at most ${MAX_STREAM_READERS} readers of the table stream: the dispatcher alone`, () => {
    const readers = resourcesOf(template, 'AWS::Lambda::EventSourceMapping').filter(
      ([, m]) => JSON.stringify(m.EventSourceArn) === JSON.stringify(tableStream()),
    );
    expect(readers.length).toBeLessThanOrEqual(MAX_STREAM_READERS);
    expect(readers.map(([, m]) => m.FunctionName.Ref)).toEqual([functionOf(DISPATCH_CHANGES.handler).id]);
  });

  it('gives the dispatcher what some worker takes, retrying from a failed record, halving, then keeping it aside', () => {
    const [[, mapping]] = mappingsOf(DISPATCH_CHANGES.handler) as [[string, Record<string, any>]];
    expect(mapping).toMatchObject({
      EventSourceArn: tableStream(),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: DISPATCH_CHANGES.batchSize,
      BisectBatchOnFunctionError: true,
      MaximumRecordAgeInSeconds: 86_400,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(site.api.workerFailures), 'Arn'] } } },
    });
    const patterns = mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern));
    // Jobs (and alerts, when the search worker is declared) before and after any change; new mail only.
    expect(patterns).toContainEqual({ dynamodb: { NewImage: { entity: { S: expect.arrayContaining(['job']) } } } });
    expect(patterns).toContainEqual({ dynamodb: { OldImage: { entity: { S: expect.arrayContaining(['job']) } } } });
    expect(patterns).toContainEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['mail'] } } } });
    expect(JSON.stringify(patterns)).not.toContain('session');
  });

  it('lets the dispatcher read the stream and send to the workers’ queues, and nothing else: no table item, no bucket', () => {
    const { statements, actions, props } = functionOf(DISPATCH_CHANGES.handler);
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([...STREAM_ACTIONS].sort());
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('ses:'))).toEqual([]);
    const sends = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:')));
    const queueArn = (q: { node: { defaultChild?: unknown } }) => ({ 'Fn::GetAtt': [logicalId(q), 'Arn'] });
    // Its own sends, exactly to the declared queues; and the stream's failure destination, which the mapping sends to as it.
    expect(sends.map((s) => [actionsOf(s), s.Resource])).toContainEqual([
      ['sqs:SendMessage'],
      WORKERS.filter(takesChanges).map((w) => queueArn(site.api.workerQueues.get(w.handler)?.queue as never)),
    ]);
    for (const statement of sends) expect(JSON.stringify(statement.Resource)).not.toMatch(/DeadLetters|"\*"/);
    for (const worker of WORKERS.filter(takesChanges))
      expect(props.Environment.Variables[queueUrlVariable(worker.handler)], worker.handler).toEqual({
        Ref: logicalId(site.api.workerQueues.get(worker.handler)?.queue as never),
      });
    // No route reads the stream or sends to a queue.
    for (const route of ROUTES)
      expect(
        functionOf(route.handler).actions.filter((a) => STREAM_ACTIONS.includes(a) || a.startsWith('sqs:')),
        route.handler,
      ).toEqual([]);
  });
});

describe('the search engine, each function with exactly its declared access', () => {
  const searchers = () => [...ROUTES, ...WORKERS, ...SCHEDULED_FUNCTIONS].filter((fn) => fn.data.search);
  const esStatements = (handler: string) =>
    functionOf(handler).statements.filter((s) => actionsOf(s).some((a) => a.startsWith('es:')));

  it('is declared by the public search, the suggestions, the operator’s search, the indexer, the alerts’ senders and the CV bank’s search', () => {
    expect(searchers().map((fn) => fn.handler)).toEqual(
      expect.arrayContaining([
        'list-jobs',
        'suggest-jobs',
        SEARCH_WORKER.handler,
        ALERTS_WORKER.handler,
        'search-candidates',
      ]),
    );
    expect(ROUTES.filter((route) => route.data.search).length).toBeGreaterThanOrEqual(3);
  });

  it('tells its endpoint and index prefix to those functions only', () => {
    for (const [handler] of site.api.functions) {
      const variables = functionOf(handler).props.Environment.Variables;
      const declares = searchers().some((fn) => fn.handler === handler);
      expect(variables.OPENSEARCH_ENDPOINT !== undefined, handler).toBe(declares);
      expect(variables.OPENSEARCH_INDEX_PREFIX !== undefined, handler).toBe(declares);
      if (!declares) expect(esStatements(handler), handler).toEqual([]);
    }
  });

  it('lets a reader search its kinds’ aliases only, and only the indexer write', () => {
    for (const fn of searchers()) {
      const statements = esStatements(fn.handler);
      const resources = JSON.stringify(statements.map((s) => s.Resource));
      for (const kind of ['jobs', 'alerts', 'candidates'] as const)
        expect(resources.includes(`-${kind}/_search`), `${fn.handler} ${kind}`).toBe(
          fn.data.search?.read?.includes(kind) ?? false,
        );
      expect(resources.includes('/_bulk'), fn.handler).toBe(fn.data.search?.write === true);
      if (!fn.data.search?.write)
        expect(statements.flatMap(actionsOf).sort(), fn.handler).toEqual(['es:ESHttpGet', 'es:ESHttpPost']);
    }
    expect(
      searchers()
        .filter((fn) => fn.data.search?.write)
        .map((fn) => fn.handler),
    ).toEqual([SEARCH_WORKER.handler]);
  });

  it('runs a dev stage on one small node, encrypted at rest and between nodes, HTTPS only', () => {
    const [[, domain]] = resourcesOf(template, 'AWS::OpenSearchService::Domain') as [[string, Record<string, any>]];
    expect(domain).toMatchObject({
      EngineVersion: 'OpenSearch_2.19',
      ClusterConfig: { InstanceCount: 1, InstanceType: 't3.small.search' },
      EncryptionAtRestOptions: { Enabled: true },
      NodeToNodeEncryptionOptions: { Enabled: true },
      DomainEndpointOptions: { EnforceHTTPS: true },
    });
  });
});

describe('the alerts’ senders, on a queue of tasks', () => {
  const sendsOf = (handler: string) =>
    functionOf(handler).statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:Send')));
  const alertsQueue = () => ({
    'Fn::GetAtt': [logicalId(site.api.workerQueues.get(ALERTS_WORKER.handler)?.queue as never), 'Arn'],
  });

  it.each([SEARCH_WORKER.handler, SEND_DIGESTS.handler, ALERTS_WORKER.handler])(
    '%s may send to the alerts’ senders’ queue, and to no other, and is told its URL',
    (handler) => {
      expect(sendsOf(handler).map((s) => [actionsOf(s), s.Resource])).toEqual([[['sqs:SendMessage'], alertsQueue()]]);
      expect(functionOf(handler).props.Environment.Variables[queueUrlVariable(ALERTS_WORKER.handler)]).toEqual({
        Ref: logicalId(site.api.workerQueues.get(ALERTS_WORKER.handler)?.queue as never),
      });
    },
  );

  it('gives the senders their tasks one at a time, two functions at once at most (the pace send-mail keeps)', () => {
    const [[, mapping]] = mappingsOf(ALERTS_WORKER.handler) as [[string, Record<string, any>]];
    expect(mapping).toMatchObject({ BatchSize: 1, ScalingConfig: { MaximumConcurrency: 2 } });
  });

  it('lets the indexer write the search engine and only read the table (a CV bank candidate is read whole): the senders read and write the deliveries', () => {
    const indexer = functionOf(SEARCH_WORKER.handler).actions;
    const tableActions = indexer.filter((a) => a.startsWith('dynamodb:') && !STREAM_ACTIONS.includes(a));
    expect(tableActions).toEqual(expect.arrayContaining(['dynamodb:GetItem']));
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect(tableActions).not.toContain(write);
    expect(functionOf(ALERTS_WORKER.handler).actions).toEqual(
      expect.arrayContaining(['dynamodb:BatchGetItem', 'dynamodb:PutItem', 'es:ESHttpPost']),
    );
  });
});

describe('workers, each on its own queue', () => {
  it.each(WORKERS.map((w) => [w.handler, w] as const))(
    '%s: a FIFO queue (encrypted, HTTPS only) with a dead-letter queue and an alarm on it, read in batches',
    (handler, worker) => {
      const queues = site.api.workerQueues.get(handler);
      if (!queues) throw new Error(`no queue for ${handler}`);
      const resources = template.toJSON().Resources;
      const queue = resources[logicalId(queues.queue)].Properties;
      const deadLetters = resources[logicalId(queues.deadLetters)].Properties;
      expect(queue).toMatchObject({
        FifoQueue: true,
        ContentBasedDeduplication: false,
        SqsManagedSseEnabled: true,
        MaximumMessageSize: MAX_QUEUE_MESSAGE_BYTES,
        VisibilityTimeout: visibilityTimeoutSeconds(worker),
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(queues.deadLetters), 'Arn'] },
          maxReceiveCount: maxReceivesOf(worker),
        },
      });
      expect(deadLetters).toMatchObject({
        FifoQueue: true,
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 86_400,
      });
      // HTTPS only, on both.
      for (const q of [queues.queue, queues.deadLetters]) {
        const policies = resourcesOf(template, 'AWS::SQS::QueuePolicy').filter(([, p]) =>
          JSON.stringify(p.Queues).includes(logicalId(q)),
        );
        expect(JSON.stringify(policies), handler).toContain('"aws:SecureTransport":"false"');
      }
      const [[, mapping], ...others] = mappingsOf(handler) as [[string, Record<string, any>]];
      expect(others).toEqual([]);
      expect(mapping).toMatchObject({
        EventSourceArn: { 'Fn::GetAtt': [logicalId(queues.queue), 'Arn'] },
        BatchSize: worker.batchSize ?? CONSUMER_BATCH_SIZE,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      expect(mapping.ScalingConfig?.MaximumConcurrency).toBe(worker.maxConcurrency);
      const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').filter(([, a]) =>
        JSON.stringify(a.Dimensions ?? []).includes(logicalId(queues.deadLetters)),
      );
      expect(alarms).toHaveLength(1);
      expect(alarms[0]?.[1]).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      // Its role takes from its own queue only, and reads no stream (its sends: its data.sendsTo, tested apart).
      const { statements, actions } = functionOf(handler);
      expect(actions.filter((a) => STREAM_ACTIONS.includes(a))).toEqual([]);
      const sqs = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:') && a !== 'sqs:SendMessage'));
      expect(sqs.flatMap(actionsOf).sort()).toEqual([
        'sqs:ChangeMessageVisibility',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        'sqs:ReceiveMessage',
      ]);
      for (const statement of sqs)
        expect(statement.Resource).toEqual({ 'Fn::GetAtt': [logicalId(queues.queue), 'Arn'] });
    },
  );

  it('sends mail at most two at once, within SES’s sending rate', () => {
    const [[, mapping]] = mappingsOf(SEND_MAIL_WORKER.handler) as [[string, Record<string, any>]];
    expect(mapping.ScalingConfig).toEqual({ MaximumConcurrency: 2 });
  });

  it('draws share cards from job items only; lets the card worker read logos and cards, write and remove only cards; no table item', () => {
    const { props, statements, actions } = functionOf(SHARE_CARD_WORKER.handler);
    expect(props).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: SHARE_CARD_WORKER.data.limits.memoryMiB,
      Timeout: SHARE_CARD_WORKER.data.limits.timeoutSeconds,
    });
    const s3 = (action: string) =>
      JSON.stringify(statements.filter((s) => actionsOf(s).includes(action)).map((s) => s.Resource));
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    expect(s3('s3:PutObject')).toContain('/cards/*');
    expect(s3('s3:PutObject')).not.toContain('/logos/*');
    expect(s3('s3:DeleteObject')).toContain('/cards/*');
    expect(s3('s3:GetObject')).toContain('/logos/*');
    expect(s3('s3:GetObject')).not.toContain('/uploads/*');
  });

  it('alarms when the dispatcher gives up on a change', () => {
    const queue = logicalId(site.api.workerFailures);
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').filter(([, a]) =>
      JSON.stringify(a.Dimensions ?? []).includes(queue),
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]?.[1]).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });
});

describe('the HTTP API', () => {
  it('throttles the stage from capacity, with no route-level throttle, and writes JSON access logs', () => {
    const [[, stage]] = resourcesOf(template, 'AWS::ApiGatewayV2::Stage') as [[string, Record<string, any>]];

    expect(stage).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: THROTTLE.rateLimit, ThrottlingBurstLimit: THROTTLE.burstLimit },
    });
    // A per-route cap is shared by all clients: one client could spend it and lock everyone out of
    // that route (admin sign-in had 5/s). Per-client limits are the WAF's.
    expect(stage.RouteSettings).toBeUndefined();
    expect(JSON.stringify(stage)).not.toContain('/api/admin/login');
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({
      status: '$context.status',
      route: '$context.routeKey',
      ip: '$context.identity.sourceIp',
    });
  });

  it('invokes each group’s route functions as its route stack’s one role, which may invoke exactly those', () => {
    const fnArn = (handler: string) => ({ 'Fn::GetAtt': [functionOf(handler).id, 'Arn'] });
    for (const [group, stack] of site.api.routeStacks) {
      const nested = Template.fromStack(stack);
      const resources = nested.toJSON().Resources;
      // What the site stack passes for each of the route stack's parameters.
      const passed = template.toJSON().Resources[site.getLogicalId(stack.nestedStackResource as never)].Properties
        .Parameters as Record<string, unknown>;
      const passedFor = (ref: { Ref: string }) => passed[ref.Ref];
      const roleId = stack.getLogicalId(stack.invokeRole.node.defaultChild as never);
      const routes = ROUTES.filter((r) => routeGroupOf(r) === group);

      expect(resources[roleId].Properties.AssumeRolePolicyDocument.Statement).toEqual([
        { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'apigateway.amazonaws.com' } },
      ]);
      // No wildcard, no qualifier (version or alias), no worker: only what the integrations call.
      const [grant, ...others] = grantsOf(nested, roleId);
      expect(others).toEqual([]);
      expect(grant?.Action).toBe('lambda:InvokeFunction');
      expect([grant?.Resource].flat().map((r) => passedFor(r as { Ref: string }))).toEqual(
        routes.map((r) => fnArn(r.handler)),
      );
      const integrations = resourcesOf(nested, 'AWS::ApiGatewayV2::Integration');
      expect(integrations).toHaveLength(routes.length);
      for (const [id, integration] of integrations) {
        expect(integration).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
          CredentialsArn: { 'Fn::GetAtt': [roleId, 'Arn'] },
        });
        const route = resourcesOf(nested, 'AWS::ApiGatewayV2::Route').find(
          ([, r]) => r.Target['Fn::Join'][1][1].Ref === id,
        )?.[1];
        const declared = ROUTES.find((r) => routeKey(r) === route?.RouteKey);
        expect(passedFor(integration.IntegrationUri), id).toEqual(fnArn(declared?.handler ?? 'none'));
      }
    }
    // So no route function keeps a resource policy of its own.
    const permitted = resourcesOf(template, 'AWS::Lambda::Permission').map(([, p]) => JSON.stringify(p.FunctionName));
    for (const id of ROUTES.map((r) => functionOf(r.handler).id))
      expect(
        permitted.filter((f) => f.includes(`"${id}"`)),
        id,
      ).toEqual([]);
  });

  it("sets the stage's rate and burst from Lambda's concurrency and a handler's duration, with headroom", () => {
    const inFlight = (THROTTLE.rateLimit * CAPACITY.typicalHandlerMs) / 1000;

    expect(CAPACITY).toEqual({ accountConcurrency: 1000, headroom: 0.5, typicalHandlerMs: 100 });
    expect(THROTTLE).toEqual({ rateLimit: 5000, burstLimit: 500 });
    expect(inFlight).toBeLessThanOrEqual(CAPACITY.accountConcurrency * CAPACITY.headroom);
    expect(THROTTLE.burstLimit).toBeLessThanOrEqual(CAPACITY.accountConcurrency * CAPACITY.headroom);
  });
});

describe("WALLET_GATEWAYS, the payment gateways' merchant settings", () => {
  const secretId = () => site.getLogicalId(site.paymentGateways.secret.node.defaultChild as never);
  const declaring = () =>
    [...ROUTES, ...SCHEDULED_FUNCTIONS].filter((f) => f.data.paymentGateways).map((f) => f.handler);

  it('starts empty in Secrets Manager (Add Funds answers 503 until the operator puts the accounts in)', () => {
    const secret = template.toJSON().Resources[secretId()];
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.SecretString).toBe('{}');
  });

  it('reaches, as a dynamic reference, exactly the functions that declare paymentGateways', () => {
    const given = [...site.api.functions.keys()].filter(
      (handler) => functionOf(handler).props.Environment.Variables.WALLET_GATEWAYS !== undefined,
    );
    expect(given.sort()).toEqual(declaring().sort());
    expect(declaring()).toEqual(
      expect.arrayContaining(['create-wallet-order', 'payment-notification', 'inquire-payments']),
    );
    for (const handler of given) {
      const value = JSON.stringify(functionOf(handler).props.Environment.Variables.WALLET_GATEWAYS);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId());
    }
  });
});
