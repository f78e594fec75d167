import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './dynamodb-local.ts';
import { publishDirectory, resolveMavenArtifacts } from './maven-artifacts.ts';

/**
 * A real OpenSearch node for the local stack and the tests, assembled from the artifacts OpenSearch
 * publishes on Maven Central and run by OpenSearch's own entry point (`org.opensearch.bootstrap.
 * OpenSearch`), as its tar distribution runs it: a home folder with `lib/` (the server and its
 * dependencies) and `modules/<name>/` (each module's jars and the descriptor its zip would carry).
 * Only a Java runtime is needed, no compiler. 2.19 is the last line that runs on Java 17.
 */
export const OPENSEARCH_VERSION = '2.19.6';
/** The log4j-core that opensearch 2.19.6's POM names, as optional (the distribution ships it). */
const LOG4J_VERSION = '2.25.4';
/** Raised when the home's layout changes, so an older assembled home is assembled anew. */
const HOME_LAYOUT = 1;

const SERVER = [
  `org.opensearch:opensearch:${OPENSEARCH_VERSION}`,
  // Optional in the server's POM, in the distribution's lib/: logging, and the class loader that
  // PluginsService builds every module's loader with.
  `org.apache.logging.log4j:log4j-core:${LOG4J_VERSION}`,
  `org.opensearch:opensearch-plugin-classloader:${OPENSEARCH_VERSION}`,
];

interface Module {
  name: string;
  artifact: string;
  classname: string;
  /** the module's plugin-security.policy, as in OpenSearch's source (it is not in the jar) */
  policy?: string;
}

const MODULES: Module[] = [
  {
    name: 'transport-netty4',
    artifact: `org.opensearch.plugin:transport-netty4-client:${OPENSEARCH_VERSION}`,
    classname: 'org.opensearch.transport.Netty4Plugin',
    policy: `grant {
  permission java.io.FilePermission "/proc/sys/net/core/somaxconn", "read";
  permission java.net.SocketPermission "*", "accept,connect";
  permission java.lang.RuntimePermission "*", "setContextClassLoader";
  permission java.lang.RuntimePermission "getClassLoader";
  permission java.util.PropertyPermission "sun.nio.ch.bugLevel", "write";
};
`,
  },
  {
    name: 'analysis-common',
    artifact: `org.opensearch.plugin:analysis-common:${OPENSEARCH_VERSION}`,
    classname: 'org.opensearch.analysis.common.CommonAnalysisPlugin',
  },
  {
    name: 'percolator',
    artifact: `org.opensearch.plugin:percolator-client:${OPENSEARCH_VERSION}`,
    classname: 'org.opensearch.percolator.PercolatorPlugin',
  },
];

/** The repository's git-ignored .tools/, where fetched tools live. */
const defaultToolsDir = fileURLToPath(new URL('../../../../.tools/', import.meta.url));

export interface OpenSearchLocal {
  endpoint: string;
  port: number;
  process: ChildProcess;
  /** the node's output (its log4j console), rewritten at each start */
  logFile: string;
  stop(): Promise<void>;
}

export interface OpenSearchLocalOptions {
  /** config/, data/, logs/ and tmp/ of this node; data persists there between starts */
  dir: string;
  /** HTTP port on 127.0.0.1; a free one by default */
  port?: number;
  /** the JVM's heap, as -Xmx takes it; MJ_OPENSEARCH_HEAP, else 512m */
  heap?: string;
  java?: string;
  /** where the fetched artifacts and the assembled home live; the repository's .tools/ by default */
  toolsDir?: string;
  /** node settings added to (or replacing) the ones below */
  settings?: Record<string, string | number | boolean>;
  /** how long to wait for yellow; 120 s by default (a first start on two busy cores takes ~15 s) */
  timeoutMs?: number;
  /** told once when the artifacts are fetched (the first start on a machine) */
  log?: (line: string) => void;
}

/**
 * The assembled OpenSearch home for this version, fetched with Maven and assembled the first time
 * only: afterwards its record answers and Maven is not run. Safe to call from processes starting
 * at once (each assembles in a staging folder renamed into place).
 */
