import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ROUTES, type Route } from '@modern-jobs/domain/routes';
import { ALERTS_WORKER, SEARCH_WORKER, SEND_MAIL_WORKER } from '@modern-jobs/domain/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { s3Presigner } from '../../src/clients/s3.ts';
import { config } from '../../src/config.ts';
import { enforceDeclaredAccess, runAsRoute } from '../../src/local/grants.ts';
import { aliasOf, openSearch } from '../../src/search/opensearch/client.ts';
import { ensureIndex } from '../../src/search/opensearch/indexes.ts';
import { startApi } from './server.ts';

const TableName = config.TABLE_NAME;
const Bucket = config.BUCKET_NAME;
const route = (handler: string): Route => {
  const found = ROUTES.find((r) => r.handler === handler);
  if (!found) throw new Error(handler);
  return found;
};
const denied = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => null,
    (e: Error) => e,
  )) as (Error & { $metadata?: { httpStatusCode?: number } }) | null;
  return error && { name: error.name, status: error.$metadata?.httpStatusCode };
};

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
  await enforceDeclaredAccess();
});
afterAll(() => api?.close());

describe("the local stack refuses what a route's role could not do in AWS", () => {
  it("a read-only route's DynamoDB client reads, and refuses every write with AccessDeniedException", async () => {
    const getJob = route('get-job');
    const item = { PK: 'JOB#declared-access', SK: 'JOB' };
    await dynamo.send(new PutCommand({ TableName, Item: item }));

    await expect(
      runAsRoute(getJob, () => dynamo.send(new GetCommand({ TableName, Key: item }))),
    ).resolves.toMatchObject({ Item: item });
    expect(await denied(runAsRoute(getJob, () => dynamo.send(new PutCommand({ TableName, Item: item }))))).toEqual({
      name: 'AccessDeniedException',
      status: 400,
    });
    expect(
      await denied(
        runAsRoute(getJob, () =>
          dynamo.send(
            new UpdateCommand({
              TableName,
              Key: item,
              UpdateExpression: 'SET a = :a',
              ExpressionAttributeValues: { ':a': 1 },
            }),
          ),
        ),
      ),
    ).toEqual({ name: 'AccessDeniedException', status: 400 });
  });

  it('refuses a Scan to every route, even one that may write anything', async () => {
    for (const handler of ['list-jobs', 'create-job', 'list-admin-jobs'])
      expect(
        await denied(runAsRoute(route(handler), () => dynamo.send(new ScanCommand({ TableName })))),
        handler,
      ).toEqual({
        name: 'AccessDeniedException',
        status: 400,
      });
  });

  it('lets a reading admin route write session items only', async () => {
    const listJobs = route('list-admin-jobs');
    const session = { PK: 'SESSION#declared-access', SK: 'SESSION' };
    await expect(
      runAsRoute(listJobs, () => dynamo.send(new PutCommand({ TableName, Item: session }))),
    ).resolves.toBeDefined();
    expect(
      await denied(
        runAsRoute(listJobs, () => dynamo.send(new PutCommand({ TableName, Item: { PK: 'JOB#x', SK: 'JOB' } }))),
      ),
    ).toEqual({ name: 'AccessDeniedException', status: 400 });
  });

  it('refuses a route with no table access even a read', async () => {
    const query = new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'x' },
    });
    expect(await denied(runAsRoute(route('get-version'), () => dynamo.send(query)))).toEqual({
      name: 'AccessDeniedException',
      status: 400,
    });
  });

  it('refuses S3 keys outside the prefixes a route is granted, for requests and for presigned URLs alike', async () => {
    const getObject = route('get-object');
    // Allowed: a presigned GET of a verified CV.
    await expect(
      runAsRoute(getObject, () => getSignedUrl(s3Presigner, new GetObjectCommand({ Bucket, Key: 'uploads/a.pdf' }))),
    ).resolves.toMatch(/uploads\/a\.pdf/);
    // Refused: reading what is still pending, and writing at all.
    expect(
      await denied(
        runAsRoute(getObject, () => s3Presigner.send(new GetObjectCommand({ Bucket, Key: 'pending/uploads/a.pdf' }))),
      ),
    ).toEqual({ name: 'AccessDenied', status: 403 });
    expect(
      await denied(
        runAsRoute(getObject, () => getSignedUrl(s3Presigner, new PutObjectCommand({ Bucket, Key: 'uploads/a.pdf' }))),
      ),
    ).toEqual({ name: 'AccessDenied', status: 403 });
  });
});

