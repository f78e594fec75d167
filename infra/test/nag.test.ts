import { App, Stack, Validations } from 'aws-cdk-lib';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthesize } from './fixtures.ts';

const PACKS = () => [new AwsSolutionsChecks(), new ServerlessChecks()];

describe('cdk-nag (AwsSolutions and Serverless)', () => {
  it.each([
    ['dev', {}],
    ['prod', { stage: 'prod' }],
    [
      'prod with a custom domain',
      {
        stage: 'prod',
        domainName: 'jobs.example.pk',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    ],
    // What the README's production deploy passes.
    ['prod with alarm e-mails', { stage: 'prod', alarmEmail: 'ops@example.pk' }],
  ])('finds nothing unacknowledged in %s, errors or warnings', async (_name, context) => {
    const { app } = await synthesize(context);

    for (const pack of PACKS()) {
      const report = pack.validateScope(app);
      expect(
        report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
      ).toEqual([]);
    }
  });

  it('is really checking: a careless bucket and function are reported by both packs', () => {
    const app = new App();
    const stack = new Stack(app, 'Canary');
    new Bucket(stack, 'Careless');
    new LambdaFunction(stack, 'Defaults', {
      runtime: Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: Code.fromInline('export const handler = async () => 1;'),
    });

    const ids = PACKS().flatMap((pack) => pack.validateScope(app).violations.map((v) => v.ruleName));

    expect(ids).toContain('AwsSolutions-S1');
    expect(ids).toContain('AwsSolutions-S10');
    expect(ids).toContain('Serverless-LambdaTracing');
    expect(ids).toContain('Serverless-LambdaDefaultMemorySize');
  });

  it('gives every acknowledgement a one-line reason', async () => {
    const { app } = await synthesize({ stage: 'prod' });
    const reasons = app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.values(m.data as Record<string, string>));

    expect(reasons.length).toBeGreaterThan(10);
    for (const reason of reasons) {
      expect(reason.length, reason).toBeGreaterThan(20);
      expect(reason, reason).not.toContain('\n');
    }
  });
});
