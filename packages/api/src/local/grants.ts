import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import {
  type BucketAccess,
  type DataAccess,
  keyMatches,
  type SearchAccess,
  type TableAccess,
} from '@modern-jobs/domain/data-access';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { whichFunctionRuns } from '../files/read-grant.ts';

/**
 * The local stack's stand-in for IAM: while a route's handler runs, the AWS clients refuse what the
 * role infra builds from that route's declared data access would refuse, with the errors AWS gives
 * (AccessDeniedException from DynamoDB, AccessDenied from S3). Outside a handler (seeding at start,
 * scripts) nothing is checked, as an operator's own credentials would allow it.
 */

/** A function with a role of its own: a route's, or a worker's (both declare their data access). */
interface Role {
  handler: string;
  data: DataAccess;
}

const running = new AsyncLocalStorage<Role>();

/** Runs a handler as its route's (or worker's) role. */
export const runAsRoute = <T>(route: Role, fn: () => Promise<T>): Promise<T> => running.run(route, fn);

// What the code asks to tell a missing object from a refused read (files/objects.ts): which role runs.
whichFunctionRuns(() => running.getStore());

const principal = (route: Role) => `arn:aws:sts::000000000000:assumed-role/local-${route.handler}/${route.handler}`;

function dynamoDenied(route: Role, action: string): Error {
  return new DynamoDBServiceException({
    name: 'AccessDeniedException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    message: `User: ${principal(route)} is not authorized to perform: dynamodb:${action} on resource: arn:aws:dynamodb:${config.AWS_REGION}:000000000000:table/${config.TABLE_NAME} because no identity-based policy allows the dynamodb:${action} action`,
  });
}

/**
 * S3's 403 as the SDK gives it: AccessDenied, from the error's body; to a HEAD, which has no body, an
 * error the SDK can only name Unknown.
 */
function s3Denied(route: Role, command: string, detail: string): Error {
  const head = command === 'HeadObjectCommand';
  const error = new S3ServiceException({
    name: head ? 'Unknown' : 'AccessDenied',
    $fault: 'client',
    $metadata: { httpStatusCode: 403 },
    message: head ? 'UnknownError' : 'Access Denied',
  });
  // Not in S3's answer, but in the local log it saves a search for which grant was missing.
  Object.assign(error, { localDetail: `${principal(route)} ${detail}` });
  return error;
}

/**
 * Reads whose answer for a missing key depends on s3:ListBucket: 404 (NoSuchKey, NotFound) with it,
 * 403 without. Infra grants ListBucket only under a role's read prefixes (an s3:prefix condition),
 * which a GetObject or HeadObject request does not carry: to every role, S3 answers a missing key 403.
 */
const READS_ONE_KEY = new Set(['GetObjectCommand', 'HeadObjectCommand']);
const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

type Attribute = { S?: string };
type Keyed = { Item?: Record<string, Attribute>; Key?: Record<string, Attribute> };
const pkOf = (request: Keyed | undefined) => request?.Item?.PK?.S ?? request?.Key?.PK?.S ?? '';

/** The partition keys a write request touches, and the IAM action for each. */
function writesOf(operation: string, body: Record<string, unknown>): Array<[action: string, pk: string]> {
  switch (operation) {
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [[operation, pkOf(body as Keyed)]];
    case 'BatchWriteItem': {
      const tables = Object.values((body.RequestItems ?? {}) as Record<string, Array<Record<string, Keyed>>>);
      return tables.flat().map((w) => ['BatchWriteItem', pkOf(w.PutRequest ?? w.DeleteRequest)]);
    }
    case 'TransactWriteItems':
      return ((body.TransactItems ?? []) as Array<Record<string, Keyed>>).flatMap((item): Array<[string, string]> => {
        if (item.Put) return [['PutItem', pkOf(item.Put)]];
        if (item.Update) return [['UpdateItem', pkOf(item.Update)]];
        if (item.Delete) return [['DeleteItem', pkOf(item.Delete)]];
        return [];
      });
    default:
      return [];
  }
}

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'TransactGetItems']);

/** The action a request needs that the table access does not grant, or null. */
export function tableDenial(access: TableAccess, operation: string, body: Record<string, unknown>): string | null {
  if (READS.has(operation)) return access.read ? null : operation === 'TransactGetItems' ? 'GetItem' : operation;
  const writes = writesOf(operation, body);
  // Scan, DescribeTable, CreateTable…: no role is granted anything else.
  if (writes.length === 0) return operation;
  if (operation === 'TransactWriteItems' && !access.read) {
    const checks = (body.TransactItems as Array<Record<string, unknown>>).some((item) => item.ConditionCheck);
    if (checks) return 'ConditionCheckItem';
  }
  const refused = writes.find(([, pk]) => !access.write.some((pattern) => keyMatches(pattern, pk)));
  return refused ? refused[0] : null;
}

type ObjectUse = { use: 'read' | 'write' | 'remove'; key: string };

