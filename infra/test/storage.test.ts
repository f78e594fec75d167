import { TABLE } from '@modern-jobs/api/table';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesize } from './fixtures.ts';

describe.each([
  ['dev', false],
  ['prod', true],
])('storage in %s', (stage, production) => {
  it('builds the single table from its one definition: on demand, PITR, TTL, the GSIs', async () => {
    const { template } = await synthesize({ stage });
    const [[, table]] = resourcesOf(template, 'AWS::DynamoDB::Table') as [[string, Record<string, any>]];

    expect(table).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
    });
    expect(Boolean(table.DeletionProtectionEnabled)).toBe(production);
    expect(table.GlobalSecondaryIndexes.map((i: { IndexName: string }) => i.IndexName)).toEqual(
      TABLE.indexes.map((i) => i.name),
    );
    const policies = Object.values(template.findResources('AWS::DynamoDB::Table')).map((r) => r.DeletionPolicy);
    expect(policies).toEqual([production ? 'Retain' : 'Delete']);
  });

  it('keeps uploads private, versioned and TLS-only, and clears unverified uploads after a day', async () => {
    const { template, site } = await synthesize({ stage });
    const uploadsId = site.getLogicalId(site.storage.uploads.node.defaultChild as never);
    const uploads = template.toJSON().Resources[uploadsId].Properties;

    expect(uploads).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 'uploads-bucket/' },
    });
    expect(uploads.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'pending/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    expect(uploads.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT', 'GET'], AllowedHeaders: ['content-type'] }),
    ]);

    const policy = resourcesOf(template, 'AWS::S3::BucketPolicy').find(([, p]) => p.Bucket.Ref === uploadsId)?.[1];
    expect(policy?.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // No statement opens the bucket to anyone: only the TLS deny (and CDK's auto-delete in dev).
    for (const statement of policy?.PolicyDocument.Statement ?? []) {
      expect(statement.Principal === '*' || statement.Principal?.AWS === '*' ? statement.Effect : 'Deny').toBe('Deny');
    }
  });
});
