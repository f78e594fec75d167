import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fail, say } from './log.ts';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(packages: string[], why: string): boolean {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return false;
  say(`installing ${packages.join(' ')} with apt-get (${why}), once`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
      .status === 0
  );
}

function javaMajor(java: string): number | null {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** A Java 17+ runtime for DynamoDB Local: JAVA_HOME, then PATH, then apt (as root). */
export function ensureJava(): string {
  const candidates = [process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : null, 'java'].filter(
    (c): c is string => c !== null,
  );
  for (const java of candidates) if ((javaMajor(java) ?? 0) >= 17) return java;
  if (aptInstall(['default-jre-headless'], 'DynamoDB Local runs on Java') && (javaMajor('java') ?? 0) >= 17)
    return 'java';
  return fail('DynamoDB Local needs Java 17 or later; fix: sudo apt-get install -y default-jre-headless');
}

/**
 * Maven, which fetches OpenSearch's published artifacts once into `.tools/` (later starts run no
 * Maven): MJ_MAVEN, then `mvn` on PATH, then apt (as root). Only looks, so a start whose artifacts
 * are already fetched pays no JVM for it. Returns the command to run.
 */
export function ensureMaven(): string {
  if (process.env.MJ_MAVEN) return process.env.MJ_MAVEN;
  const onPath = () =>
    (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, 'mvn')));
  if (onPath()) return 'mvn';
  if (aptInstall(['maven'], 'the local OpenSearch node is fetched from Maven Central') && onPath()) return 'mvn';
  return fail('the local OpenSearch node is fetched with Maven; fix: sudo apt-get install -y maven');
}

/** Chromium for the browser tests: MJ_CHROMIUM, then Debian's, then apt (as root). */
export function ensureChromium(): string {
  const candidates = [process.env.MJ_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (c): c is string => Boolean(c),
  );
  const found = candidates.find((c) => existsSync(c));
  if (found) return found;
  if (aptInstall(['chromium'], 'the browser tests drive Chromium') && existsSync('/usr/bin/chromium'))
    return '/usr/bin/chromium';
  return fail('the browser tests need Chromium; fix: sudo apt-get install -y chromium');
}

/**
 * A face with Urdu's letters, as phones have (Noto Nastaliq Urdu, or a Naskh): without one, Chromium
 * draws ہ, ے and ۔ as empty boxes, so the Urdu screenshots show what no reader sees and Lighthouse
 * measures the layout of boxes. The bench needs it (`required`); the tests take it when apt can give
 * it, and otherwise say so and go on, since every test passes with or without it.
 */
export function ensureUrduFont({ required }: { required: boolean }): void {
  const hasUrdu = () =>
    /Nastaliq|Naskh/i.test(spawnSync('fc-list', [':lang=ur', 'family'], { encoding: 'utf8' }).stdout ?? '');
  if (hasUrdu()) return;
  if (aptInstall(['fonts-noto-core'], 'Chromium draws Urdu in the face phones have') && hasUrdu()) return;
  const fix = 'sudo apt-get install -y fonts-noto-core';
  if (required) fail(`Lighthouse measures the Urdu pages in an Urdu face; fix: ${fix}`);
  say(`no Urdu face here: the Urdu screenshots will show empty boxes for some letters (fix: ${fix})`);
}