export async function ensureOpenSearchHome(
  options: { toolsDir?: string; java?: string; log?: (line: string) => void } = {},
): Promise<string> {
  const root = join(resolve(options.toolsDir ?? defaultToolsDir), `opensearch-${OPENSEARCH_VERSION}`);
  const home = join(root, 'home');
  const record = join(home, 'home.json');
  const expected = JSON.stringify({ version: OPENSEARCH_VERSION, layout: HOME_LAYOUT });
  const complete = async () => (await readFile(record, 'utf8').catch(() => '')) === expected;
  if (await complete()) return home;

  options.log?.(`fetching OpenSearch ${OPENSEARCH_VERSION} from Maven Central into ${root} (once)`);
  const java = options.java;
  const serverJars = await resolveMavenArtifacts({ coordinates: SERVER, dir: join(root, 'maven', 'server'), java });
  const moduleJars: string[][] = [];
  for (const module of MODULES)
    moduleJars.push(
      await resolveMavenArtifacts({ coordinates: [module.artifact], dir: join(root, 'maven', module.name), java }),
    );

  const staging = `${home}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(join(staging, 'lib'), { recursive: true });
    await mkdir(join(staging, 'plugins'));
    for (const jar of serverJars) await linkOrCopy(jar, join(staging, 'lib', basename(jar)));
    for (const [i, module] of MODULES.entries()) {
      const folder = join(staging, 'modules', module.name);
      await mkdir(folder, { recursive: true });
      for (const jar of moduleJars[i] ?? []) await linkOrCopy(jar, join(folder, basename(jar)));
      await writeFile(join(folder, 'plugin-descriptor.properties'), descriptor(module));
      if (module.policy) await writeFile(join(folder, 'plugin-security.policy'), module.policy);
    }
    await writeFile(join(staging, 'home.json'), expected);
    await publishDirectory(staging, home, complete);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return home;
}

/** What `bin/opensearch-plugin install` would have unpacked from the module's zip. */
function descriptor(module: Module): string {
  return [
    `description=${module.name} (from ${module.artifact})`,
    `version=${OPENSEARCH_VERSION}`,
    `name=${module.name}`,
    `classname=${module.classname}`,
    'java.version=11',
    `opensearch.version=${OPENSEARCH_VERSION}`,
    // analysis-common's zip extends lang-painless, only to add painless functions; without painless
    // here it extends nothing.
    'extended.plugins=',
    'has.native.controller=false',
    '',
  ].join('\n');
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** The console only: the node's output goes to `logs/opensearch.log`, which the caller reads. */
const LOG4J2 = `status = error
appender.console.type = Console
appender.console.name = console
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = [%d{ISO8601}][%-5p][%-25c{1.}] [%node_name]%marker %m%n
rootLogger.level = info
rootLogger.appenderRef.console.ref = console
`;

/**
 * Starts a single OpenSearch node on 127.0.0.1 and waits until the cluster is at least yellow.
 * The first start on a machine fetches the artifacts (Maven, about a minute); later starts do not
 * run Maven. `stop()` ends the node and waits for its exit.
 */
export async function startOpenSearchLocal(options: OpenSearchLocalOptions): Promise<OpenSearchLocal> {
  const home = await ensureOpenSearchHome(options);
  const dir = resolve(options.dir);
  const paths = {
    config: join(dir, 'config'),
    data: join(dir, 'data'),
    logs: join(dir, 'logs'),
    tmp: join(dir, 'tmp'),
  };
  for (const path of Object.values(paths)) await mkdir(path, { recursive: true });
  const port = options.port ?? (await freePort());
  const settings: Record<string, string | number | boolean> = {
    'cluster.name': 'modern-jobs-local',
    'node.name': 'local',
    'discovery.type': 'single-node',
    // Loopback only: OpenSearch then reports its bootstrap checks (vm.max_map_count, file
    // descriptors, system call filter) as warnings instead of refusing to start.
    'network.host': '127.0.0.1',
    'http.port': port,
    'transport.port': 0,
    'path.data': paths.data,
    'path.logs': paths.logs,
    // These machines can have little free disk: no watermark may turn indexes read-only.
    'cluster.routing.allocation.disk.threshold_enabled': false,
    // An index is only ever created with its mapping (and written through its alias): a write to
    // a missing index fails loudly instead of creating one with guessed mappings.
    'action.auto_create_index': false,
    // One node holds no replica: indexes made without a replica count are green, not yellow.
    'cluster.default_number_of_replicas': 0,
    ...options.settings,
  };
  await writeFile(
    join(paths.config, 'opensearch.yml'),
    Object.entries(settings)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n'),
  );
  await writeFile(join(paths.config, 'log4j2.properties'), LOG4J2);

  const heap = options.heap ?? process.env.MJ_OPENSEARCH_HEAP ?? '512m';
  const jvm = [
    `-Xms${heap}`,
    `-Xmx${heap}`,
    // as OpenSearch's jvm.options
    '-XX:+UseG1GC',
    '-XX:G1ReservePercent=25',
    '-XX:InitiatingHeapOccupancyPercent=30',
    '-XX:-OmitStackTraceInFastThrow',
    `-XX:ErrorFile=${join(paths.logs, 'hs_err_pid%p.log')}`,
    `-Djava.io.tmpdir=${paths.tmp}`,
    '-Dfile.encoding=UTF-8',
    '-Djava.locale.providers=SPI,COMPAT',
    '-Djava.security.manager=allow',
    '-Dlog4j2.formatMsgNoLookups=true',
    '-Dlog4j.shutdownHookEnabled=false',
    '-Dlog4j2.disable.jmx=true',
    '-Dio.netty.noUnsafe=true',
    '-Dio.netty.noKeySetOptimization=true',
    '-Dio.netty.recycler.maxCapacityPerThread=0',
    // OpenSearch refuses to run as root when JNA's native library loads, and these machines and CI
    // run everything as root. Without the native library (JNA's jar stays: 2.19's bootstrap needs
    // its classes) the node skips that check and what else JNA does for it: memory lock (off
    // anyway), the system call filter and rlimit checks (warnings on loopback).
    '-Djna.nosys=true',
    '-Djna.noclasspath=true',
    `-Dopensearch.path.home=${home}`,
    `-Dopensearch.path.conf=${paths.config}`,
    '-cp',
    `${join(home, 'lib')}/*`,
    'org.opensearch.bootstrap.OpenSearch',
  ];
  const logFile = join(paths.logs, 'opensearch.log');
  const out = openSync(logFile, 'w');
  const child = spawn(options.java ?? 'java', jvm, { cwd: dir, stdio: ['ignore', out, out] });
  closeSync(out);
  // A node this process started never outlives it, whatever ends the process.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      process.off('exit', killOnExit);
      done();
    });
    child.once('error', () => {
      process.off('exit', killOnExit);
      done();
    });
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && !spawnError) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killed);
    }
  };

  const endpoint = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError) throw new Error(`OpenSearch could not start (${options.java ?? 'java'}): ${spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`OpenSearch exited (${child.exitCode ?? child.signalCode}); its log:\n${tail(logFile)}`);
    if (await isUp(endpoint)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `OpenSearch did not answer on ${endpoint} within ${timeoutMs / 1000} s; its log:\n${tail(logFile)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { endpoint, port, process: child, logFile, stop };
}

async function isUp(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(`${endpoint}/_cluster/health?wait_for_status=yellow&timeout=2s`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return false;
    const { status } = (await response.json()) as { status?: string };
    return status === 'green' || status === 'yellow';
  } catch {
    return false;
  }
}

/** The end of the node's log, with a hint for the one failure a log does not explain by itself. */
function tail(logFile: string): string {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return '(no log)';
  }
  const lines = text.trimEnd().split('\n');
  const end = lines.slice(-60).join('\n');
  const hint = /UnsupportedOperationException[^\n]*[Ss]ecurity ?[Mm]anager/.test(text)
    ? `\n(OpenSearch ${OPENSEARCH_VERSION} needs a Java with the SecurityManager: 17 to 23; use Java 17)`
    : '';
  return `${end}${hint}`;
}
