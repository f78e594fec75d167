import { ROUTES } from '@modern-jobs/domain/routes';
import { ALERTS_WORKER, MAIL_EVENTS, RETRY_MAIL, SEND_DIGESTS, SEND_MAIL_WORKER } from '@modern-jobs/domain/workers';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_LINK_SECRET } from '../src/constructs/link-secret.ts';
import { MAIL_EVENT_FILTER } from '../src/constructs/mail.ts';
import { grantsOf, resourcesOf, type Statement, synthesize } from './fixtures.ts';

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

let template: Template;
let site: Awaited<ReturnType<typeof synthesize>>['site'];
beforeAll(async () => {
  ({ template, site } = await synthesize({ mailIdentity: 'jobs.example.pk', mailReplyTo: 'help@jobs.example.pk' }));
});

const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  site.getLogicalId(construct.node.defaultChild as never);

function functionOf(handler: string) {
  const fn = site.api.functions.get(handler);
  if (!fn) throw new Error(`no function for ${handler}`);
  const id = logicalId(fn);
  const props = template.toJSON().Resources[id].Properties;
  const roleId = props.Role['Fn::GetAtt'][0] as string;
  const statements = grantsOf(template, roleId);
  return { id, props, statements };
}

describe('sending e-mail with SES', () => {
  it('verifies the identity from context and sends everything through one configuration set that suppresses bounces and complaints', () => {
    const identities = resourcesOf(template, 'AWS::SES::EmailIdentity');
    expect(identities).toHaveLength(1);
    expect(identities[0]?.[1]).toMatchObject({
      EmailIdentity: 'jobs.example.pk',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: logicalId(site.mail.configurationSet) } },
    });
    expect(resourcesOf(template, 'AWS::SES::ConfigurationSet')[0]?.[1]).toMatchObject({
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
  });

  it.each([SEND_MAIL_WORKER.handler, RETRY_MAIL.handler])(
    '%s may send only as that identity with that configuration set, and write only outbox items',
    (handler) => {
      const { props, statements } = functionOf(handler);
      const ses = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));

      expect(ses).toHaveLength(1);
      expect(actionsOf(ses[0] as Statement).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      const resources = JSON.stringify(ses[0]?.Resource);
      expect(resources).toContain(`:identity/",{"Ref":"${logicalId(site.mail.identity as never)}"}`);
      expect(resources).toContain(':configuration-set/');
      expect(resources).not.toMatch(/"\*"|identity\/\*/);
      const writes = statements.find((s) => actionsOf(s).includes('dynamodb:PutItem'));
      expect(writes?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MAIL#*'] } });
      expect(props.Environment.Variables).toMatchObject({
        MAIL_FROM: 'no-reply@jobs.example.pk',
        MAIL_REPLY_TO: 'help@jobs.example.pk',
        SES_CONFIGURATION_SET: { Ref: logicalId(site.mail.configurationSet) },
      });
      expect(props.Environment.Variables).not.toHaveProperty('SMTP_URL');
    },
  );

  it('gives no route any SES permission: routes only write the outbox', () => {
    for (const route of ROUTES) {
      const { statements } = functionOf(route.handler);
      expect(
        statements.flatMap(actionsOf).filter((a) => a.startsWith('ses:')),
        route.handler,
      ).toEqual([]);
    }
  });

  it('is given new mail items only, from its own queue, not its own updates of them', () => {
    const mappings = resourcesOf(template, 'AWS::Lambda::EventSourceMapping');
    const [[, mapping], ...others] = mappings.filter(
      ([, m]) => m.FunctionName.Ref === functionOf(SEND_MAIL_WORKER.handler).id,
    ) as [[string, Record<string, any>]];
    const queue = site.api.workerQueues.get(SEND_MAIL_WORKER.handler)?.queue;

    expect(others).toEqual([]);
    expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [logicalId(queue as never), 'Arn'] });
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    // What reaches the queue: the dispatcher's stream takes a mail item when it is new, in no other pattern.
    const [[, dispatcher]] = mappings.filter(([, m]) => m.FunctionName.Ref === functionOf('dispatch-changes').id) as [
      [string, Record<string, any>],
    ];
    const mailPatterns = dispatcher.FilterCriteria.Filters.map((f: { Pattern: string }) =>
      JSON.parse(f.Pattern),
    ).filter((p: unknown) => JSON.stringify(p).includes('"mail"'));
    expect(mailPatterns).toEqual([{ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['mail'] } } } }]);
  });

  it('runs retry-mail every minute from EventBridge Scheduler, not retrying a missed run', () => {
    const { id } = functionOf(RETRY_MAIL.handler);
    const schedules = resourcesOf(template, 'AWS::Scheduler::Schedule').filter(([, s]) =>
      JSON.stringify(s.Target.Arn).includes(id),
    );

    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.[1]).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Target: { RetryPolicy: { MaximumRetryAttempts: 0 } },
    });
  });

  it('runs send-digests every five minutes, telling it the time each run was scheduled for', () => {
    const { id } = functionOf(SEND_DIGESTS.handler);
    const [[, schedule], ...others] = resourcesOf(template, 'AWS::Scheduler::Schedule').filter(([, s]) =>
      JSON.stringify(s.Target.Arn).includes(id),
    ) as [[string, Record<string, any>]];
    expect(others).toEqual([]);
    expect(schedule).toMatchObject({ ScheduleExpression: 'rate(5 minutes)' });
    expect(JSON.parse(schedule.Target.Input)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
  });

  it('alarms on a mail given up on, counted from both mail functions’ logs', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter').filter(([, f]) =>
      f.MetricTransformations.some((m: { MetricName: string }) => m.MetricName === 'MailFailed'),
    );
    expect(filters.map(([, f]) => f.FilterPattern)).toEqual([
      '{ $.message = "mail failed" }',
      '{ $.message = "mail failed" }',
    ]);
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').filter(([, a]) => a.MetricName === 'MailFailed');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]?.[1]).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
  });
});

