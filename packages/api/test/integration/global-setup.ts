import { type DynamoDbLocal, ensureTable, startDynamoDbLocal } from '../../src/local/dynamodb-local.ts';

let db: DynamoDbLocal | undefined;

/** One in-memory DynamoDB Local for the integration run; workers inherit its endpoint. */
export async function setup() {
  db = await startDynamoDbLocal(process.env.MJ_JAVA ? { java: process.env.MJ_JAVA } : {});
  process.env.DYNAMODB_ENDPOINT = db.endpoint;
  await ensureTable(db.endpoint, 'modern-jobs-test');
}

export async function teardown() {
  await db?.stop();
}