function copySourceKey(source: string): string {
  const path = decodeURIComponent(source.split('?')[0] ?? '').replace(/^\//, '');
  return path.slice(path.indexOf('/') + 1);
}

/** What each S3 command does to which keys, in the terms of BucketAccess. */
const read = (key = ''): ObjectUse => ({ use: 'read', key });
const write = (key = ''): ObjectUse => ({ use: 'write', key });
const remove = (key = ''): ObjectUse => ({ use: 'remove', key });
const S3_USES: Record<string, (input: Record<string, string | undefined>) => ObjectUse[]> = {
  GetObjectCommand: (i) => [read(i.Key)],
  HeadObjectCommand: (i) => [read(i.Key)],
  ListPartsCommand: (i) => [read(i.Key)],
  ListObjectsV2Command: (i) => [read(i.Prefix)],
  PutObjectCommand: (i) => [write(i.Key)],
  CreateMultipartUploadCommand: (i) => [write(i.Key)],
  UploadPartCommand: (i) => [write(i.Key)],
  CompleteMultipartUploadCommand: (i) => [write(i.Key)],
  CopyObjectCommand: (i) => [write(i.Key), read(copySourceKey(i.CopySource ?? ''))],
  DeleteObjectCommand: (i) => [remove(i.Key)],
  AbortMultipartUploadCommand: (i) => [remove(i.Key)],
};

/** The first use of the bucket that the access does not grant, or null. */
export function bucketDenial(access: BucketAccess | undefined, command: string, input: object): ObjectUse | null {
  const uses = S3_USES[command]?.(input as Record<string, string | undefined>);
  // Any other command (ListBuckets, PutBucketPolicy…) is granted to no role.
  if (!uses) return { use: 'read', key: `* (${command})` };
  return uses.find(({ use, key }) => !(access?.[use] ?? []).some((pattern) => keyMatches(pattern, key))) ?? null;
}

/** How IAM matches a resource pattern: `*` stands for anything, slashes included. */
const resourceMatches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/**
 * The OpenSearch action a request needs that the search access does not grant, or null: the same
 * paths infra's Search.grant allows (infra/src/constructs/search.ts). A reader may search its kinds'
 * aliases; the indexer may bulk-write, manage aliases and the stage's index versions.
 */
export function searchDenial(access: SearchAccess | undefined, method: string, path: string, prefix: string) {
  const action = `es:ESHttp${method[0]}${method.slice(1).toLowerCase()}`;
  const reads = (access?.read ?? []).map((kind) => `/${prefix}-${kind}/_search`);
  if (['GET', 'POST'].includes(method) && reads.some((pattern) => resourceMatches(pattern, path))) return null;
  const writes = access?.write ? ['/_bulk', '/_aliases', '/_alias/*', `/${prefix}-*`] : [];
  if (['GET', 'POST', 'PUT', 'HEAD'].includes(method) && writes.some((pattern) => resourceMatches(pattern, path)))
    return null;
  return action;
}

type Stack = typeof dynamo.middlewareStack;
type Args = { input: unknown; request?: unknown };
type Middleware = (
  next: (args: Args) => Promise<unknown>,
  context: { commandName?: string },
) => (args: Args) => Promise<unknown>;

const tableGuard: Middleware = (next) => async (args) => {
  const route = running.getStore();
  if (route) {
    const request = args.request as { headers: Record<string, string>; body?: string | Uint8Array };
    const operation = (request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const text = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    const denied = tableDenial(route.data.table, operation, body);
    if (denied) throw dynamoDenied(route, denied);
  }
  return next(args);
};

const bucketGuard: Middleware = (next, context) => async (args) => {
  const route = running.getStore();
  if (!route) return next(args);
  const command = context.commandName ?? '';
  const denied = bucketDenial(route.data.bucket, command, args.input as object);
  if (denied) throw s3Denied(route, command, `may not ${denied.use} ${denied.key}`);
  if (!READS_ONE_KEY.has(command)) return next(args);
  try {
    return await next(args);
  } catch (error) {
    if (!isMissing(error)) throw error;
    const { Key } = args.input as { Key?: string };
    throw s3Denied(route, command, `read ${Key}, which is not there: 403 to a role without s3:ListBucket`);
  }
};

const NAME = 'localGrantGuard';
/** Adds a guard once: `override` replaces an earlier copy rather than stacking a second. */
// The stack's add() is typed per step; these guards only read their arguments and pass them on.
const guard = (stack: Stack, middleware: Middleware, step: 'build' | 'initialize') =>
  stack.add(middleware as never, { step: step as 'build', name: NAME, override: true });

/** Makes the API's clients (DynamoDB, S3, OpenSearch) refuse what the running route's grant would refuse. Idempotent. */
export async function enforceDeclaredAccess(): Promise<void> {
  guard(dynamo.middlewareStack, tableGuard, 'build');
  // Presigned URLs are built through the same middleware, so signing for a key outside the grant
  // fails here, as the request made with that URL would fail in AWS.
  const { s3, s3Presigner } = await import('../clients/s3.ts');
  for (const client of new Set([s3, s3Presigner]))
    guard(client.middlewareStack as unknown as Stack, bucketGuard, 'initialize');
  // OpenSearch Service answers a request IAM refuses with 403 and the action it needed.
  const { guardSearchRequests, SearchRequestError } = await import('../search/opensearch/client.ts');
  guardSearchRequests(({ method, path }) => {
    const route = running.getStore();
    if (!route) return;
    const denied = searchDenial(route.data.search, method, path, config.OPENSEARCH_INDEX_PREFIX);
    if (denied)
      throw new SearchRequestError(
        403,
        'security_exception',
        `User: ${principal(route)} is not authorized to perform: ${denied} on resource: ${path}`,
      );
  });
}
