import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { basename, delimiter, dirname, join, resolve } from 'node:path';

/**
 * Fetches Java artifacts from Maven Central, with their runtime dependencies, into `dir` once, and
 * answers the jars' paths. Later calls read `dir`'s record and never run Maven; a record for other
 * coordinates (or with a jar gone) is fetched anew.
 *
 * Coordinates are Maven's `group:artifact:version` (or `group:artifact:type:version`,
 * `group:artifact:type:classifier:version`). `java` is the Java that runs Maven (its JAVA_HOME);
 * `MJ_MAVEN` names Maven's command when `mvn` is not on PATH.
 *
 * Maven fills a staging folder beside `dir` that is renamed into place when complete, so a run
 * stopped half-way leaves no half-fetched `dir`, and processes fetching the same `dir` at once both
 * end with one complete copy. Calls in one process for the same `dir` share one fetch.
 */
export async function resolveMavenArtifacts(options: {
  coordinates: string[];
  dir: string;
  java?: string;
}): Promise<string[]> {
  const dir = resolve(options.dir);
  const key = `${dir}\n${options.coordinates.join('\n')}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = resolveOnce(dir, options.coordinates, options.java).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

const inFlight = new Map<string, Promise<string[]>>();

/** The record written last into a complete `dir`. */
const RECORD = 'artifacts.json';
/** Pinned so every machine resolves alike, whatever Maven's own default is. */
const DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';

interface ArtifactRecord {
  coordinates: string[];
  jars: string[];
}

async function resolveOnce(dir: string, coordinates: string[], java?: string): Promise<string[]> {
  if (coordinates.length === 0) throw new Error('resolveMavenArtifacts: no coordinates');
  const dependencies = coordinates.map(dependencyXml);
  const cached = await readRecord(dir, coordinates);
  if (cached) return cached;

  await mkdir(dirname(dir), { recursive: true });
  const staging = `${dir}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(join(staging, 'jars'), { recursive: true });
    await writeFile(join(staging, 'pom.xml'), pomXml(dependencies));
    await runMaven(staging, java);
    const jars = (await readdir(join(staging, 'jars'))).filter((name) => name.endsWith('.jar')).sort();
    if (jars.length === 0) throw new Error(`Maven fetched no jar for ${coordinates.join(', ')}`);
    const record: ArtifactRecord = { coordinates, jars: jars.map((name) => `jars/${name}`) };
    await writeFile(join(staging, RECORD), `${JSON.stringify(record, null, 2)}\n`);
    await publishDirectory(staging, dir, async () => (await readRecord(dir, coordinates)) !== null);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const done = await readRecord(dir, coordinates);
  if (!done) throw new Error(`Maven's artifacts did not land in ${dir}`);
  return done;
}

/** The jars of a complete `dir` fetched for exactly these coordinates, else null. */
async function readRecord(dir: string, coordinates: string[]): Promise<string[] | null> {
  let record: ArtifactRecord;
  try {
    record = JSON.parse(await readFile(join(dir, RECORD), 'utf8')) as ArtifactRecord;
  } catch {
    return null;
  }
  if (JSON.stringify(record.coordinates) !== JSON.stringify(coordinates)) return null;
  const jars = record.jars.map((jar) => join(dir, jar));
  try {
    await Promise.all(jars.map((jar) => access(jar)));
  } catch {
    return null;
  }
  return jars;
}

/**
 * Renames a complete staging folder to `dir`. A `dir` that another process completed meanwhile
 * (`isComplete`) is kept and the staging copy left to the caller to drop; an incomplete or outdated
 * one is first moved aside, in one step, so no reader ever sees it half-deleted.
 */
export async function publishDirectory(
  staging: string,
  dir: string,
  isComplete: () => Promise<boolean>,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await rename(staging, dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
    if (await isComplete()) return;
    const aside = `${dir}.old-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await rename(dir, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await rm(aside, { recursive: true, force: true });
  }
  throw new Error(`could not put ${staging} in place at ${dir}`);
}

function dependencyXml(coordinate: string): string {
  const parts = coordinate.split(':');
  if (parts.length < 3 || parts.length > 5 || parts.some((part) => !/^[\w.-]+$/.test(part)))
    throw new Error(`not a Maven coordinate (group:artifact[:type[:classifier]]:version): ${coordinate}`);
  const [groupId, artifactId] = parts as [string, string];
  const version = parts[parts.length - 1];
  const type = parts.length >= 4 ? `<type>${parts[2]}</type>` : '';
  const classifier = parts.length === 5 ? `<classifier>${parts[3]}</classifier>` : '';
  return `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${version}</version>${type}${classifier}</dependency>`;
}

function pomXml(dependencies: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.modern-jobs</groupId>
  <artifactId>fetched-artifacts</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    ${dependencies.join('\n    ')}
  </dependencies>
</project>
`;
}

/**
 * One Maven at a time in this process: runs for different folders (OpenSearch's parts, ElasticMQ)
 * would otherwise write the same files of Maven's local repository (~/.m2) at once on a fresh
 * machine, the dependency plugin's own first of all, and two JVMs would share the two cores.
 */
let mavenQueue: Promise<unknown> = Promise.resolve();

function runMaven(workDir: string, java?: string): Promise<void> {
  const run = mavenQueue.then(() => runMavenNow(workDir, java));
  mavenQueue = run.catch(() => undefined);
  return run;
}

async function runMavenNow(workDir: string, java?: string): Promise<void> {
  const mvn = process.env.MJ_MAVEN || 'mvn';
  const env = { ...process.env };
  if (java) {
    const home = await javaHome(java);
    if (home) env.JAVA_HOME = home;
  }
  const args = [
    '-q',
    '-B',
    '-f',
    join(workDir, 'pom.xml'),
    `${DEPENDENCY_PLUGIN}:copy-dependencies`,
    `-DoutputDirectory=${join(workDir, 'jars')}`,
    '-DincludeScope=runtime',
  ];
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(mvn, args, { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error(`Maven (${mvn}) is needed to fetch Java artifacts once; fix: sudo apt-get install -y maven`)
          : error,
      ),
    );
    child.on('close', done);
  });
  if (code !== 0) throw new Error(`Maven failed (${code}) in ${workDir}:\n${output.join('').trim().slice(-4000)}`);
}

/** JAVA_HOME for a `java` command: the folder above its bin/, after following links. */
async function javaHome(java: string): Promise<string | null> {
  const candidates = java.includes('/')
    ? [java]
    : (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, java));
  for (const candidate of candidates) {
    try {
      const real = await realpath(candidate);
      if (basename(dirname(real)) === 'bin') return dirname(dirname(real));
    } catch {
      // not here
    }
  }
  return null;
}
