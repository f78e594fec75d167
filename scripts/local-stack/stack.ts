import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '@modern-jobs/domain/web-security';
import { say } from '../lib/log.ts';
import { localDataDir, repoRoot, webRoot } from '../lib/paths.ts';
import { ensureJava, ensureMaven } from '../lib/prerequisites.ts';
import { assertPortFree, heldBy, LOCK_FILE, lockDataDir } from './data-lock.ts';
import { createFrontServer } from './front.ts';
import { INBOX_PATH, startMail } from './mail.ts';
import { createOidcProvider, LOCAL_CLIENT_ID, OIDC_PATH } from './oidc.ts';
import { loadPaySecrets, PAY_SECRETS_FILE, type PayStandIns, startPayStandIns } from './pay/index.ts';
import { S3RVER_CREDENTIALS, startS3 } from './s3.ts';

export const LOCAL_TABLE = 'modern-jobs-local';
export const LOCAL_BUCKET = 'modern-jobs-local-uploads';
export const DEFAULT_ADMIN_MOBILE = '03001234567';
/** Who the local e-mails are from (the inbox shows it); any address does, nothing leaves the laptop. */
export const LOCAL_MAIL_FROM = 'jobs@modern-jobs.local';
/** How often the local stack runs retry-mail (every minute in AWS): a retry comes due within seconds of its time. */
const RETRY_MAIL_EVERY_MS = 5_000;
/** How often the local stack runs the scheduled functions whose work is due by the hour or the minute. */
const LOCAL_SCHEDULE_EVERY_MS = 30_000;
/** How often the local stack looks for due digests (every five minutes in AWS). */
const DIGESTS_EVERY_MS = 60_000;
const LOOPBACK = '127.0.0.1';
/** Where a running stack notes its DynamoDB Local, for scripts such as create-admin. */
export const STACK_FILE = join(localDataDir, 'stack.json');

export interface StackOptions {
  port: number;
  /** the address the site listens on: loopback unless asked (HOST=0.0.0.0 npm start shares it) */
  host?: string;
  /** where data persists; wiped first when `fresh` */
  dataDir: string;
  fresh?: boolean;
  /**
   * The daily digests' schedule: how often it runs, and the time it tells send-digests it ran for.
   * The browser tests set it a day ahead, so a daily alert's digest comes within seconds, not at 9:00.
   */
  digests?: { everyMs?: number; clock?: () => Date };
  /** skip the demo jobs and settings */
  seed?: boolean;
  /** Vite's dev server (default), the production build (benchmarks), or no web app (API tests) */
  webMode?: 'dev' | 'static' | 'none';
  adminMobile?: string;
  adminPassword?: string;
}

