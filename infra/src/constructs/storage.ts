import { TABLE } from '@modern-jobs/api/table';
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';
import type { StageConfig } from '../stage-config.ts';

/** What every bucket of the product is: private, encrypted at rest, reachable over TLS only. */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
} as const satisfies BucketProps;

/** The API's data: the single table (from its one definition) and the uploads bucket (CVs, logos). */
export class Storage extends Construct {
  readonly table: Table;
  readonly uploads: Bucket;
  /** S3 server access logs and CloudFront logs */
  readonly logs: Bucket;
  /**
   * Where browsers PUT uploads (the presigned URLs' host). Built from the bucket's name rather than
   * from the bucket, so the site's CSP can name it while the bucket's CORS names the site.
   */
  readonly uploadsOrigin: string;
  /** The same host alone: presigned downloads are signed for it, and CloudFront's /_files reaches it. */
  readonly uploadsDomainName: string;

  constructor(scope: Construct, id: string, { production, stage }: StageConfig) {
    super(scope, id);
    const uploadsBucketName = `mj-${stage}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploadsDomainName = `${uploadsBucketName}.s3.${Aws.REGION}.amazonaws.com`;
    this.uploadsOrigin = `https://${this.uploadsDomainName}`;
    const removalPolicy = production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      // The workers follow it (domain/workers.ts): each job's share card is drawn from its writes.
      stream: StreamViewType[TABLE.stream],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: production,
      removalPolicy,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    this.logs = new Bucket(this, 'Logs', {
      ...PRIVATE_BUCKET,
      // CloudFront's standard logs are written with an ACL.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(production ? 365 : 30) }],
      removalPolicy,
      autoDeleteObjects: !production,
    });
    acknowledge(this.logs, 'AwsSolutions-S1', 'This is the access-log bucket; logging it into itself would loop.');

    this.uploads = new Bucket(this, 'Uploads', {
      bucketName: uploadsBucketName,
      ...PRIVATE_BUCKET,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'uploads-bucket/',
      lifecycleRules: [
        // Browsers upload under pending/; only what the API verifies is copied out (files/uploads.ts).
        {
          id: 'unverified-uploads',
          prefix: 'pending/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        { id: 'abandoned-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Versioning is for recovering from mistakes, not an archive: CVs replaced or deleted go in 30 days.
        { id: 'old-versions', noncurrentVersionExpiration: Duration.days(30) },
      ],
      removalPolicy,
      autoDeleteObjects: !production,
    });
  }

  /** Browsers PUT uploads to the bucket, and GET a seeker's own CVs, with presigned URLs, from the site only. */
  allowUploadsFrom(siteOrigin: string): void {
    this.uploads.addCorsRule({
      allowedOrigins: [siteOrigin],
      // PUT: the browser uploads a CV or a logo; GET: 'Download my data' fetches the seeker's CVs
      // through the export's short-lived links, to put them in its archive.
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
      allowedHeaders: ['content-type'],
      // The uploader shows S3's request id as the reference of a refused upload (web api/uploads.ts).
      exposedHeaders: ['x-amz-request-id'],
      maxAge: 3600,
    });
  }
}
