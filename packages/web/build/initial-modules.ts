import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** One source module's part of a built chunk. */
export interface ModulePart {
  chunk: string;
  /** the module as its source map names it; `(glue)` for what the bundler wrote itself */
  module: string;
  /** its bytes in the chunk, minified */
  bytes: number;
  /** its share of the chunk's gzip size: the chunk's gzip size in proportion to its own text's */
  gzip: number;
}

/**
 * A source map's `mappings`, by generated line: each segment's column and source index (none for a
 * segment mapped to no source).
 */
export function decodeMappings(mappings: string): [column: number, source: number | undefined][][] {
  return decode(mappings).map((line) => line.map(([column, source]) => [column, source]));
}

/** A chunk's text by source module, from its source map. */
export function textBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, string> {
  const lines = code.split('\n');
  const parts = new Map<string, string>();
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const module = source === undefined ? '(glue)' : (map.sources[source] ?? '(glue)');
      parts.set(module, (parts.get(module) ?? '') + line.slice(column, end));
    });
  });
  return parts;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * What the chunks a page loads first are made of (the manifest's entries `roots` and what they
 * import statically, as scripts/bench/bundle-size.ts counts them), by source module. gzip compresses
 * a chunk as a whole, so a module has no gzip size of its own: each gets the chunk's in proportion
 * to its own text's.
 */
export function initialModules(dist: string, roots: string[]): ModulePart[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files].flatMap((file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    let map = { sources: [] as string[], mappings: '' };
    try {
      map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    } catch {
      // A chunk without a map (the bundler's runtime) is all its own.
    }
    const parts = map.mappings ? [...textBySource(code, map)] : [['(glue)', code] as const];
    const own = parts.map(([, text]) => gzip(text));
    const total = own.reduce((sum, size) => sum + size, 0);
    return parts.map(([module, text], i) => ({
      chunk: file,
      module: module.replace(/^(\.\.\/)+/, ''),
      bytes: text.length,
      gzip: (gzip(code) * (own[i] ?? 0)) / total,
    }));
  });
}

/** A module's package (`react-dom`, `@mantine/core`) or, for the app's own, its folder. */
export function packageOf(module: string): string {
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inModules?.[1]) return inModules[1];
  return module.split('/').slice(0, 3).join('/');
}
