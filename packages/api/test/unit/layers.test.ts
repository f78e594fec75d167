import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The api package's folders as layers (README, "Layout"): a feature's storage (`<feature>/store/`)
 * and the shared storage (`storage/`) know nothing of HTTP, sign-in or the search engine, and no two
 * folders import each other, however indirectly. Read from the source's own imports, so a change
 * that tangles them fails here, not in a review.
 */
const SRC = resolve(import.meta.dirname, '../../src');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Every relative import, as [importing file, imported file], both relative to src. */
const imports: Array<[string, string]> = sources(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match): [string, string] => [
    relative(SRC, file),
    relative(SRC, resolve(dirname(file), match[1] ?? '')),
  ]),
);
const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] ?? '') : '');
const isStore = (path: string) => path.startsWith('storage/') || /^[^/]+\/store\//.test(path);

/** The folders each folder imports from (files at src's root, config.ts, belong to none). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (!a || !b || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  return graph;
}

/** A cycle through `start`, as the folders on it, if there is one. */
function cycleFrom(graph: Map<string, Set<string>>, start: string): string[] | null {
  const path: string[] = [];
  const seen = new Set<string>();
  const visit = (node: string): string[] | null => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return [...path, node, start];
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(node);
      const found = visit(next);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return visit(start);
}

describe('the api package’s layers', () => {
  it('reads a graph worth checking: the features, their stores and the shared storage', () => {
    const folders = new Set(imports.flatMap(([from, to]) => [folderOf(from), folderOf(to)]));
    for (const folder of ['jobs', 'applications', 'alerts', 'accounts', 'employers', 'mail', 'storage', 'http'])
      expect(folders, folder).toContain(folder);
    expect(imports.filter(([from]) => isStore(from)).length).toBeGreaterThan(50);
  });

  it('keeps storage free of HTTP, sign-in, the search engine, handlers and workers', () => {
    const upward = imports.filter(
      ([from, to]) => isStore(from) && ['http', 'auth', 'search', 'handlers', 'workers'].includes(folderOf(to)),
    );
    expect(upward.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    const graph = folderGraph();
    const cycles = [...graph.keys()].map((folder) => cycleFrom(graph, folder)).filter((c) => c !== null);
    expect(cycles.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('would see a cycle: the check finds one in a graph that has it', () => {
    const graph = new Map([
      ['jobs', new Set(['search'])],
      ['search', new Set(['storage', 'jobs'])],
    ]);
    expect(cycleFrom(graph, 'jobs')).toEqual(['jobs', 'search', 'jobs']);
    expect(cycleFrom(new Map([['jobs', new Set(['storage'])]]), 'jobs')).toBeNull();
  });
});