describe("the local stack refuses what a function's role could not ask OpenSearch", () => {
  const searchOf = (kind: 'jobs' | 'alerts') => () =>
    openSearch({ method: 'POST', path: `/${aliasOf(kind)}/_search`, body: { size: 0, query: { match_all: {} } } });
  const bulk = () =>
    openSearch({
      method: 'POST',
      path: '/_bulk',
      ndjson: [JSON.stringify({ delete: { _index: aliasOf('jobs'), _id: 'x' } })],
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = (await promise.then(
      () => null,
      (e: Error) => e,
    )) as (Error & { status?: number; type?: string }) | null;
    return error && { status: error.status, type: error.type, action: /perform: (\S+)/.exec(error.message)?.[1] };
  };
  beforeAll(async () => {
    await ensureIndex('jobs');
    await ensureIndex('alerts');
  });

  it('lets the public search read the jobs only, and refuses it the alerts and every write with 403', async () => {
    const list = route('list-jobs');
    await expect(runAsRoute(list, searchOf('jobs'))).resolves.toMatchObject({ status: 200 });
    expect(await refusal(runAsRoute(list, searchOf('alerts')))).toEqual({
      status: 403,
      type: 'security_exception',
      action: 'es:ESHttpPost',
    });
    expect(await refusal(runAsRoute(list, bulk))).toMatchObject({ status: 403, action: 'es:ESHttpPost' });
  });

  it('refuses a route that declares no search everything, and lets the alerts’ senders read only the alerts', async () => {
    expect(await refusal(runAsRoute(route('get-job'), searchOf('jobs')))).toMatchObject({ status: 403 });
    await expect(runAsRoute(ALERTS_WORKER, searchOf('alerts'))).resolves.toMatchObject({ status: 200 });
    expect(await refusal(runAsRoute(ALERTS_WORKER, searchOf('jobs')))).toMatchObject({ status: 403 });
    expect(await refusal(runAsRoute(ALERTS_WORKER, bulk))).toMatchObject({ status: 403 });
  });

  it('lets the indexer write, and nothing else', async () => {
    await expect(runAsRoute(SEARCH_WORKER, bulk)).resolves.toMatchObject({ status: 200 });
    expect(await refusal(runAsRoute(SEND_MAIL_WORKER, bulk))).toMatchObject({ status: 403 });
  });
});

describe('the AWS-only defects the enforced grants catch', () => {
  const token = 'i'.repeat(43);
  const asAdmin = { cookie: `mj_admin=${token}` };

  it("moves a reading admin's idle clock forward (an admin who only reads stays signed in)", async () => {
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60 * 1000);
    await createSession('admin', '03001234567', hashToken(token), twentyMinutesAgo);
    const sessionKey = { PK: `SESSION#${hashToken(token)}`, SK: 'SESSION' };

    const res = await fetch(`${api.url}/api/admin/jobs`, { headers: asAdmin });
    expect(res.status).toBe(200);
    const { Item } = await dynamo.send(new GetCommand({ TableName, Key: sessionKey }));
    expect(Item?.lastSeenAt).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
  });

  it("answers a request over Lambda's 6 MB payload as API Gateway does, without running the handler", async () => {
    const res = await fetch(`${api.url}/api/jobs`, {
      method: 'POST',
      headers: { ...asAdmin, origin: config.SITE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(7 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
  });
});
