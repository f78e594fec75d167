import { aliasOf, openSearch, SearchUnavailableError } from './client.ts';
import { type IndexKind, nextAliasOf } from './indexes.ts';

/**
 * Writes documents that mirror table items. Every write carries the item's version (its last
 * write, in ms, `external_gte`), so a change delivered twice, late or out of order never overwrites
 * a newer one; a delete carries one more than the deleted item's last version. Writes go through
 * the alias, and through the rebuild's alias when one runs (indexes.ts); `require_alias` keeps a
 * missing alias from being created as an empty index by the write itself.
 */

export type VersionedChange = { id: string; document: object; version: number } | { id: string; deletedAfter: number };

interface BulkItem {
  status: number;
  error?: { type: string; reason?: string };
}

/** The bulk body's lines for a set of changes, to one alias. */
export function bulkLines(changes: VersionedChange[], alias: string): string[] {
  return changes.flatMap((change) =>
    'document' in change
      ? [
          JSON.stringify({
            index: { _index: alias, _id: change.id, version: change.version, version_type: 'external_gte' },
          }),
          JSON.stringify(change.document),
        ]
      : [
          JSON.stringify({
            delete: { _index: alias, _id: change.id, version: change.deletedAfter + 1, version_type: 'external' },
          }),
        ],
  );
}

/** What a bulk item's answer means: done (including "a newer version is already there"), or not. */
function problemOf(item: BulkItem | undefined, target: string): string | null {
  if (!item) return 'no answer';
  if (item.status < 300 || item.status === 404) return null; // written, or a delete of what was never indexed
  if (item.status === 409 && item.error?.type === 'version_conflict_engine_exception') return null; // newer there
  // The rebuild's alias exists only during a rebuild.
  if (target.endsWith('-next') && item.error?.type === 'index_not_found_exception') return null;
  return `${item.status} ${item.error?.type ?? ''}: ${item.error?.reason ?? ''}`;
}

/**
 * Applies changes, one bulk request per alias. Resolves when every change is searchable
 * (refresh=wait_for: the engine's next refresh, within a second), so whoever waits for the indexer,
 * as the local stack's tests do, can search for what it wrote. Throws when any change was not
 * applied; applying them all again is safe.
 */
export async function writeVersioned(kind: IndexKind, changes: VersionedChange[]): Promise<void> {
  if (changes.length === 0) return;
  for (const target of [aliasOf(kind), nextAliasOf(kind)]) {
    const { body } = await openSearch<{ items: Array<Record<string, BulkItem>> }>({
      method: 'POST',
      path: '/_bulk',
      query: { refresh: 'wait_for', require_alias: 'true' },
      ndjson: bulkLines(changes, target),
      timeoutMs: 20_000,
    });
    const problems = body.items
      .map((entry) => problemOf(Object.values(entry)[0], target))
      .filter((p): p is string => p !== null);
    if (problems.length > 0)
      throw new SearchUnavailableError(
        `${problems.length} of ${changes.length} ${kind} changes not indexed: ${problems[0]}`,
      );
  }
}
