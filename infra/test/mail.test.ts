import { ROUTES } from '@modern-jobs/domain/routes';
import { RETRY_MAIL, SEND_MAIL_WORKER } from '@modern-jobs/domain/workers';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOf, synthesize } from './fixtures.ts';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
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
  const statements = resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.PolicyDocument.Statement as Statement[]);
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

  it('follows the stream for new mail items only, not its own updates of them', () => {
    const { id } = functionOf(SEND_MAIL_WORKER.handler);
    const [[, mapping]] = resourcesOf(template, 'AWS::Lambda::EventSourceMapping').filter(
      ([, m]) => m.FunctionName.Ref === id,
    ) as [[string, Record<string, any>]];

    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['mail'] } } } },
    ]);
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
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
