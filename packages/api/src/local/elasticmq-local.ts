import { AsyncLocalStorage } from 'node:async_hooks';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ListQueuesCommand,
  SQSClient,
  SQSServiceException,
} from '@aws-sdk/client-sqs';
import type { DataAccess } from '@modern-jobs/domain/data-access';
import { maxReceivesOf, queueUrlVariable, type Worker } from '@modern-jobs/domain/workers';
import { freePort, LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local.ts';
import { resolveMavenArtifacts } from './maven-artifacts.ts';

/**
 * ElasticMQ, an SQS-compatible server on the JVM (as DynamoDB Local is), from its published Maven
 * artifact: the local stack's stand-in for the workers' queues. On loopback, in memory: a queue's
 * messages are the stream's changes not yet taken, and the stream is kept.
 */
export const ELASTICMQ_VERSION = '1.6.11';
const COORDINATES = [`org.elasticmq:elasticmq-server_2.13:${ELASTICMQ_VERSION}`];
/** Its account in queue ARNs and URLs: the local stack's (invocation.ts names the same). */
const ACCOUNT = '000000000000';
const defaultToolsDir = fileURLToPath(new URL('../../../../.tools/', import.meta.url));

/**
 * How soon a change a worker failed is given again, locally: seconds, where infra waits 6 times the
 * function's timeout (Lambda may be running other batches meanwhile, and the message must not come
 * back while one still holds it). Here a follower's pollers take each batch for that whole time too
 * (queue-follower.ts), and hand a failed message back with this timeout: a failure (the search
 * engine down) is tried again in seconds, and nothing is given to two pollers at once.
 */
export const LOCAL_VISIBILITY_SECONDS = 2;

/** A worker's queue's name (FIFO: a message group per item keeps its changes in order), and its dead letters'. */
export const queueNameOf = (worker: string) => `${worker}.fifo`;
export const deadLetterQueueNameOf = (worker: string) => `${worker}-dead-letters.fifo`;

export interface ElasticMqLocal {
  endpoint: string;
  /** each worker's queue URL, by handler */
  queueUrls: ReadonlyMap<string, string>;
  /** each worker's dead-letter queue URL, by handler */
  deadLetterUrls: ReadonlyMap<string, string>;
  /** what a function that sends to the queues is given: AWS_ENDPOINT_URL_SQS and each QUEUE_URL_<WORKER> */
  environment: Record<string, string>;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ElasticMqOptions {
  /** the workers whose queues (and dead-letter queues) are created */
  workers: readonly Worker[];
  java?: string;
  port?: number;
  /** where the fetched jars live; the repository's .tools/ by default */
  toolsDir?: string;
  /** told once when the artifacts are fetched (the first start on a machine) */
  log?: (line: string) => void;
  timeoutMs?: number;
}

/** Where this version's jars (maven/) and class-data archives (cds/) live. */
const homeOf = (toolsDir?: string) => join(resolve(toolsDir ?? defaultToolsDir), `elasticmq-${ELASTICMQ_VERSION}`);

/** The jars, fetched with Maven the first time only (maven-artifacts.ts). */
export async function ensureElasticMq(
  options: { toolsDir?: string; java?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const dir = join(homeOf(options.toolsDir), 'maven');
  if (!existsSync(join(dir, 'artifacts.json')))
    options.log?.(`fetching ElasticMQ ${ELASTICMQ_VERSION} from Maven Central into ${dir} (once)`);
  return resolveMavenArtifacts({ coordinates: COORDINATES, dir, ...(options.java ? { java: options.java } : {}) });
}

/**
 * Java's class-data sharing for ElasticMQ's classes (AppCDS): the first start on a machine writes
 * an archive of the classes it loaded when it stops (~45 MB, ~3 s more at that stop), and later
 * starts map it, about a second quicker (1.5-2 s instead of 2.5-3 s here). One archive per Java
 * build (its path and file time): a Java that changed writes a new one. An archive Java cannot
 * use is ignored by Java itself, which then starts as without.
 */
function classArchive(home: string, java: string): { flags: string[]; keep: (written: boolean) => void } {
  const candidates = java.includes('/') ? [java] : (process.env.PATH ?? '').split(delimiter).map((d) => join(d, java));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) return { flags: [], keep: () => undefined };
  const real = realpathSync(found);
  const build = createHash('sha256')
    .update(`${real}:${statSync(real).mtimeMs}`)
    .digest('hex')
    .slice(0, 12);
  const archive = join(home, 'cds', `elasticmq-${build}.jsa`);
  if (existsSync(archive)) return { flags: [`-XX:SharedArchiveFile=${archive}`], keep: () => undefined };
  mkdirSync(join(home, 'cds'), { recursive: true });
  // Written under a name of its own, then renamed: two first starts at once each write a whole one.
  const writing = `${archive}.${process.pid}-${randomBytes(4).toString('hex')}`;
  return {
    flags: [`-XX:ArchiveClassesAtExit=${writing}`],
    // A Java killed while writing leaves half an archive: dropped.
    keep: (written) => {
      if (written && existsSync(writing)) renameSync(writing, archive);
      else rmSync(writing, { force: true });
    },
  };
}

function configuration(port: number): string {
  return `include classpath("application.conf")
node-address { protocol = http, host = "127.0.0.1", port = ${port}, context-path = "" }
generate-node-address = false
rest-sqs { enabled = true, bind-port = ${port}, bind-hostname = "127.0.0.1", sqs-limits = strict }
rest-stats.enabled = false
aws { region = ${LOCAL_REGION}, accountId = "${ACCOUNT}" }
`;
}

/**
 * Starts ElasticMQ on a free port of 127.0.0.1 and creates each worker's FIFO queue with its
 * dead-letter queue, as infra does (the receives before dead letters; a shorter visibility timeout).
 */
export async function startElasticMq(options: ElasticMqOptions): Promise<ElasticMqLocal> {
  const started = Date.now();
  const jars = await ensureElasticMq(options);
  const java = options.java ?? 'java';
  const archive = classArchive(homeOf(options.toolsDir), java);
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'mj-elasticmq-'));
  const configFile = join(dir, 'elasticmq.conf');
  writeFileSync(configFile, configuration(port));
  const jvm = [
    // A small server that starts often: a quick start matters more than peak speed.
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Xms32m',
    '-Xmx192m',
    '-Xss512k',
    '-XX:-UsePerfData',
    ...archive.flags,
    `-Dconfig.file=${configFile}`,
    '-cp',
    jars.join(':'),
    'org.elasticmq.server.Main',
  ];
  const child = spawn(java, jvm, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  // Its log is kept only to explain a failed start; a pipe not read would stop the server.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  let spawnError: Error | undefined;
  const exited = new Promise<void>((done) => {
    child.once('exit', () => done());
    child.once('error', (error) => {
      spawnError = error;
      done();
    });
  });
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null && !spawnError) {
      child.kill('SIGTERM');
      // Time for writing the class-data archive, the first time.
      const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killed);
      archive.keep(child.signalCode !== 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  try {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      if (spawnError) throw new Error(`ElasticMQ could not start (${java}): ${spawnError.message}`);
      if (child.exitCode !== null) throw new Error(`ElasticMQ exited (${child.exitCode}): ${output.trim()}`);
      try {
        await client.send(new ListQueuesCommand({}));
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`ElasticMQ did not answer on ${endpoint}: ${output.trim()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const queueUrls = new Map<string, string>();
    const deadLetterUrls = new Map<string, string>();
    for (const worker of options.workers) {
      const fifo = { FifoQueue: 'true', ContentBasedDeduplication: 'false' };
      const dead = await client.send(
        new CreateQueueCommand({ QueueName: deadLetterQueueNameOf(worker.handler), Attributes: fifo }),
      );
      const { Attributes } = await client.send(
        new GetQueueAttributesCommand({ QueueUrl: dead.QueueUrl, AttributeNames: ['QueueArn'] }),
      );
      const queue = await client.send(
        new CreateQueueCommand({
          QueueName: queueNameOf(worker.handler),
          Attributes: {
            ...fifo,
            VisibilityTimeout: String(LOCAL_VISIBILITY_SECONDS),
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: Attributes?.QueueArn,
              maxReceiveCount: maxReceivesOf(worker, LOCAL_VISIBILITY_SECONDS),
            }),
          },
        }),
      );
      if (!queue.QueueUrl || !dead.QueueUrl) throw new Error(`ElasticMQ created no queue for ${worker.handler}`);
      queueUrls.set(worker.handler, queue.QueueUrl);
      deadLetterUrls.set(worker.handler, dead.QueueUrl);
    }
    const environment: Record<string, string> = { AWS_ENDPOINT_URL_SQS: endpoint };
    for (const [worker, url] of queueUrls) environment[queueUrlVariable(worker)] = url;
    if (process.env.MJ_TIMINGS) process.stderr.write(`elasticmq: ready in ${Date.now() - started} ms\n`);
    return { endpoint, queueUrls, deadLetterUrls, environment, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
}

/** A function as the local stack runs it: its handler and what it declares. */
interface Sender {
  handler: string;
  data: DataAccess;
}

const sending = new AsyncLocalStorage<Sender>();

/**
 * Runs a function as the sender it is (the followers run the dispatcher and the workers through
 * this, inside runInvocation): the SQS client then refuses what its role would refuse.
 */
export const runAsSender = <T>(fn: Sender, call: () => Promise<T>): Promise<T> => sending.run(fn, call);

/** SQS's answer to a send its role does not allow, as the SDK gives it. */
function sqsDenied(fn: Sender, action: string, queueUrl: string): Error {
  const queue = queueUrl.split('/').pop() ?? queueUrl;
  return new SQSServiceException({
    name: 'AccessDenied',
    $fault: 'client',
    $metadata: { httpStatusCode: 403 },
    message: `User: arn:aws:sts::${ACCOUNT}:assumed-role/local-${fn.handler}/${fn.handler} is not authorized to perform: sqs:${action} on resource: arn:aws:sqs:${LOCAL_REGION}:${ACCOUNT}:${queue} because no identity-based policy allows the sqs:${action} action`,
  });
}

/** Whether a function may send to a queue: it is the queue of a worker it declares (data.sendsTo). */
export function maySendTo(fn: Sender, queueUrl: string | undefined): boolean {
  return (fn.data.sendsTo ?? []).some((worker) => process.env[queueUrlVariable(worker)] === queueUrl);
}

type Middleware = (
  next: (args: { input: unknown }) => Promise<unknown>,
  context: { commandName?: string },
) => (args: { input: unknown }) => Promise<unknown>;

const queueGuard: Middleware = (next, context) => async (args) => {
  const fn = sending.getStore();
  if (fn) {
    const command = context.commandName ?? '';
    const { QueueUrl } = args.input as { QueueUrl?: string };
    // SendMessageBatch is authorized as sqs:SendMessage; no role is granted any other SQS action.
    const action = /^SendMessage(Batch)?Command$/.test(command) ? 'SendMessage' : command.replace(/Command$/, '');
    if (action !== 'SendMessage' || !maySendTo(fn, QueueUrl)) throw sqsDenied(fn, action, QueueUrl ?? '*');
  }
  return next(args);
};

/**
 * The local stand-in for the functions' SQS grants (local/grants.ts does DynamoDB's and S3's): while a
 * function runs as a sender, the API's SQS client refuses a send to a queue it does not declare,
 * with the error SQS gives. Idempotent.
 */
export async function enforceQueueGrants(): Promise<void> {
  const { sqs } = await import('../clients/sqs.ts');
  sqs.middlewareStack.add(queueGuard as never, {
    step: 'initialize',
    name: 'localQueueGrantGuard',
    override: true,
  });
}
