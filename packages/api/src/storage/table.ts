import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table, defined once: infra builds it from this, the local stack creates it from this.
 * GSI1 holds the job lists (public filters, keywords, admin), each seeker's applications, the
 * users of one role, each type's wallet entries and each person's payment orders; GSI2 the
 * applications per job, each person's sessions, every user, every wallet entry and every payment
 * order; GSI3 all applications, for the admin, each employer's own jobs and every profile that holds
 * money; GSI4 the applications of one status, the moderation queue and the payment orders still
 * pending; GSI5 the feed of job changes, oldest first, that keeps each instance's search index fresh.
 */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** epoch seconds; DynamoDB deletes the item some time after, so reads also check it */
  ttlAttribute: 'expiresAt',
  /** what the stream carries to the workers (domain/workers.ts): a change's item before and after */
  stream: 'NEW_AND_OLD_IMAGES',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { name: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
  ],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];

/** What only storage needs on an item: the table's and every index's keys, and the item's kind. */
export const STORAGE_ATTRIBUTES: readonly string[] = [
  TABLE.partitionKey,
  TABLE.sortKey,
  ...TABLE.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  'entity',
];

/** The CreateTable request for a table of this shape (local stack and tests). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keys = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keys.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