describe('bounces and complaints stop mail', () => {
  const topicId = () => logicalId(site.mail.events);
  const queueId = () => logicalId(site.api.workerFailures);

  it('has the configuration set publish bounces and complaints, and nothing else, to one topic', () => {
    const destinations = resourcesOf(template, 'AWS::SES::ConfigurationSetEventDestination');
    expect(destinations).toHaveLength(1);
    expect(destinations[0]?.[1]).toEqual({
      ConfigurationSetName: { Ref: logicalId(site.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: topicId() } },
      },
    });
  });

  it('lets only SES, for this configuration set of this account, publish to the topic, encrypted with a rotated key SES may use', () => {
    const [[, policy]] = resourcesOf(template, 'AWS::SNS::TopicPolicy').filter(([, p]) =>
      p.Topics.some((t: { Ref: string }) => t.Ref === topicId()),
    ) as [[string, Record<string, any>]];
    const publish = (policy.PolicyDocument.Statement as Array<Record<string, any>>).find(
      (s) => s.Action === 'sns:Publish' && s.Effect === 'Allow',
    );
    expect(publish?.Principal).toEqual({ Service: 'ses.amazonaws.com' });
    expect(JSON.stringify(publish?.Condition)).toContain(':configuration-set/');
    expect(publish?.Condition.StringEquals['AWS:SourceAccount']).toBeDefined();

    const topic = template.toJSON().Resources[topicId()].Properties;
    const keyId = topic.KmsMasterKeyId['Fn::GetAtt'][0] as string;
    const key = template.toJSON().Resources[keyId].Properties;
    expect(key.EnableKeyRotation).toBe(true);
    const sesUse = (key.KeyPolicy.Statement as Array<Record<string, any>>).find(
      (s) => s.Principal?.Service === 'ses.amazonaws.com',
    );
    expect(sesUse?.Action).toEqual(['kms:GenerateDataKey*', 'kms:Decrypt']);
  });

  it('subscribes mail-events to complaints and permanent bounces only, with undeliverable events kept in a queue', () => {
    const { id } = functionOf(MAIL_EVENTS.handler);
    const subscriptions = resourcesOf(template, 'AWS::SNS::Subscription').filter(
      ([, s]) => s.TopicArn.Ref === topicId(),
    );
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.[1]).toEqual({
      Protocol: 'lambda',
      TopicArn: { Ref: topicId() },
      Endpoint: { 'Fn::GetAtt': [id, 'Arn'] },
      FilterPolicyScope: 'MessageBody',
      FilterPolicy: MAIL_EVENT_FILTER,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [queueId(), 'Arn'] } },
    });
    expect(MAIL_EVENT_FILTER).toEqual({
      $or: [{ eventType: ['Complaint'] }, { eventType: ['Bounce'], bounce: { bounceType: ['Permanent'] } }],
    });
    // Only that topic may invoke it.
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission').filter(([, p]) =>
      JSON.stringify(p.FunctionName).includes(id),
    );
    expect(permissions.map(([, p]) => [p.Principal, p.SourceArn])).toEqual([['sns.amazonaws.com', { Ref: topicId() }]]);
  });

  it('gives mail-events only the writing of SUPPRESS# items: no read, no SES, no bucket; failed events go to the alarmed queue', () => {
    const { props, statements } = functionOf(MAIL_EVENTS.handler);
    const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));

    expect(dynamo).toHaveLength(1);
    expect(actionsOf(dynamo[0] as Statement)).not.toContain('dynamodb:GetItem');
    expect(dynamo[0]?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESS#*'] } });
    const actions = statements.flatMap(actionsOf);
    expect(actions.filter((a) => /^(ses|s3|secretsmanager|kms):/.test(a))).toEqual([]);
    expect(props.DeadLetterConfig).toEqual({ TargetArn: { 'Fn::GetAtt': [queueId(), 'Arn'] } });
    expect(props.Environment.Variables).not.toHaveProperty('LINK_SECRET');
    expect(props.Environment.Variables).not.toHaveProperty('MAIL_FROM');
  });
});

