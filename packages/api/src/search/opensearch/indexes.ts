import { createHash } from 'node:crypto';
import { ALERTS_INDEX } from './alerts-index.ts';
import { CANDIDATES_INDEX } from './candidates-index.ts';
import { aliasOf, openSearch } from './client.ts';
import { JOBS_INDEX } from './job-document.ts';

/**
 * Index versions behind aliases. Searches read `<prefix>-jobs`; the indexer writes through it and,
 * while a rebuild runs, through `<prefix>-jobs-next` too, so the new version misses no change made
 * during its backfill (writes are versioned, so the backfill and the live changes can land in any
 * order). When the backfill is complete, one alias update moves `<prefix>-jobs` to the new version:
 * searches never see a half-built index, and there is no moment without one.
 */

export type IndexKind = 'jobs' | 'alerts' | 'candidates';

/** Every kind, in the order a new stage or a fresh local node creates them. */
export const INDEX_KINDS: readonly IndexKind[] = ['jobs', 'alerts', 'candidates'];

interface IndexDefinition {
  settings: object;
  mappings: object;
}

const definitions: Record<IndexKind, IndexDefinition> = {
  jobs: JOBS_INDEX,
  alerts: ALERTS_INDEX,
  candidates: CANDIDATES_INDEX,
};

const definitionOf = (kind: IndexKind): IndexDefinition => definitions[kind];

/** A short fingerprint of a definition: an index built from another one needs a rebuild. */
export const mappingVersionOf = (kind: IndexKind) =>
  createHash('sha256')
    .update(JSON.stringify(definitionOf(kind)))
    .digest('hex')
    .slice(0, 12);

export const nextAliasOf = (kind: IndexKind) => `${aliasOf(kind)}-next`;

/**
 * Changes to the cluster's state (an index made or deleted, an alias moved) wait for every node to
 * take the change and the new shards to start: on a busy node that is seconds, more than a search's
 * 5 s. Nobody waits on them: they run at start, in a deploy's rebuild, or in a worker.
 */
const CLUSTER_CHANGE_TIMEOUT_MS = 30_000;

/** Creates a new, empty version of a kind's index and returns its name. */
export async function createIndexVersion(kind: IndexKind, replicas: number): Promise<string> {
  const { settings, mappings } = definitionOf(kind);
  const name = `${aliasOf(kind)}-${Date.now().toString(36)}-${mappingVersionOf(kind)}`;
  await openSearch({
    method: 'PUT',
    path: `/${name}`,
    body: {
      settings: { ...settings, number_of_replicas: replicas },
      mappings: { ...mappings, _meta: { mappingVersion: mappingVersionOf(kind) } },
    },
    timeoutMs: CLUSTER_CHANGE_TIMEOUT_MS,
  });
  return name;
}

/** The index an alias points at now, if it exists. */
export async function indexBehind(alias: string): Promise<string | null> {
  const { status, body } = await openSearch<Record<string, unknown>>({
    method: 'GET',
    path: `/_alias/${alias}`,
    allow: [404],
  });
  return status === 404 ? null : (Object.keys(body)[0] ?? null);
}

/** The mapping version of the index behind a kind's alias (null: no index yet). */
export async function liveMappingVersion(kind: IndexKind): Promise<string | null> {
  const index = await indexBehind(aliasOf(kind));
  if (!index) return null;
  const { body } = await openSearch<Record<string, { mappings?: { _meta?: { mappingVersion?: string } } }>>({
    method: 'GET',
    path: `/${index}/_mapping`,
  });
  return body[index]?.mappings?._meta?.mappingVersion ?? null;
}

/** Points `alias` at `index` alone, in one step; drops the other aliases named. */
export async function pointAlias(alias: string, index: string, remove: string[] = []): Promise<void> {
  const current = await indexBehind(alias);
  await openSearch({
    method: 'POST',
    path: '/_aliases',
    timeoutMs: CLUSTER_CHANGE_TIMEOUT_MS,
    body: {
      actions: [
        ...(current && current !== index ? [{ remove: { index: current, alias } }] : []),
        { add: { index, alias } },
        ...remove.map((other) => ({ remove: { index, alias: other, must_exist: false } })),
      ],
    },
  });
}

/**
 * Makes sure a kind has an index behind its alias (a new stage, a fresh local node): the start of
 * the local stack and the deploy's first rebuild call it. Does nothing when one exists.
 */
export async function ensureIndex(kind: IndexKind, replicas = 0): Promise<{ created: boolean; index: string }> {
  const existing = await indexBehind(aliasOf(kind));
  if (existing) return { created: false, index: existing };
  const index = await createIndexVersion(kind, replicas);
  await pointAlias(aliasOf(kind), index);
  return { created: true, index };
}

/** Deletes every version of a kind's index but the one its alias points at (after a rebuild). */
export async function dropOldVersions(kind: IndexKind): Promise<string[]> {
  const live = await indexBehind(aliasOf(kind));
  const { body } = await openSearch<Array<{ index: string }>>({
    method: 'GET',
    path: `/_cat/indices/${aliasOf(kind)}-*`,
    query: { format: 'json', h: 'index' },
  });
  const old = body.map((row) => row.index).filter((name) => name !== live);
  for (const name of old)
    await openSearch({ method: 'DELETE', path: `/${name}`, allow: [404], timeoutMs: CLUSTER_CHANGE_TIMEOUT_MS });
  return old;
}