export interface Stack {
  url: string;
  admin: { mobile: string; password: string };
  endpoints: { dynamodb: string; opensearch: string; sqs: string; s3: string; oidc: string; smtp: string };
  /** the local inbox (maildev) on the site's origin; its REST API is under <inbox>api/ */
  inbox: string;
  /** the JazzCash and Easypaisa stand-ins under /pay: their controls, notifications, and notifyAgain */
  pay: PayStandIns;
  /** the address the site listens on: loopback unless HOST asked for another */
  listening: string;
  seeded: boolean;
  /** Resolves once the workers have handled every change written so far (share cards drawn, mail sent). */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

/** The checked-out commit, for /api/version; 'unknown' outside a git work tree. */
function gitCommit(): string {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

function persistentSecret(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * Starts the whole product locally: DynamoDB Local, OpenSearch, ElasticMQ (the workers' queues),
 * s3rver, the OpenID provider, the API adapter and the web app, all behind http://localhost:<port>.
 * Answers once everything is listening.
 */
export async function startLocalStack(options: StackOptions): Promise<Stack> {
  const java = ensureJava();
  process.env.MJ_MAVEN ??= ensureMaven();
  const origin = `http://localhost:${options.port}`;
  // Everything that can refuse the start comes before the first write to the data folder.
  await assertPortFree(options.port, options.host ?? LOOPBACK).catch((error: Error) => {
    throw heldBy(options.dataDir) ?? error;
  });
  const unlock = lockDataDir(options.dataDir, origin);
  try {
    return await startOnLockedDir(options, java, origin, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function startOnLockedDir(
  options: StackOptions,
  java: string,
  origin: string,
  unlock: () => void,
): Promise<Stack> {
  if (options.fresh)
    for (const entry of readdirSync(options.dataDir))
      if (entry !== LOCK_FILE) rmSync(join(options.dataDir, entry), { recursive: true, force: true });
  for (const dir of ['dynamodb', 's3', 'mail']) mkdirSync(join(options.dataDir, dir), { recursive: true });

  const adminMobile = options.adminMobile ?? DEFAULT_ADMIN_MOBILE;
  const adminPassword =
    options.adminPassword ??
    persistentSecret(join(options.dataDir, 'admin-password'), () => randomBytes(9).toString('base64url'));
  const cookieKey = persistentSecret(join(options.dataDir, 'cookie-key'), () => randomBytes(32).toString('base64url'));
  // Kept with the data: an unsubscribe link in an e-mail from an earlier start still works.
  const linkSecret = persistentSecret(join(options.dataDir, 'link-secret'), () =>
    randomBytes(32).toString('base64url'),
  );

  // The API reads its configuration from the environment when its modules load, so set it first.
  const { freePort, startDynamoDbLocal, ensureTable, startElasticMq, startOpenSearchLocal } = await import(
    '@modern-jobs/api/local'
  );
  const { WORKERS } = await import('@modern-jobs/domain/workers');
  // The three Java services start side by side; if any fails, the others are stopped.
  const [dynamoStart, searchStart, queuesStart] = await Promise.allSettled([
    startDynamoDbLocal({ dbPath: join(options.dataDir, 'dynamodb'), java }),
    startOpenSearchLocal({ dir: join(options.dataDir, 'opensearch'), java, log: say }),
    // The workers' queues (SQS in AWS), in memory: the stream keeps the changes they were made of.
    startElasticMq({ workers: WORKERS, java, log: say }),
  ]);
  const starts = [dynamoStart, searchStart, queuesStart];
  if (dynamoStart.status === 'rejected' || searchStart.status === 'rejected' || queuesStart.status === 'rejected') {
    for (const start of starts) if (start.status === 'fulfilled') await start.value.stop();
    throw (starts.find((start) => start.status === 'rejected') as PromiseRejectedResult).reason;
  }
  const dynamo = dynamoStart.value;
  const search = searchStart.value;
  const queues = queuesStart.value;
  const s3 = await startS3({ port: await freePort(), directory: join(options.dataDir, 's3'), bucket: LOCAL_BUCKET });
  const mail = await startMail({
    smtpPort: await freePort(),
    webPort: await freePort(),
    directory: join(options.dataDir, 'mail'),
  });
  // As in AWS, the API answers only what came through the front, which adds this (front.ts); a new
  // value every start, so nothing but this process knows it.
  const originSecret = randomBytes(32).toString('base64url');
  // The gateways' merchant settings, kept in the data folder (Secrets Manager in AWS): the stand-ins
  // play the gateways with them, and the API, the merchant.
  const pay = startPayStandIns({
    origin,
    secrets: loadPaySecrets(join(options.dataDir, PAY_SECRETS_FILE)),
    log: say,
  });
  const logLevel = process.env.LOG_LEVEL ?? 'warn';
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: LOCAL_TABLE,
    BUCKET_NAME: LOCAL_BUCKET,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    OPENSEARCH_ENDPOINT: search.endpoint,
    S3_ENDPOINT: s3.endpoint,
    // Path-style URLs on the site's own origin: /<bucket>/<key>, passed to s3rver as they are.
    S3_PUBLIC_ENDPOINT: origin,
    SITE_ORIGIN: origin,
    ORIGIN_VERIFY_SECRET: originSecret,
    OIDC_ISSUER: `${origin}${OIDC_PATH}`,
    OIDC_CLIENT_ID: LOCAL_CLIENT_ID,
    SESSION_SECRET: cookieKey,
    LINK_SECRET: linkSecret,
    APP_VERSION: process.env.npm_package_version ?? '0.1.0',
    APP_COMMIT: gitCommit(),
    APP_BUILD_TIME: new Date().toISOString(),
    LOG_LEVEL: logLevel,
    // The metrics' lines (CloudWatch's embedded format) are written with the info lines, not alone.
    POWERTOOLS_METRICS_DISABLED: logLevel === 'info' || logLevel === 'debug' ? 'false' : 'true',
    // The mail workers send over SMTP to the local inbox, where SES sends in AWS.
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: LOCAL_MAIL_FROM,
    // ElasticMQ's address (AWS_ENDPOINT_URL_SQS) and each worker's queue (QUEUE_URL_<WORKER>), as
    // infra names them to the dispatcher.
    ...queues.environment,
    // Each gateway's GatewayConfig (packages/api/src/wallet/gateways/gateway.ts), pointing at the
    // stand-ins; the name is the wallet config's to choose.
    WALLET_GATEWAYS: JSON.stringify(pay.configs),
  });

  const stopAll: Array<() => Promise<unknown>> = [
    () => dynamo.stop(),
    () => search.stop(),
    () => queues.stop(),
    () => s3.stop(),
    () => mail.stop(),
  ];
  try {
    const { createApiListener, ensureSearchIndexes, followQueue, followTableStream, runOnTimer } = await import(
      '@modern-jobs/api/local'
    );
    const tableExisted = await tableExists(dynamo.endpoint);
    await ensureTable(dynamo.endpoint, LOCAL_TABLE, { stream: true });
    const rebuilt = await ensureSearchIndexes(tableExisted);
    if (rebuilt.length > 0) say(`search: built the ${rebuilt.join(' and ')} index from the table`);
    // As the event source mappings in AWS: the dispatcher alone reads the table's stream (a third
    // reader is refused) and hands each change to the queues of the workers that take it (share cards,
    // mail, the search engine and its alerts), each followed as its SQS event source would be.
    const { ANONYMIZE_APPLICATIONS, DISPATCH_CHANGES, INQUIRE_PAYMENTS, RETRY_MAIL, SEND_DIGESTS } = await import(
      '@modern-jobs/domain/workers'
    );
    const workers = await Promise.all(
      WORKERS.map((worker) =>
        followQueue({ endpoint: queues.endpoint, queueUrl: queues.queueUrls.get(worker.handler) ?? '', worker }),
      ),
    );
    stopAll.unshift(() => Promise.all(workers.map((worker) => worker.stop())));
    const dispatcher = await followTableStream(dynamo.endpoint, LOCAL_TABLE, DISPATCH_CHANGES);
    stopAll.unshift(() => dispatcher.stop());
    // The outbox's mail that failed once, as the every-minute schedule in AWS; and the daily digests
    // (due from 9:00 Pakistan time).
    const retries = await runOnTimer(RETRY_MAIL, RETRY_MAIL_EVERY_MS);
    stopAll.unshift(() => retries.stop());
    const digests = await runOnTimer(
      SEND_DIGESTS,
      options.digests?.everyMs ?? DIGESTS_EVERY_MS,
      options.digests?.clock,
    );
    stopAll.unshift(() => digests.stop());
    // The gateways asked about pending payment orders (every 5 minutes in AWS), and the retention of
    // deleted accounts' applications (hourly in AWS): more often here, each finds only what is due.
    const inquiries = await runOnTimer(INQUIRE_PAYMENTS, LOCAL_SCHEDULE_EVERY_MS);
    stopAll.unshift(() => inquiries.stop());
    const retention = await runOnTimer(ANONYMIZE_APPLICATIONS, LOCAL_SCHEDULE_EVERY_MS);
    stopAll.unshift(() => retention.stop());
    const seeded = options.seed !== false && !tableExisted;
    if (seeded) await seedEverything();
    const { upsertAdmin } = await import('@modern-jobs/api/accounts/admins');
    await upsertAdmin(adminMobile, adminPassword);

    const front = createFrontServer({
      api: createApiListener(),
      oidc: createOidcProvider(origin, [cookieKey]),
      pay: pay.handle,
      s3Endpoint: s3.endpoint,
      bucket: LOCAL_BUCKET,
      inbox: { endpoint: mail.webEndpoint, path: INBOX_PATH },
      apiHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret },
    });
    await listen(front.server, options.port, options.host ?? LOOPBACK);
    if (options.dataDir === localDataDir) {
      writeFileSync(STACK_FILE, JSON.stringify({ dynamodb: dynamo.endpoint, url: origin }));
      stopAll.push(async () => rmSync(STACK_FILE, { force: true }));
    }
    stopAll.unshift(() => closeServer(front.server));
    // The pages the API renders take the same index.html the web server gives: built, Vite's, or
    // (API only) the source, which is what the API's own tests read.
    const { setPageTemplate } = await import('@modern-jobs/api/local');
    if (options.webMode === 'static') {
      const { createStaticWeb } = await import('./static-web.ts');
      front.setWeb(createStaticWeb());
      const built = readFileSync(join(webRoot, 'dist', 'index.html'), 'utf8');
      setPageTemplate(async () => built);
    } else if (options.webMode !== 'none') {
      const { createWebDevServer } = await import('./web.ts');
      const web = await createWebDevServer(front.server);
      front.setWeb(web.listener);
      setPageTemplate(web.template);
      stopAll.unshift(() => web.close());
    } else {
      const source = readFileSync(join(webRoot, 'index.html'), 'utf8');
      setPageTemplate(async () => source);
    }
    return {
      url: origin,
      admin: { mobile: adminMobile, password: adminPassword },
      endpoints: {
        dynamodb: dynamo.endpoint,
        opensearch: search.endpoint,
        sqs: queues.endpoint,
        s3: s3.endpoint,
        oidc: `${origin}${OIDC_PATH}`,
        smtp: mail.smtpUrl,
      },
      inbox: `${origin}${INBOX_PATH}/`,
      pay,
      listening: (front.server.address() as AddressInfo).address,
      seeded,
      drained: async () => {
        // Every change dispatched, then every queue taken; again while that moved anything, since a
        // worker's writes are changes too (an alert's mail is sent by send-mail).
        for (let moved = -1; moved !== 0; ) {
          // Notifications the stand-ins sent after a redirect are the API's writes too.
          await pay.settled();
          const before = dispatcher.handled + workers.reduce((sum, worker) => sum + worker.handled, 0);
          await dispatcher.drained();
          await Promise.all(workers.map((worker) => worker.drained()));
          moved = dispatcher.handled + workers.reduce((sum, worker) => sum + worker.handled, 0) - before;
        }
      },
      stop: async () => {
        for (const stop of stopAll) await stop().catch(() => undefined);
        unlock();
      },
    };
  } catch (error) {
    for (const stop of stopAll) await stop().catch(() => undefined);
    throw error;
  }
}

async function tableExists(endpoint: string): Promise<boolean> {
  const { DynamoDBClient, ListTablesCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ endpoint, region: 'ap-south-1' });
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  client.destroy();
  return TableNames.includes(LOCAL_TABLE);
}

async function seedEverything(): Promise<void> {
  const { seedDemoData } = await import('@modern-jobs/api/seed');
  const { writeDemoLogos } = await import('@modern-jobs/api/files/demo-logos');
  await writeDemoLogos();
  await seedDemoData();
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`port ${port} is in use; fix: PORT=<another port> npm start`) : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export { repoRoot };