describe('LINK_SECRET, which signs e-mail links', () => {
  const secretId = () => logicalId(site.linkSecret.secret);
  const isReference = (value: unknown) =>
    JSON.stringify(value).includes(`{{resolve:secretsmanager:`) && JSON.stringify(value).includes(secretId());

  it('is generated in Secrets Manager, 64 letters and digits, never written into the template', () => {
    const secret = template.toJSON().Resources[secretId()];
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret.DeletionPolicy).toBe('Delete');
  });

  it('reaches, as a dynamic reference, exactly the functions that make or check links', () => {
    const built = [...site.api.functions.keys()];
    const expected = NEEDS_LINK_SECRET.filter((handler) => built.includes(handler));
    // The route checks them; the alerts' senders sign them. The indexer and send-digests only queue tasks.
    // A contact request's route signs its e-mail's link; the answering route checks it. Reports key
    // their reporter's address by it.
    expect(expected).toEqual([
      'unsubscribe',
      ALERTS_WORKER.handler,
      'request-candidate-contact',
      'answer-contact-request',
      'report-job',
    ]);
    expect(built).toEqual(expect.arrayContaining(['index-search', 'send-digests']));

    const given = built.filter((handler) => functionOf(handler).props.Environment.Variables.LINK_SECRET !== undefined);
    expect(given.sort()).toEqual([...expected].sort());
    for (const handler of given)
      expect(isReference(functionOf(handler).props.Environment.Variables.LINK_SECRET)).toBe(true);
    // The mail workers send what was queued: its links are in it already.
    expect(given).not.toContain(SEND_MAIL_WORKER.handler);
    expect(given).not.toContain(RETRY_MAIL.handler);
  });

  it('is kept when a prod stack goes, so links already sent still work in a stack restored with it', async () => {
    const prod = await synthesize({ stage: 'prod' });
    const id = prod.site.getLogicalId(prod.site.linkSecret.secret.node.defaultChild as never);
    expect(prod.template.toJSON().Resources[id].DeletionPolicy).toBe('Retain');
  });
});

describe('the sender from context', () => {
  it('sends from the identity itself when it is an address', async () => {
    const { config } = await synthesize({ mailIdentity: 'jobs@example.pk' });
    expect(config).toMatchObject({ mailIdentity: 'jobs@example.pk', mailFrom: 'jobs@example.pk' });
  });

  it('defaults to the custom domain, and refuses a From address the identity does not cover', async () => {
    const domain = { domainName: 'jobs.example.pk', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' };
    expect((await synthesize(domain)).config.mailFrom).toBe('no-reply@jobs.example.pk');
    await expect(synthesize({ ...domain, mailFrom: 'me@gmail.com' })).rejects.toThrow(/not covered/);
    await expect(synthesize({ mailIdentity: 'not a domain' })).rejects.toThrow(/mailIdentity/);
  });

  it('without an identity, creates none and grants sending as one named address only', async () => {
    const bare = await synthesize();
    expect(resourcesOf(bare.template, 'AWS::SES::EmailIdentity')).toHaveLength(0);
    expect(JSON.stringify(bare.template.toJSON())).toContain('identity/no-reply@dev.invalid');
  });
});
