import type { BucketAccess, TableAccess } from '@modern-jobs/domain/data-access';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { acknowledgeWildcards, arnToken } from './nag.ts';

/**
 * The IAM statements for a route's declared data access (the route table's `data`), with explicit
 * actions: CDK's grantReadData would also grant Scan and DescribeTable, which no request needs.
 */
export const TABLE_ACTIONS = {
  // ConditionCheckItem: the checks inside TransactWriteItems; TransactGetItems is GetItem.
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
} as const;

export function grantTable(role: Role, table: Table, access: TableAccess): void {
  if (access.read) {
    role.addToPolicy(
      new PolicyStatement({
        actions: [...TABLE_ACTIONS.read],
        resources: [table.tableArn, `${table.tableArn}/index/*`],
      }),
    );
    acknowledgeWildcards(
      role,
      [`${arnToken(table)}/index/*`],
      "Queries the single table's GSIs, all of them part of its design.",
    );
  }
  if (access.write.length === 0) return;
  const anyItem = access.write.includes('*');
  role.addToPolicy(
    new PolicyStatement({
      actions: [...TABLE_ACTIONS.write],
      resources: [table.tableArn],
      // Only items whose partition key matches: e.g. a read route may move a session's idle clock.
      ...(anyItem ? {} : { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': access.write } } }),
    }),
  );
}

/** Grants the role what `access` names, object keys by prefix, and acknowledges those wildcards. */
export function grantBucket(role: Role, bucket: Bucket, access: BucketAccess | undefined): void {
  if (!access) return;
  const objects = (patterns: readonly string[]) => patterns.map((p) => bucket.arnForObjects(p));
  const { read = [], write = [], remove = [] } = access;
  if (read.length) {
    role.addToPolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:ListMultipartUploadParts'], resources: objects(read) }),
    );
    // Without ListBucket a missing key answers 403 instead of 404; limited to the same prefixes.
    role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [...read] } },
      }),
    );
  }
  if (write.length) role.addToPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: objects(write) }));
  if (remove.length) {
    role.addToPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject', 's3:AbortMultipartUpload'], resources: objects(remove) }),
    );
  }
  acknowledgeWildcards(
    role,
    [...new Set([...read, ...write, ...remove])].map((pattern) => `${arnToken(bucket)}/${pattern}`),
    'Object keys are random ids the API issues under this fixed prefix.',
  );
}

/**
 * Sending to the queues a function declares (data.sendsTo), and only that: sqs:SendMessage (which
 * SendMessageBatch needs too) on those queues. Their URLs come in its environment, so it needs no
 * GetQueueUrl; their SQS-managed encryption needs no KMS grant. A queue's worker is given its own
 * queue's receive and delete by its event source, not here.
 */
export function grantQueueSends(role: Role, queues: readonly IQueue[]): void {
  if (queues.length === 0) return;
  role.addToPolicy(
    new PolicyStatement({ actions: ['sqs:SendMessage'], resources: queues.map((queue) => queue.queueArn) }),
  );
}
